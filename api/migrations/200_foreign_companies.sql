-- The embedded provider of foreign-company reports (issue "foreign companies"): the nations it
-- covers with their two online product codes (none: only the offline report), and a data set of
-- companies of those nations. Not tenant data: the provider's own, the same for every tenant.
CREATE TABLE foreign_nations (
  iso_code        char(2)      PRIMARY KEY,
  name            varchar(64)  NOT NULL,
  denominazione   varchar(64)  NOT NULL,
  cod_prod        varchar(64),
  cod_prod_light  varchar(64),
  language        char(2)      NOT NULL
);

CREATE TABLE foreign_companies (
  company_id           varchar(32)  PRIMARY KEY,
  company_name         varchar(255) NOT NULL,
  address_line         varchar(255) NOT NULL,
  zip_code             varchar(16),
  city                 varchar(128) NOT NULL,
  iso_code             char(2)      NOT NULL REFERENCES foreign_nations (iso_code),
  vat                  varchar(32),
  registration_number  varchar(32),
  language             char(2)      NOT NULL,
  -- The provider's answers for this company: a report online, and whether buying it then works.
  online               boolean      NOT NULL,
  order_fails          boolean      NOT NULL DEFAULT false
);
CREATE INDEX foreign_companies_nation_idx ON foreign_companies (iso_code, company_name);
