ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_next_check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'pending' and "orders"."payment_status" = 'unpaid';