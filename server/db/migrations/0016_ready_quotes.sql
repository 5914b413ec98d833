ALTER TABLE "orders" ADD COLUMN "quoted_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quoted_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quoted_orders_ahead" integer;