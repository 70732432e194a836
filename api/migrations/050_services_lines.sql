-- Services and lines (spec 002 §2.7-§2.10, §3, §4): a service groups lines on the customer's
-- home page, a line groups products and names the form its requests fill in.

-- Composite keys below need (tenant_id, id) unique: a line can only name a service of its own
-- tenant, a product only a line of its own tenant, whatever the API gets wrong.
CREATE TABLE services (
  id              serial        PRIMARY KEY,
  tenant_id       integer       NOT NULL REFERENCES tenants (id),
  name            varchar(64)   NOT NULL,
  description     varchar(500)  NOT NULL,
  -- The image itself, inline as a data: URL (spec 002 §7 Services); the API bounds and checks it.
  icon            text          NOT NULL,
  always_visible  boolean       NOT NULL DEFAULT true,
  ord             integer       NOT NULL DEFAULT 0 CHECK (ord >= 0),
  version         integer       NOT NULL DEFAULT 1,
  created_at      timestamptz   NOT NULL DEFAULT now(),
  updated_at      timestamptz   NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX services_tenant_name_ci_uq ON services (tenant_id, upper(name));
CREATE INDEX services_tenant_ord_idx ON services (tenant_id, ord, id);

CREATE TABLE lines (
  id                 serial        PRIMARY KEY,
  tenant_id          integer       NOT NULL REFERENCES tenants (id),
  line_code          varchar(64)   NOT NULL,
  name               varchar(128)  NOT NULL,
  description        varchar(500)  NOT NULL,
  -- Null once removed from its service (spec 002 §4); a service with lines is not deleted.
  service_id         integer,
  ord                integer       NOT NULL DEFAULT 0 CHECK (ord >= 0),
  value_added        boolean       NOT NULL DEFAULT false,
  active             boolean       NOT NULL DEFAULT true,
  online             boolean       NOT NULL DEFAULT true,
  persona_giuridica  boolean       NOT NULL DEFAULT true,
  persona_fisica     boolean       NOT NULL DEFAULT false,
  massivo            boolean       NOT NULL DEFAULT false,
  singolare          boolean       NOT NULL DEFAULT true,
  form_code          varchar(64)   NOT NULL,
  version            integer       NOT NULL DEFAULT 1,
  created_at         timestamptz   NOT NULL DEFAULT now(),
  updated_at         timestamptz   NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, service_id) REFERENCES services (tenant_id, id) ON DELETE RESTRICT,
  FOREIGN KEY (tenant_id, form_code) REFERENCES forms (tenant_id, form_code) ON DELETE RESTRICT
);
CREATE UNIQUE INDEX lines_tenant_code_ci_uq ON lines (tenant_id, upper(line_code));
CREATE INDEX lines_tenant_service_idx ON lines (tenant_id, service_id, ord, id);

-- products.line_id becomes a real reference: a line with products is not deleted.
ALTER TABLE products
  ADD CONSTRAINT products_line_fk FOREIGN KEY (tenant_id, line_id) REFERENCES lines (tenant_id, id) ON DELETE RESTRICT;
