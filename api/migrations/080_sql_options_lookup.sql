-- SQL options of SELECT fields (spec 002 §3: a field's selectValue may be a SELECT text).
-- A manager's query may read only these lookup views (the allow-list in
-- src/sql-options/options-query-check.ts names the same ones). They expose reference data and,
-- for tenant data, only the rows of the tenant the API sets in `portal.tenant_id` for the
-- transaction that runs the query: unset, they are empty. security_barrier keeps a manager's
-- WHERE clause from being evaluated before the tenant filter.

CREATE VIEW province WITH (security_barrier) AS
  SELECT code AS sigla, name AS descrizione, region AS regione FROM provinces;

-- Every province has its chamber of commerce, known by the province's code (the REA's CCIAA).
CREATE VIEW cciaa WITH (security_barrier) AS
  SELECT code AS sigla, 'CCIAA di ' || name AS descrizione FROM provinces;

CREATE VIEW comuni WITH (security_barrier) AS
  SELECT code AS codice, name AS descrizione, province AS provincia, cap
  FROM places WHERE NOT is_foreign;

CREATE VIEW stati_esteri WITH (security_barrier) AS
  SELECT code AS codice, name AS descrizione FROM places WHERE is_foreign;

CREATE VIEW servizi WITH (security_barrier) AS
  SELECT id, name AS descrizione FROM services
  WHERE tenant_id = NULLIF(current_setting('portal.tenant_id', true), '')::integer;

CREATE VIEW prodotti WITH (security_barrier) AS
  SELECT full_product_code AS codice, description AS descrizione FROM products
  WHERE tenant_id = NULLIF(current_setting('portal.tenant_id', true), '')::integer
    AND flag_suspended = 'N';

-- The role the queries run as: it can read the views above and nothing else, so even a query
-- the parser let through could not reach a table. Roles belong to the server, not to one
-- database: create it once, and carry on without it where the connecting user may not create
-- roles (the API then relies on the parser and the READ ONLY transaction, and says so in its log).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_sql_options') THEN
    CREATE ROLE portal_sql_options NOLOGIN;
  END IF;
  EXECUTE format('GRANT portal_sql_options TO %I', current_user);
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO portal_sql_options', current_schema());
  GRANT SELECT ON province, cciaa, comuni, stati_esteri, servizi, prodotti TO portal_sql_options;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'portal_sql_options not available: %', SQLERRM;
END
$$;
