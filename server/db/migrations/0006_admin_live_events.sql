-- The admin area hears of new orders, catering requests and inquiries through the same change
-- counters and NOTIFY as the public pages. Orders are watched on UPDATE only: an order reaches the
-- kitchen when it is paid (an update), and a trigger on INSERT would put a shared counter row on
-- every checkout's path.
CREATE TRIGGER orders_notify_change AFTER UPDATE OR DELETE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER catering_requests_notify_change AFTER INSERT OR UPDATE OR DELETE ON catering_requests
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER inquiries_notify_change AFTER INSERT OR UPDATE OR DELETE ON inquiries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
