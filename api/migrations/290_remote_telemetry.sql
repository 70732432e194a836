-- Issue 48: what the host reports of its remotes (a session that loaded a version, a load that
-- failed, a page that threw while rendering), nothing personal: the user is a salted digest,
-- only to count distinct users; the route is a path, the message the error's text, both cut.
-- The canary watch reads it to end a failing canary by itself; the jobs purge it after 30 days.
CREATE TABLE remote_telemetry (
  id          bigserial    PRIMARY KEY,
  app         varchar(40)  NOT NULL,
  version     varchar(64)  NOT NULL,
  kind        varchar(16)  NOT NULL CHECK (kind IN ('session', 'load-error', 'render-error')),
  route       varchar(200) NOT NULL DEFAULT '',
  message     varchar(500) NOT NULL DEFAULT '',
  session_key varchar(64)  NOT NULL,
  viewer      char(64)     NOT NULL,
  created_at  timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX remote_telemetry_version_idx ON remote_telemetry (app, version, created_at DESC);
CREATE INDEX remote_telemetry_created_idx ON remote_telemetry (created_at);

-- The watch of each remote's canaries: on by default with the documented thresholds
-- (platform/canary-watch.ts); the team's address gets the mail when a canary is ended.
CREATE TABLE canary_watch (
  app           varchar(40)  PRIMARY KEY,
  enabled       boolean      NOT NULL DEFAULT true,
  min_errors    integer      NOT NULL DEFAULT 5 CHECK (min_errors BETWEEN 1 AND 1000),
  min_users     integer      NOT NULL DEFAULT 3 CHECK (min_users BETWEEN 1 AND 1000),
  window_minutes integer     NOT NULL DEFAULT 10 CHECK (window_minutes BETWEEN 1 AND 1440),
  ratio         numeric(6,2) NOT NULL DEFAULT 5 CHECK (ratio >= 1 AND ratio <= 1000),
  team_email    varchar(200),
  updated_at    timestamptz  NOT NULL DEFAULT now()
);
