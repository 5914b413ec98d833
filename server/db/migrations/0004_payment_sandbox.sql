CREATE TABLE "payment_sandbox_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"amount_subtotal" integer NOT NULL,
	"amount_tax" integer NOT NULL,
	"amount_total" integer NOT NULL,
	"line_items" jsonb NOT NULL,
	"customer_email" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_intent_id" text,
	"refund_id" text,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_sandbox_sessions_status_check" CHECK ("payment_sandbox_sessions"."status" in ('open','complete','expired')),
	CONSTRAINT "payment_sandbox_sessions_payment_status_check" CHECK ("payment_sandbox_sessions"."payment_status" in ('unpaid','paid')),
	CONSTRAINT "payment_sandbox_sessions_amount_check" CHECK ("payment_sandbox_sessions"."amount_total" = "payment_sandbox_sessions"."amount_subtotal" + "payment_sandbox_sessions"."amount_tax" and "payment_sandbox_sessions"."amount_refunded" between 0 and "payment_sandbox_sessions"."amount_total")
);
--> statement-breakpoint
CREATE TABLE "site_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_sandbox_sessions" ADD CONSTRAINT "payment_sandbox_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_sandbox_sessions_order_idx" ON "payment_sandbox_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_sessions_payment_intent_key" ON "payment_sandbox_sessions" USING btree ("payment_intent_id");