-- Issue 47: each remote is released with a token of its own, held by its team; only a hash is
-- kept. One active token per remote (rotating revokes the old one); revoked ones stay as history.
CREATE TABLE remote_tokens (
  id serial PRIMARY KEY,
  app text NOT NULL,
  team text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE UNIQUE INDEX remote_tokens_active ON remote_tokens (app) WHERE revoked_at IS NULL;
