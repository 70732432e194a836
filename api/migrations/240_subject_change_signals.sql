-- The subjects' registry (companies, persons) is read by every search bar and written by no
-- request: only by the seed, an import or an operator. An API process keeps the answers of its
-- searches (api/src/db/read-cache.ts) and drops them all when a statement changes either table,
-- which says so on the channel 'portal_subjects', whatever code made the change.
CREATE FUNCTION portal_subjects_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_subjects', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER companies_subjects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION portal_subjects_changed();
CREATE TRIGGER persons_subjects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON persons
  FOR EACH STATEMENT EXECUTE FUNCTION portal_subjects_changed();
