-- Investigations portfolio and monitoring (issue "account area"). A monitoring product (one
-- with monitoring_months) ordered for a subject puts it under monitoring for that many months,
-- in the request's transaction; ordering it again extends the monitoring. A back-office
-- operator records a change in a subject's data; each active monitoring of it gets an alert.
ALTER TABLE products ADD COLUMN monitoring_months integer CHECK (monitoring_months IS NULL OR monitoring_months BETWEEN 1 AND 60);
UPDATE products SET monitoring_months = 12 WHERE product_code IN ('MON001', 'MON002', 'MON003');

CREATE TABLE monitorings (
  id            serial       PRIMARY KEY,
  tenant_id     integer      NOT NULL,
  client_id     integer      NOT NULL,
  subject_code  varchar(16)  NOT NULL,
  subject_name  varchar(255),
  subject_type  char(2)      NOT NULL CHECK (subject_type IN ('PF', 'PG')),
  started_at    timestamptz  NOT NULL DEFAULT now(),
  expires_at    timestamptz  NOT NULL,
  request_id    integer      NOT NULL REFERENCES requests (id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  UNIQUE (tenant_id, client_id, subject_code)
);
CREATE INDEX monitorings_subject_idx ON monitorings (tenant_id, subject_code, expires_at);
CREATE INDEX monitorings_client_expiry_idx ON monitorings (tenant_id, client_id, expires_at);

CREATE TABLE subject_changes (
  id            serial       PRIMARY KEY,
  tenant_id     integer      NOT NULL REFERENCES tenants (id),
  subject_code  varchar(16)  NOT NULL,
  kind          varchar(16)  NOT NULL CHECK (kind IN ('status', 'address', 'legal-form', 'protest', 'other')),
  description   varchar(500) NOT NULL,
  recorded_by   integer      REFERENCES users (id),
  alerts        integer      NOT NULL DEFAULT 0,
  created_at    timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX subject_changes_tenant_idx ON subject_changes (tenant_id, created_at DESC);

CREATE TABLE monitoring_alerts (
  id             serial      PRIMARY KEY,
  tenant_id      integer     NOT NULL,
  monitoring_id  integer     NOT NULL REFERENCES monitorings (id) ON DELETE CASCADE,
  change_id      integer     NOT NULL REFERENCES subject_changes (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (monitoring_id, change_id)
);
CREATE INDEX monitoring_alerts_monitoring_idx ON monitoring_alerts (tenant_id, monitoring_id, created_at DESC);
