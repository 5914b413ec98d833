-- What the home page shows from the website admin (hero, benefits, testimonials, Our Story and the
-- other sections) is counted and announced like the menu and the hours, so the public pages kept in
-- memory are rendered again on every instance as soon as it changes.
CREATE TRIGGER hero_slides_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hero_slides
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER benefits_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON benefits
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER testimonials_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER site_sections_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_sections
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
