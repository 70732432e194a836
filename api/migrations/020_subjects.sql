-- Subject search (spec 000 §2.5, §2.6, §3): reference places, companies and persons per tenant,
-- paid services (the advanced search is a paid "Ricerca anagrafica").

-- Places of the codice fiscale: current comuni (ISTAT, with province and CAP) and foreign
-- states (province 'EE'), keyed by their Belfiore code. Reference data, the same for every tenant.
CREATE TABLE places (
  code        varchar(4)   PRIMARY KEY,
  name        varchar(128) NOT NULL,
  province    char(2)      NOT NULL,
  istat_code  varchar(6),
  cap         char(5),
  is_capital  boolean      NOT NULL DEFAULT false,
  is_foreign  boolean      NOT NULL DEFAULT false
);
CREATE INDEX places_name_idx ON places (lower(name) text_pattern_ops);

-- Provinces; each has its chamber of commerce (CCIAA) for the REA number.
CREATE TABLE provinces (
  code    char(2)      PRIMARY KEY,
  name    varchar(128) NOT NULL,
  region  varchar(64)  NOT NULL
);

CREATE TABLE companies (
  id                          serial PRIMARY KEY,
  tenant_id                   integer      NOT NULL REFERENCES tenants (id),
  denominazione               varchar(255) NOT NULL,
  partita_iva                 char(11)     NOT NULL,
  codice_fiscale              varchar(16)  NOT NULL,
  natura_giuridica            varchar(64)  NOT NULL,
  indirizzo                   varchar(255) NOT NULL,
  cap                         char(5),
  frazione                    varchar(128),
  comune                      varchar(128) NOT NULL,
  sigla_provincia             char(2)      NOT NULL,
  data_costituzione           date,
  codice_ateco                varchar(8),
  cciaa                       char(2)      NOT NULL,
  nrea                        varchar(12)  NOT NULL,
  operativa                   boolean      NOT NULL,
  descrizione_stato_attivita  varchar(64)  NOT NULL,
  email                       varchar(254),
  sedi                        integer      NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, partita_iva)
);
-- Name search: prefix through the index, "contains" scans one tenant's rows.
CREATE INDEX companies_tenant_name_idx ON companies (tenant_id, lower(denominazione) text_pattern_ops);
CREATE INDEX companies_tenant_cf_idx ON companies (tenant_id, codice_fiscale);
CREATE INDEX companies_tenant_rea_idx ON companies (tenant_id, cciaa, nrea);
CREATE INDEX companies_tenant_province_idx ON companies (tenant_id, sigla_provincia);

CREATE TABLE persons (
  id              serial PRIMARY KEY,
  tenant_id       integer      NOT NULL REFERENCES tenants (id),
  codice_fiscale  char(16)     NOT NULL,
  nome            varchar(64)  NOT NULL,
  cognome         varchar(64)  NOT NULL,
  -- "NOME COGNOME", as the fiscal-code payload names it.
  denominazione   varchar(130) NOT NULL,
  data_nascita    date         NOT NULL,
  sesso           char(1)      NOT NULL CHECK (sesso IN ('M', 'F')),
  luogo_nascita   varchar(4)   NOT NULL,
  -- Null when the register lacks the name of the place of birth.
  comune_nascita  varchar(128),
  comune          varchar(128),
  UNIQUE (tenant_id, codice_fiscale)
);
CREATE INDEX persons_tenant_name_idx ON persons (tenant_id, lower(denominazione) text_pattern_ops);
CREATE INDEX persons_tenant_surname_idx ON persons (tenant_id, lower(cognome) text_pattern_ops);

-- One row per paid service a customer used (who, for which client, when, with what, at what price).
CREATE TABLE paid_services (
  id              serial PRIMARY KEY,
  tenant_id       integer       NOT NULL REFERENCES tenants (id),
  user_id         integer       NOT NULL REFERENCES users (id),
  client_id       integer       NOT NULL REFERENCES clients (id),
  -- The administrator acting as the user, when impersonating.
  acting_user_id  integer       REFERENCES users (id),
  service         varchar(64)   NOT NULL,
  description     varchar(255)  NOT NULL,
  criteria        jsonb         NOT NULL,
  results         integer       NOT NULL,
  price           numeric(10,2) NOT NULL,
  currency        char(3)       NOT NULL DEFAULT 'EUR',
  created_at      timestamptz   NOT NULL DEFAULT now()
);
CREATE INDEX paid_services_tenant_client_idx ON paid_services (tenant_id, client_id, created_at);
CREATE INDEX paid_services_tenant_user_idx ON paid_services (tenant_id, user_id, created_at);
