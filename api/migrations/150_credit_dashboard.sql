-- Credit dashboard (issue "account area"): a balance alert threshold per client, and top-up
-- requests a back-office manager confirms (crediting the balance with a TOP_UP movement in the
-- same transaction) or rejects.
ALTER TABLE clients ADD COLUMN credit_alert_threshold numeric(12, 2)
  CHECK (credit_alert_threshold IS NULL OR credit_alert_threshold >= 0);

CREATE TABLE top_up_requests (
  id            serial         PRIMARY KEY,
  tenant_id     integer        NOT NULL,
  client_id     integer        NOT NULL,
  requested_by  integer        NOT NULL REFERENCES users (id),
  amount        numeric(12, 2) NOT NULL CHECK (amount >= 500),
  note          varchar(500),
  status        varchar(10)    NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CONFIRMED', 'REJECTED')),
  decided_by    integer        REFERENCES users (id),
  decided_at    timestamptz,
  reason        varchar(500),
  movement_id   integer        REFERENCES accounting_movements (id),
  created_at    timestamptz    NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  CHECK ((status = 'CONFIRMED') = (movement_id IS NOT NULL))
);
CREATE INDEX top_up_requests_status_idx ON top_up_requests (tenant_id, status, created_at);
CREATE INDEX top_up_requests_client_idx ON top_up_requests (tenant_id, client_id, created_at DESC);
