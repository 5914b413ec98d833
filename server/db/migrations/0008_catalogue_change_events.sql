-- What visitors order from: every change to the menu and the catering menu (from the admin, a
-- script or psql) is counted and announced like the alerts and hours, so open pages refresh.
CREATE TRIGGER menu_items_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER menu_item_category_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_item_category
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER modifier_groups_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON modifier_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER modifiers_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON modifiers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER menu_item_modifier_groups_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_item_modifier_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER catering_menu_items_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catering_menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER catering_categories_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catering_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
