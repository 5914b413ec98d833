CREATE TABLE "board_presence" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"connected" integer DEFAULT 0 NOT NULL,
	"last_connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_watch" (
	"id" integer PRIMARY KEY NOT NULL,
	"offline_since" timestamp with time zone,
	"offline_texted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_escalations" (
	"order_id" uuid NOT NULL,
	"step" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_escalations_order_id_step_pk" PRIMARY KEY("order_id","step")
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone,
	"opted_in_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"order_id" uuid,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_token" uuid,
	"provider_sid" text,
	"provider_status" text,
	"provider_status_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_status_check" CHECK ("sms_outbox"."status" in ('pending','sent','failed','kept','skipped')),
	CONSTRAINT "sms_outbox_channel_check" CHECK ("sms_outbox"."channel" in ('sms','call'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "text_updates_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_escalations" ADD CONSTRAINT "order_escalations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_dedupe_key_key" ON "sms_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_order_idx" ON "sms_outbox" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_provider_sid_idx" ON "sms_outbox" USING btree ("provider_sid");