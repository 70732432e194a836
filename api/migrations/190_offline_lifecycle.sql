-- The life of an offline request (issue "foreign companies and offline requests"): approval by
-- an approver of the client, fulfilment by the back office with a result file, cancellation,
-- every transition recorded, results kept for a time and then purged.

ALTER TABLE requests DROP CONSTRAINT requests_status_check;
ALTER TABLE requests ADD CONSTRAINT requests_status_check
  CHECK (status IN ('TO_APPROVE', 'PENDING', 'COMPLETED', 'ERROR', 'WS', 'REJECTED', 'CANCELLED'));
-- The back office's queue: the pending offline requests by due date.
CREATE INDEX requests_pending_due_idx ON requests (tenant_id, due_date, id) WHERE status = 'PENDING';
CREATE INDEX requests_to_approve_idx ON requests (tenant_id, client_id, created_at) WHERE status = 'TO_APPROVE';

-- Every transition: who, when, from which state to which, and why (a rejection, a cancellation).
CREATE TABLE request_events (
  id           bigserial    PRIMARY KEY,
  tenant_id    integer      NOT NULL,
  request_id   integer      NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  from_status  varchar(16),
  to_status    varchar(16)  NOT NULL,
  actor_id     integer      REFERENCES users (id) ON DELETE SET NULL,
  note         varchar(500),
  created_at   timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX request_events_request_idx ON request_events (request_id, id);

-- The result of an offline request, attached by the back office; its bytes go when it expires.
CREATE TABLE request_results (
  request_id    integer      PRIMARY KEY REFERENCES requests (id) ON DELETE CASCADE,
  tenant_id     integer      NOT NULL,
  file_name     varchar(255) NOT NULL,
  content_type  varchar(127) NOT NULL,
  size          integer      NOT NULL,
  data          bytea,
  uploaded_by   integer      REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz  NOT NULL DEFAULT now(),
  purged_at     timestamptz
);

-- Mails that travel in a digest (an approver's daily one, a customer's daily or weekly one).
CREATE TABLE digest_mails (
  id          bigserial    PRIMARY KEY,
  tenant_id   integer      NOT NULL,
  user_id     integer      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        varchar(16)  NOT NULL CHECK (kind IN ('approval', 'fulfilment')),
  period      char(1)      NOT NULL CHECK (period IN ('D', 'W')),
  request_id  integer      NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  created_at  timestamptz  NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE INDEX digest_mails_unsent_idx ON digest_mails (period, user_id) WHERE sent_at IS NULL;
