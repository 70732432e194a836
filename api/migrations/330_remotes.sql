-- Issue 47: the remotes are a registry, not a list in the code. The repository's three are
-- registered here; a team's remote is registered by a platform administrator (npm run
-- remote:add, or 'Remote registrati') with the route prefix and the back-office section it may
-- contribute. A registered remote's builds are uploaded to the platform and kept in
-- remote_files, so every API instance serves them; the repository's own have servers of their own.
CREATE TABLE remotes (
  app          varchar(40)  PRIMARY KEY CHECK (app ~ '^remote-[a-z][a-z0-9]*(-[a-z0-9]+)*$'),
  team         varchar(64)  NOT NULL,
  route_prefix varchar(41)  CHECK (route_prefix ~ '^/[a-z][a-z0-9-]{1,39}$'),
  nav_section  varchar(40),
  hosted       boolean      NOT NULL DEFAULT true,
  -- The order the host lists and loads them in: the repository's three first, then by registration.
  position     serial       NOT NULL,
  created_at   timestamptz  NOT NULL DEFAULT now(),
  -- A hosted remote is confined to its prefix; the repository's own contribute anywhere.
  CHECK (NOT hosted OR route_prefix IS NOT NULL)
);
CREATE UNIQUE INDEX remotes_route_prefix_uq ON remotes (route_prefix);
INSERT INTO remotes (app, team, hosted) VALUES
  ('remote-customer', 'portale', false),
  ('remote-admin', 'portale', false),
  ('remote-permissions', 'portale', false);

ALTER TABLE remote_releases DROP CONSTRAINT remote_releases_app_check;
ALTER TABLE remote_releases ALTER COLUMN app TYPE varchar(40);
ALTER TABLE remote_releases ADD FOREIGN KEY (app) REFERENCES remotes (app);
ALTER TABLE remote_tokens ADD FOREIGN KEY (app) REFERENCES remotes (app);

-- The files of a hosted remote's version, as its build wrote them (at most a few MB a version).
CREATE TABLE remote_files (
  app          varchar(40)  NOT NULL REFERENCES remotes (app),
  version      varchar(64)  NOT NULL,
  path         varchar(200) NOT NULL,
  content_type varchar(100) NOT NULL,
  content      bytea        NOT NULL,
  created_at   timestamptz  NOT NULL DEFAULT now(),
  PRIMARY KEY (app, version, path)
);
