-- Batch requests by spreadsheet (issue "batch requests"). A file is checked into batch_checks
-- (its rows as read, then each row's errors), its progress pushed to the user who uploaded it;
-- the checked rows are then submitted as one batch: the batch, its requests, their movements
-- and the debit in one transaction. check_id is unique, so a check is submitted once.

CREATE TABLE batch_checks (
  id               uuid         PRIMARY KEY,
  tenant_id        integer      NOT NULL REFERENCES tenants (id),
  user_id          integer      NOT NULL REFERENCES users (id),
  product_id       integer      NOT NULL,
  subject_type     char(2)      NOT NULL CHECK (subject_type IN ('PF', 'PG')),
  file_name        varchar(255) NOT NULL,
  state            varchar(12)  NOT NULL CHECK (state IN ('staging', 'loaded', 'cancelled', 'submitted', 'failed')),
  total            integer      NOT NULL,
  checked          integer      NOT NULL DEFAULT 0,
  headers          jsonb        NOT NULL,
  columns          jsonb        NOT NULL,
  ignored_columns  jsonb        NOT NULL,
  -- [{row, values: {fieldCode: text}}], as read from the file through the mapping.
  rows             jsonb        NOT NULL,
  -- [{row, records, errors}] once loaded.
  result           jsonb,
  created_at       timestamptz  NOT NULL DEFAULT now(),
  updated_at       timestamptz  NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX batch_checks_user_idx ON batch_checks (tenant_id, user_id, created_at);

-- The file columns a user chose for a product's fields, offered again on the next upload.
CREATE TABLE batch_mappings (
  tenant_id     integer     NOT NULL,
  user_id       integer     NOT NULL REFERENCES users (id),
  product_id    integer     NOT NULL,
  subject_type  char(2)     NOT NULL CHECK (subject_type IN ('PF', 'PG')),
  columns       jsonb       NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, product_id, subject_type),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE request_batches (
  id               serial         PRIMARY KEY,
  tenant_id        integer        NOT NULL,
  client_id        integer        NOT NULL,
  user_id          integer        NOT NULL REFERENCES users (id),
  acting_admin_id  integer        REFERENCES users (id),
  product_id       integer        NOT NULL,
  subject_type     char(2)        NOT NULL CHECK (subject_type IN ('PF', 'PG')),
  file_name        varchar(255)   NOT NULL,
  rows             integer        NOT NULL CHECK (rows BETWEEN 1 AND 1000),
  total            numeric(12, 2) NOT NULL CHECK (total >= 0),
  split            boolean        NOT NULL,
  check_id         uuid           NOT NULL UNIQUE,
  created_at       timestamptz    NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id)
);
CREATE INDEX request_batches_client_idx ON request_batches (tenant_id, client_id, created_at DESC);

ALTER TABLE requests ADD COLUMN batch_id integer REFERENCES request_batches (id);
CREATE INDEX requests_batch_idx ON requests (batch_id) WHERE batch_id IS NOT NULL;

-- Each row of a batch and the request that carries it: its own (split) or the batch's one.
CREATE TABLE request_batch_rows (
  batch_id      integer      NOT NULL REFERENCES request_batches (id) ON DELETE CASCADE,
  row_number    integer      NOT NULL,
  request_id    integer      NOT NULL REFERENCES requests (id),
  subject_code  varchar(16),
  subject_name  varchar(255),
  form_params   jsonb        NOT NULL,
  PRIMARY KEY (batch_id, row_number)
);
CREATE INDEX request_batch_rows_request_idx ON request_batch_rows (request_id);
