-- Catalogue I (spec 002 §2.1-§2.6, §3): fields gain a version for optimistic concurrency; forms,
-- their field links and example sheets; contents; a minimal product model (categories, products)
-- that the products issue extends; content <-> product links. Codes are unique per tenant
-- regardless of case. Every table carries tenant_id and every query filters on it.

ALTER TABLE fields ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX fields_tenant_code_ci_uq ON fields (tenant_id, upper(field_code));
CREATE INDEX fields_tenant_name_idx ON fields (tenant_id, lower(name));

CREATE TABLE forms (
  tenant_id    integer      NOT NULL REFERENCES tenants (id),
  form_code    varchar(64)  NOT NULL,
  description  varchar(500) NOT NULL,
  -- Comma-joined validator codes, as the spec saves them.
  validatore   varchar(500),
  version      integer      NOT NULL DEFAULT 1,
  created_at   timestamptz  NOT NULL DEFAULT now(),
  updated_at   timestamptz  NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, form_code)
);
CREATE UNIQUE INDEX forms_tenant_code_ci_uq ON forms (tenant_id, upper(form_code));

CREATE TABLE form_fields (
  tenant_id     integer      NOT NULL,
  field_form    varchar(64)  NOT NULL,
  field_code    varchar(64)  NOT NULL,
  obligatory    boolean      NOT NULL DEFAULT false,
  subject_type  varchar(3)   NOT NULL DEFAULT 'ANY' CHECK (subject_type IN ('PF', 'PG', 'ANY', 'ALL')),
  ord           integer      NOT NULL DEFAULT 0 CHECK (ord >= 0),
  dimension     integer      NOT NULL DEFAULT 2 CHECK (dimension BETWEEN 1 AND 12),
  new_riga      boolean      NOT NULL DEFAULT false,
  grp           integer      NOT NULL DEFAULT 0 CHECK (grp BETWEEN 0 AND 5),
  options       varchar(2000),
  version       integer      NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, field_form, field_code),
  FOREIGN KEY (tenant_id, field_form) REFERENCES forms (tenant_id, form_code) ON DELETE CASCADE,
  -- A field in use by a form cannot disappear under it.
  FOREIGN KEY (tenant_id, field_code) REFERENCES fields (tenant_id, field_code) ON DELETE RESTRICT
);
CREATE INDEX form_fields_tenant_field_idx ON form_fields (tenant_id, field_code);

-- Example sheets are kept in the database: small files, tenant-scoped, removed with their form,
-- and no shared disk needed when several API instances use one PostgreSQL.
CREATE TABLE form_example_sheets (
  tenant_id     integer      NOT NULL,
  form_code     varchar(64)  NOT NULL,
  file_name     varchar(255) NOT NULL,
  content_type  varchar(255) NOT NULL,
  size          integer      NOT NULL,
  data          bytea        NOT NULL,
  uploaded_by   integer      REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at   timestamptz  NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, form_code),
  FOREIGN KEY (tenant_id, form_code) REFERENCES forms (tenant_id, form_code) ON DELETE CASCADE
);

CREATE TABLE contents (
  id           serial       PRIMARY KEY,
  tenant_id    integer      NOT NULL REFERENCES tenants (id),
  description  varchar(500) NOT NULL,
  icon         varchar(128) NOT NULL DEFAULT 'mat_outline:bookmark',
  ord          integer      NOT NULL DEFAULT 0,
  version      integer      NOT NULL DEFAULT 1,
  created_at   timestamptz  NOT NULL DEFAULT now(),
  updated_at   timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX contents_tenant_ord_idx ON contents (tenant_id, ord, id);

-- Product category (spec 002 §3): productType ON online, OF offline, WS web service.
CREATE TABLE product_categories (
  id             serial       PRIMARY KEY,
  tenant_id      integer      NOT NULL REFERENCES tenants (id),
  prod_cat_code  varchar(64)  NOT NULL,
  description    varchar(500) NOT NULL,
  product_type   varchar(2)   NOT NULL CHECK (product_type IN ('ON', 'OF', 'WS')),
  UNIQUE (tenant_id, prod_cat_code)
);

-- Product (spec 002 §3), the columns the catalogue needs today; the products issue adds the rest.
-- line_id has no foreign key yet: lines arrive with their own issue.
CREATE TABLE products (
  id                     serial        PRIMARY KEY,
  tenant_id              integer       NOT NULL REFERENCES tenants (id),
  product_code           varchar(64)   NOT NULL,
  full_product_code      varchar(128)  NOT NULL,
  description            varchar(500)  NOT NULL,
  descr_estratto_conto   varchar(500)  NOT NULL,
  note                   varchar(500),
  line_id                integer,
  parent_id              integer       REFERENCES products (id) ON DELETE SET NULL,
  product_category_id    integer       REFERENCES product_categories (id),
  evas_days              integer       CHECK (evas_days IS NULL OR evas_days BETWEEN 0 AND 99999),
  form_code              varchar(64),
  customer_vis           char(1)       NOT NULL DEFAULT 'S' CHECK (customer_vis IN ('S', 'N')),
  flag_suspended         char(1)       NOT NULL DEFAULT 'N' CHECK (flag_suspended IN ('S', 'N')),
  configuration_status   char(1)       NOT NULL DEFAULT 'Y' CHECK (configuration_status IN ('G', 'Y', 'R')),
  persona_fisica         boolean       NOT NULL DEFAULT false,
  persona_giuridica      boolean       NOT NULL DEFAULT true,
  urgent                 boolean       NOT NULL DEFAULT false,
  enable_massive_upload  boolean       NOT NULL DEFAULT false,
  massive_upload_split   boolean       NOT NULL DEFAULT false,
  default_price          numeric(12, 2),
  version                integer       NOT NULL DEFAULT 1,
  created_at             timestamptz   NOT NULL DEFAULT now(),
  updated_at             timestamptz   NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX products_tenant_code_ci_uq ON products (tenant_id, upper(product_code));
CREATE INDEX products_tenant_line_idx ON products (tenant_id, line_id);

CREATE TABLE content_products (
  tenant_id   integer     NOT NULL REFERENCES tenants (id),
  content_id  integer     NOT NULL REFERENCES contents (id) ON DELETE RESTRICT,
  product_id  integer     NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (content_id, product_id)
);
CREATE INDEX content_products_product_idx ON content_products (product_id);

-- The accessory product and the derived-request product of a field are products of the tenant.
ALTER TABLE fields
  ADD CONSTRAINT fields_product_fk FOREIGN KEY (product_id) REFERENCES products (id) ON DELETE SET NULL,
  ADD CONSTRAINT fields_product_derived_fk FOREIGN KEY (product_id_derived_request) REFERENCES products (id) ON DELETE SET NULL;
