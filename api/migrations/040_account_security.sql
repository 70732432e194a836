-- Account pages (spec 000 §2.1, §2.9): sign-in lockout kept in the database, single-use
-- account tokens (password reset, unlock), password history, sign-up requests.

-- Consecutive failed sign-ins; at the configured count the account is locked until the
-- unlock link (mailed to the user) or a password reset is used. Separate from `blocked`,
-- which is the back office's decision and is never lifted by a link.
ALTER TABLE users ADD COLUMN failed_sign_ins integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN locked_at timestamptz;

-- Reset and unlock links. Only the SHA-256 of the token is stored; used_at makes it single-use.
CREATE TABLE account_tokens (
  id          bigserial   PRIMARY KEY,
  tenant_id   integer     NOT NULL REFERENCES tenants (id),
  user_id     integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     varchar(16) NOT NULL CHECK (purpose IN ('reset', 'unlock')),
  token_hash  char(64)    NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_tokens_user_idx ON account_tokens (tenant_id, user_id, purpose);

-- Passwords a user had before the current one (argon2 hashes), newest last by created_at.
CREATE TABLE password_history (
  id             bigserial   PRIMARY KEY,
  tenant_id      integer     NOT NULL REFERENCES tenants (id),
  user_id        integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_hash  text        NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_history_user_idx ON password_history (tenant_id, user_id, id DESC);

-- A request for an account, approved (or rejected) by the back office; no user exists until then.
CREATE TABLE sign_up_requests (
  id            serial       PRIMARY KEY,
  tenant_id     integer      NOT NULL REFERENCES tenants (id),
  company_name  varchar(255) NOT NULL,
  partita_iva   char(11)     NOT NULL,
  name          varchar(128) NOT NULL,
  last_name     varchar(128) NOT NULL,
  email         varchar(254) NOT NULL,
  username      varchar(64)  NOT NULL,
  status        varchar(16)  NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  mailed_at     timestamptz,
  created_at    timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX sign_up_requests_tenant_status_idx ON sign_up_requests (tenant_id, status, created_at);
