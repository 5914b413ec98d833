ALTER TABLE "orders" ADD COLUMN "slot_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_slot_at_idx" ON "orders" USING btree ("slot_at");