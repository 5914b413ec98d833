CREATE TABLE "store_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"kind" text DEFAULT 'closed' NOT NULL,
	"open_time" text,
	"close_time" text,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_closures_dates_check" CHECK ("store_closures"."start_date" <= "store_closures"."end_date"),
	CONSTRAINT "store_closures_kind_check" CHECK ("store_closures"."kind" in ('closed','special')),
	CONSTRAINT "store_closures_times_check" CHECK (("store_closures"."kind" = 'closed' and "store_closures"."open_time" is null and "store_closures"."close_time" is null) or ("store_closures"."kind" = 'special' and "store_closures"."open_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "store_closures"."close_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')),
	CONSTRAINT "store_closures_label_check" CHECK (char_length("store_closures"."label") <= 80)
);
--> statement-breakpoint
CREATE INDEX "store_closures_end_date_idx" ON "store_closures" USING btree ("end_date");--> statement-breakpoint
-- Closures change what the public pages show like the weekly hours do: the same change event.
CREATE TRIGGER store_closures_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_closures
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
