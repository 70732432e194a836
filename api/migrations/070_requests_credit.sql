-- Requests and credit (spec 001 §3, §4): each client has a prepaid credit in euro; a request is
-- priced (the client's price-list profile, else the product's default price) and debited with
-- an accounting movement in the same transaction that creates it.

ALTER TABLE clients ADD CONSTRAINT clients_tenant_id_uq UNIQUE (tenant_id, id);

CREATE TABLE price_list_profiles (
  tenant_id    integer      NOT NULL REFERENCES tenants (id),
  code         varchar(32)  NOT NULL,
  description  varchar(255) NOT NULL,
  PRIMARY KEY (tenant_id, code)
);

-- The balance lives on the client row: a debit is one conditional UPDATE (credit >= price), so
-- two concurrent requests that together exceed it cannot both pass, on PGlite or PostgreSQL.
ALTER TABLE clients
  ADD COLUMN credit              numeric(12, 2) NOT NULL DEFAULT 0 CHECK (credit >= 0),
  ADD COLUMN price_list_profile  varchar(32),
  ADD CONSTRAINT clients_price_list_fk FOREIGN KEY (tenant_id, price_list_profile)
    REFERENCES price_list_profiles (tenant_id, code);

CREATE TABLE price_list_prices (
  tenant_id     integer        NOT NULL,
  profile_code  varchar(32)    NOT NULL,
  product_id    integer        NOT NULL,
  price         numeric(12, 2) NOT NULL CHECK (price >= 0),
  PRIMARY KEY (tenant_id, profile_code, product_id),
  FOREIGN KEY (tenant_id, profile_code) REFERENCES price_list_profiles (tenant_id, code) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE
);

-- Every change of a client's credit (idMovContab): a request debits (amount < 0), a top-up credits.
CREATE TABLE accounting_movements (
  id               serial         PRIMARY KEY,
  tenant_id        integer        NOT NULL,
  client_id        integer        NOT NULL,
  user_id          integer        REFERENCES users (id),
  acting_admin_id  integer        REFERENCES users (id),
  kind             varchar(16)    NOT NULL CHECK (kind IN ('REQUEST', 'TOP_UP', 'REFUND')),
  amount           numeric(12, 2) NOT NULL,
  balance_after    numeric(12, 2) NOT NULL CHECK (balance_after >= 0),
  description      varchar(500)   NOT NULL,
  created_at       timestamptz    NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id)
);
CREATE INDEX accounting_movements_client_idx ON accounting_movements (tenant_id, client_id, created_at DESC);

-- A request (idRichiesta), one per debit.
CREATE TABLE requests (
  id                  serial         PRIMARY KEY,
  tenant_id           integer        NOT NULL,
  client_id           integer        NOT NULL,
  user_id             integer        NOT NULL REFERENCES users (id),
  acting_admin_id     integer        REFERENCES users (id),
  movement_id         integer        NOT NULL UNIQUE REFERENCES accounting_movements (id),
  product_id          integer        NOT NULL,
  line_id             integer,
  subject_type        char(2)        NOT NULL CHECK (subject_type IN ('PF', 'PG')),
  subject_code        varchar(16),
  subject_name        varchar(255),
  subject             jsonb,
  form_params         jsonb          NOT NULL,
  client_form_params  jsonb          NOT NULL DEFAULT '[]',
  internal_reference  varchar(100),
  price               numeric(12, 2) NOT NULL CHECK (price >= 0),
  status              varchar(16)    NOT NULL CHECK (status IN ('PENDING', 'COMPLETED', 'ERROR', 'WS')),
  due_date            date,
  created_at          timestamptz    NOT NULL DEFAULT now(),
  completed_at        timestamptz,
  read_at             timestamptz,
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id),
  FOREIGN KEY (tenant_id, line_id) REFERENCES lines (tenant_id, id)
);
CREATE INDEX requests_client_created_idx ON requests (tenant_id, client_id, created_at DESC);
CREATE INDEX requests_user_created_idx ON requests (tenant_id, user_id, created_at DESC);
CREATE INDEX requests_subject_idx ON requests (tenant_id, subject_code, product_id, created_at DESC);
