-- Notifications of spec 000 §3 (one row per recipient) and impersonation sessions.

CREATE TABLE notifications (
  id             bigserial     PRIMARY KEY,
  tenant_id      integer       NOT NULL REFERENCES tenants (id),
  user_id        integer       NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject        varchar(255)  NOT NULL,
  text           varchar(2000) NOT NULL,
  icon           varchar(128),
  image          varchar(1000),
  link           varchar(1000),
  use_router     boolean       NOT NULL DEFAULT false,
  ins_date_time  timestamptz   NOT NULL DEFAULT now(),
  read_date      timestamptz
);
-- The bell lists a user's newest first and counts the unread ones.
CREATE INDEX notifications_user_idx ON notifications (tenant_id, user_id, ins_date_time DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (tenant_id, user_id) WHERE read_date IS NULL;

-- An impersonation session is a refresh-token family of the impersonated user whose tokens
-- carry the acting admin; the admin's own family waits here, spent, until the end restores it.
CREATE TABLE impersonations (
  family_id        uuid        PRIMARY KEY,
  tenant_id        integer     NOT NULL REFERENCES tenants (id),
  user_id          integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  actor_id         integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  admin_family_id  uuid        NOT NULL,
  started_at       timestamptz NOT NULL DEFAULT now(),
  ended_at         timestamptz
);
