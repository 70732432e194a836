-- Tenants, client accounts, users and permissions; field catalogue; auth tokens; audit;
-- remote registry; support requests. Every tenant-owned table carries tenant_id.

CREATE TABLE tenants (
  id              serial PRIMARY KEY,
  code            varchar(32)  NOT NULL UNIQUE,
  instance_code   varchar(32)  NOT NULL,
  descr           varchar(255) NOT NULL,
  palette         varchar(16)  NOT NULL DEFAULT 'default'
                  CHECK (palette IN ('default', 'brand', 'teal', 'rose', 'purple', 'amber')),
  pre_production  boolean      NOT NULL DEFAULT false,
  gg_scad_uten    integer      NOT NULL DEFAULT 9999,
  created_at      timestamptz  NOT NULL DEFAULT now()
);

CREATE TABLE clients (
  id             serial PRIMARY KEY,
  tenant_id      integer      NOT NULL REFERENCES tenants (id),
  customer_code  varchar(32)  NOT NULL,
  head1          varchar(255) NOT NULL,
  created_at     timestamptz  NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, customer_code)
);
CREATE INDEX clients_tenant_head1_idx ON clients (tenant_id, lower(head1));

CREATE TABLE users (
  id                      serial PRIMARY KEY,
  tenant_id               integer      NOT NULL REFERENCES tenants (id),
  client_id               integer      NOT NULL REFERENCES clients (id),
  login                   varchar(64)  NOT NULL,
  password_hash           text,
  name                    varchar(128) NOT NULL,
  last_name               varchar(128) NOT NULL,
  email                   varchar(254) NOT NULL,
  note                    varchar(500),
  enable_ps_ws            varchar(2)   NOT NULL DEFAULT 'ps' CHECK (enable_ps_ws IN ('ws', 'ps', 'al')),
  blocked                 char(1)      NOT NULL DEFAULT 'N' CHECK (blocked IN ('N', 'S')),
  recovery_password       char(1)      NOT NULL DEFAULT 'N' CHECK (recovery_password IN ('N', 'S')),
  pwd_min_length          integer      NOT NULL DEFAULT 8,
  pwd_num_diff            integer      NOT NULL DEFAULT 3,
  password_duration_days  integer      NOT NULL DEFAULT 180,
  password_expired_in     integer      NOT NULL DEFAULT 9999,
  pwd_mod_date            timestamptz,
  last_access_date        timestamptz,
  is_master               boolean      NOT NULL DEFAULT false,
  created_at              timestamptz  NOT NULL DEFAULT now()
);
-- Sign-in looks a login up case-insensitively inside one tenant.
CREATE UNIQUE INDEX users_tenant_login_uq ON users (tenant_id, lower(login));
CREATE INDEX users_tenant_client_idx ON users (tenant_id, client_id);
CREATE INDEX users_tenant_names_idx ON users (tenant_id, last_name, name);

CREATE TABLE user_permissions (
  user_id     integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  permission  varchar(64) NOT NULL,
  granted_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, permission)
);

-- Field definition, spec 002 §3: every column of the entity, edited by the catalogue screens.
CREATE TABLE fields (
  tenant_id                     integer      NOT NULL REFERENCES tenants (id),
  field_code                    varchar(64)  NOT NULL,
  name                          varchar(128) NOT NULL,
  description                   varchar(500) NOT NULL,
  type                          varchar(16)  NOT NULL
                                CHECK (type IN ('AMOUNT', 'NUMBER', 'FLAG', 'TEXT', 'DATE', 'TEXT_AREA', 'SELECT', 'FILE', 'HIDDEN')),
  length                        integer      CHECK (length IS NULL OR (length >= 0 AND length <= 99999)),
  minimum                       numeric(20, 4),
  maximum                       numeric(20, 4),
  validator                     varchar(8)   CHECK (validator IS NULL OR validator IN ('CF', 'PI', 'BOTH')),
  icon                          varchar(128) NOT NULL DEFAULT 'mat_outline:bookmark',
  minimum_date                  date,
  maximum_date                  date,
  select_value                  text,
  physical_person_field         varchar(64),
  legal_person_field            varchar(64),
  subject_field                 boolean      NOT NULL DEFAULT false,
  sql_options                   text,
  request_code                  varchar(64),
  product_id                    integer,
  price_change                  boolean      NOT NULL DEFAULT false,
  prodotto_description          varchar(500),
  default_value                 varchar(500),
  tool_tip_info                 varchar(1000),
  product_id_derived_request    integer,
  request_code_or_field_code    varchar(64),
  is_alert_dismissed            boolean      NOT NULL DEFAULT false,
  created_at                    timestamptz  NOT NULL DEFAULT now(),
  updated_at                    timestamptz  NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, field_code)
);

CREATE TABLE refresh_tokens (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  family_id   uuid        NOT NULL,
  user_id     integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id   integer     NOT NULL REFERENCES tenants (id),
  token_hash  char(64)    NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE audit_log (
  id          bigserial   PRIMARY KEY,
  tenant_id   integer     REFERENCES tenants (id),
  user_id     integer     REFERENCES users (id) ON DELETE SET NULL,
  actor_id    integer     REFERENCES users (id) ON DELETE SET NULL,
  action      varchar(64) NOT NULL,
  details     jsonb       NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_tenant_created_idx ON audit_log (tenant_id, created_at);

-- Not tenant-scoped: the platform (host + remotes) is the same for every tenant.
CREATE TABLE remote_releases (
  id              serial      PRIMARY KEY,
  app             varchar(32) NOT NULL CHECK (app IN ('remote-customer', 'remote-admin', 'remote-permissions')),
  version         varchar(64) NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  activated_at    timestamptz,
  active          boolean     NOT NULL DEFAULT false,
  rolled_back_at  timestamptz
);
CREATE UNIQUE INDEX remote_releases_one_active_uq ON remote_releases (app) WHERE active;

CREATE TABLE support_requests (
  id          serial       PRIMARY KEY,
  tenant_id   integer      NOT NULL REFERENCES tenants (id),
  user_id     integer      NOT NULL REFERENCES users (id),
  name        varchar(128) NOT NULL,
  email       varchar(254) NOT NULL,
  note        varchar(2000) NOT NULL,
  mailed_at   timestamptz,
  created_at  timestamptz  NOT NULL DEFAULT now()
);
