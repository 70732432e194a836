-- 'Attività': every change to the catalogue, processings, users, profiles and permissions, with
-- who made it, when, and the fields it changed (before and after). Written by the API after a
-- successful change (plugins/activity.ts); read by the activity view and each record's history.
CREATE TABLE activity_log (
  id            bigserial    PRIMARY KEY,
  tenant_id     integer      NOT NULL REFERENCES tenants (id),
  actor_id      integer      REFERENCES users (id) ON DELETE SET NULL,
  entity        varchar(32)  NOT NULL,
  entity_key    varchar(200) NOT NULL,
  entity_label  varchar(300) NOT NULL,
  action        varchar(8)   NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  changes       jsonb        NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_tenant_created_idx ON activity_log (tenant_id, created_at DESC, id DESC);
CREATE INDEX activity_log_record_idx ON activity_log (tenant_id, entity, entity_key, created_at DESC);
