-- Products, whole (spec 002 §2.11, §2.12, §3, §5): the properties the product edit screen shows,
-- the products a product lets the customer buy with it, and the demo files and product sheets
-- for natural persons (PF) and legal entities (PG).

ALTER TABLE products ADD CONSTRAINT products_tenant_id_uq UNIQUE (tenant_id, id);

ALTER TABLE products
  ADD COLUMN report_url                  varchar(500),
  ADD COLUMN style_url                   varchar(500),
  ADD COLUMN search                      boolean  NOT NULL DEFAULT false,
  ADD COLUMN nuova_ricerca               boolean  NOT NULL DEFAULT false,
  ADD COLUMN esito_pdf                   boolean  NOT NULL DEFAULT false,
  ADD COLUMN nascondi_da_lista_richieste boolean  NOT NULL DEFAULT false,
  ADD COLUMN favorite                    boolean  NOT NULL DEFAULT false,
  ADD COLUMN price_from_conf             char(1)  NOT NULL DEFAULT 'N' CHECK (price_from_conf IN ('S', 'N')),
  ADD COLUMN manual_debit                char(1)  NOT NULL DEFAULT 'N' CHECK (manual_debit IN ('S', 'N')),
  ADD COLUMN subject_to_vat              char(1)  NOT NULL DEFAULT 'S' CHECK (subject_to_vat IN ('S', 'N')),
  ADD COLUMN urgent_off_line_mail        char(1)  NOT NULL DEFAULT 'N' CHECK (urgent_off_line_mail IN ('S', 'N'));

-- A parent is a product of the same tenant; a product is not its own parent (spec 002 §5).
ALTER TABLE products
  ADD CONSTRAINT products_parent_tenant_fk FOREIGN KEY (tenant_id, parent_id) REFERENCES products (tenant_id, id),
  ADD CONSTRAINT products_parent_not_self CHECK (parent_id IS NULL OR parent_id <> id);
CREATE INDEX products_tenant_parent_idx ON products (tenant_id, parent_id);
CREATE INDEX products_tenant_category_idx ON products (tenant_id, product_category_id);

ALTER TABLE product_categories ADD CONSTRAINT product_categories_tenant_id_uq UNIQUE (tenant_id, id);
ALTER TABLE products
  ADD CONSTRAINT products_category_tenant_fk FOREIGN KEY (tenant_id, product_category_id)
    REFERENCES product_categories (tenant_id, id);

-- purchasableProducts (spec 002 §3): what a customer may buy together with the product.
CREATE TABLE product_purchasables (
  tenant_id          integer NOT NULL,
  product_id         integer NOT NULL,
  target_product_id  integer NOT NULL,
  PRIMARY KEY (tenant_id, product_id, target_product_id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, target_product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE,
  CHECK (product_id <> target_product_id)
);

-- Demo files and product sheets, kept in the database like the forms' example sheets.
CREATE TABLE product_files (
  tenant_id     integer      NOT NULL,
  product_id    integer      NOT NULL,
  kind          varchar(8)   NOT NULL CHECK (kind IN ('demo', 'sheet')),
  subject_type  char(2)      NOT NULL CHECK (subject_type IN ('PF', 'PG')),
  file_name     varchar(255) NOT NULL,
  content_type  varchar(255) NOT NULL,
  size          integer      NOT NULL,
  data          bytea        NOT NULL,
  uploaded_by   integer      REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at   timestamptz  NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, product_id, kind, subject_type),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE
);
