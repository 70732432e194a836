-- Processings (elaborazioni, spec 002 §2.13, §2.14, §3): a form, a time window and a request
-- type for some products and, when linked, some clients. How they act on ordering is
-- services/processing-rules.ts's (README "Elaborazioni").
CREATE TABLE processings (
  id            serial       PRIMARY KEY,
  tenant_id     integer      NOT NULL REFERENCES tenants (id),
  code          varchar(64)  NOT NULL,
  description   varchar(500) NOT NULL,
  form_code     varchar(64),
  from_time     time(0),
  to_time       time(0),
  request_type  varchar(3)   NOT NULL CHECK (request_type IN ('OFF', 'ON', 'WS')),
  version       integer      NOT NULL DEFAULT 1,
  created_at    timestamptz  NOT NULL DEFAULT now(),
  updated_at    timestamptz  NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, form_code) REFERENCES forms (tenant_id, form_code) ON UPDATE CASCADE,
  -- An end needs a start, and the start comes first (spec 002 §5); a start alone runs to midnight.
  CHECK (to_time IS NULL OR (from_time IS NOT NULL AND from_time < to_time))
);
CREATE UNIQUE INDEX processings_tenant_code_ci_uq ON processings (tenant_id, upper(code));
CREATE INDEX processings_tenant_type_idx ON processings (tenant_id, request_type);

CREATE TABLE processing_clients (
  id             serial  PRIMARY KEY,
  tenant_id      integer NOT NULL,
  processing_id  integer NOT NULL,
  client_id      integer NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, processing_id) REFERENCES processings (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE CASCADE,
  UNIQUE (processing_id, client_id)
);
CREATE INDEX processing_clients_client_idx ON processing_clients (tenant_id, client_id);

CREATE TABLE processing_products (
  id             serial  PRIMARY KEY,
  tenant_id      integer NOT NULL,
  processing_id  integer NOT NULL,
  product_id     integer NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, processing_id) REFERENCES processings (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE,
  UNIQUE (processing_id, product_id)
);
CREATE INDEX processing_products_product_idx ON processing_products (tenant_id, product_id);
