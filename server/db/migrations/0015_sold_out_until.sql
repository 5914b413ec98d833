ALTER TABLE "menu_items" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "modifiers" ADD COLUMN "sold_out_until" timestamp with time zone;