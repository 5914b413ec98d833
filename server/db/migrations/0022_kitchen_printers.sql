CREATE TABLE "print_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"printer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text DEFAULT 'order' NOT NULL,
	"requested_by" text,
	"fetched_at" timestamp with time zone,
	"printed_at" timestamp with time zone,
	"last_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_jobs_kind_check" CHECK ("print_jobs"."kind" in ('order','reprint'))
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mac_address" text NOT NULL,
	"takes" text DEFAULT 'all' NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"last_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_takes_check" CHECK ("printers"."takes" in ('all','pickup','delivery','catering'))
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_order_once_key" ON "print_jobs" USING btree ("printer_id","order_id") WHERE "print_jobs"."kind" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_reprint_waiting_key" ON "print_jobs" USING btree ("printer_id","order_id") WHERE "print_jobs"."kind" = 'reprint' and "print_jobs"."printed_at" is null;--> statement-breakpoint
CREATE INDEX "print_jobs_waiting_idx" ON "print_jobs" USING btree ("printer_id","created_at") WHERE "print_jobs"."printed_at" is null;--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "printers_mac_address_key" ON "printers" USING btree ("mac_address");--> statement-breakpoint
CREATE UNIQUE INDEX "printers_secret_hash_key" ON "printers" USING btree ("secret_hash");