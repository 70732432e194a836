-- What several API instances on one PostgreSQL must share (issue "deployment and scale-out"):
-- the single-use tickets that open a live channel (issued by one instance, redeemed by the one
-- the socket reaches), the sign-in and per-recipient attempt counters, and the request-rate
-- windows. On PGlite (one process) the counters stay in memory; the tickets live here always.

CREATE TABLE live_tickets (
  ticket_hash  varchar(64)  PRIMARY KEY,
  tenant_id    integer      NOT NULL,
  user_id      integer      NOT NULL,
  expires_at   timestamptz  NOT NULL
);
CREATE INDEX live_tickets_expiry_idx ON live_tickets (expires_at);

-- One row per attempt: a sliding window is a count of the rows younger than it.
CREATE TABLE attempt_counters (
  id           bigserial    PRIMARY KEY,
  scope        varchar(32)  NOT NULL,
  key          varchar(400) NOT NULL,
  at           timestamptz  NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX attempt_counters_key_idx ON attempt_counters (scope, key, at);

-- A fixed window per key (as @fastify/rate-limit's own store): its start and its hits.
CREATE TABLE rate_limit_windows (
  key           varchar(400) PRIMARY KEY,
  window_start  timestamptz  NOT NULL,
  hits          integer      NOT NULL
);
