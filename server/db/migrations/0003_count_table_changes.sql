-- The change trigger also counts each change per table (see change_versions in the schema).
CREATE OR REPLACE FUNCTION notify_table_change() RETURNS trigger AS $$
BEGIN
  INSERT INTO change_versions (table_name, version, changed_at) VALUES (TG_TABLE_NAME, 1, now())
    ON CONFLICT (table_name) DO UPDATE SET version = change_versions.version + 1, changed_at = now();
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
