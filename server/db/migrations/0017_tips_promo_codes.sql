CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"max_uses" integer,
	"max_uses_per_email" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"order_types" jsonb DEFAULT '["pickup","delivery","catering"]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('percent','amount')),
	CONSTRAINT "promo_codes_value_check" CHECK (("promo_codes"."kind" = 'percent' and "promo_codes"."value" between 1 and 100) or ("promo_codes"."kind" = 'amount' and "promo_codes"."value" > 0)),
	CONSTRAINT "promo_codes_code_check" CHECK (char_length("promo_codes"."code") between 1 and 40),
	CONSTRAINT "promo_codes_min_subtotal_check" CHECK ("promo_codes"."min_subtotal" >= 0),
	CONSTRAINT "promo_codes_uses_check" CHECK (("promo_codes"."max_uses" is null or "promo_codes"."max_uses" >= 1) and ("promo_codes"."max_uses_per_email" is null or "promo_codes"."max_uses_per_email" >= 1)),
	CONSTRAINT "promo_codes_dates_check" CHECK ("promo_codes"."starts_on" is null or "promo_codes"."ends_on" is null or "promo_codes"."starts_on" <= "promo_codes"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "payment_sandbox_sessions" DROP CONSTRAINT "payment_sandbox_sessions_amount_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "payment_sandbox_sessions" ADD COLUMN "amount_tip" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sandbox_sessions" ADD COLUMN "amount_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal" >= 0 and "orders"."tax" >= 0 and "orders"."tip" >= 0 and "orders"."discount" >= 0 and "orders"."discount" <= "orders"."subtotal" and "orders"."total" = "orders"."subtotal" + "orders"."tax" + "orders"."tip" - "orders"."discount");--> statement-breakpoint
ALTER TABLE "payment_sandbox_sessions" ADD CONSTRAINT "payment_sandbox_sessions_amount_check" CHECK ("payment_sandbox_sessions"."amount_total" = "payment_sandbox_sessions"."amount_subtotal" + "payment_sandbox_sessions"."amount_tax" + "payment_sandbox_sessions"."amount_tip" - "payment_sandbox_sessions"."amount_discount" and "payment_sandbox_sessions"."amount_refunded" between 0 and "payment_sandbox_sessions"."amount_total");