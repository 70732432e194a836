-- Files of a request form's FILE fields (spec 001 §5). Uploaded first, while the user fills in
-- the form (request_id NULL), then claimed by the request in the transaction that creates it.
-- Unclaimed uploads are the user's for a day, then pruned.
CREATE TABLE request_attachments (
  id            uuid          PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id     integer       NOT NULL,
  user_id       integer       NOT NULL REFERENCES users (id),
  product_id    integer       NOT NULL,
  field_code    varchar(64)   NOT NULL,
  request_id    integer       REFERENCES requests (id),
  file_name     varchar(255)  NOT NULL,
  content_type  varchar(255)  NOT NULL,
  size          integer       NOT NULL CHECK (size > 0),
  data          bytea         NOT NULL,
  created_at    timestamptz   NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX request_attachments_request_idx ON request_attachments (request_id) WHERE request_id IS NOT NULL;
CREATE INDEX request_attachments_pending_idx ON request_attachments (tenant_id, user_id, created_at)
  WHERE request_id IS NULL;
