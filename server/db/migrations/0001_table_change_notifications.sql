-- Every change to the tables that open pages show live is announced on one channel, whoever made
-- it (the admin area, a script, psql), so every server instance can tell its browsers.
CREATE OR REPLACE FUNCTION notify_table_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER alerts_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON alerts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER store_hours_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_hours
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER site_settings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
