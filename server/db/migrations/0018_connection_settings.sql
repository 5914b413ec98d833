CREATE TABLE "connection_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_settings_name_check" CHECK ("connection_settings"."name" in ('payments','email'))
);
--> statement-breakpoint
-- Every instance rebuilds its payment provider and mail transport when the owner changes a connection.
CREATE TRIGGER connection_settings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON connection_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
