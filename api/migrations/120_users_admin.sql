-- User administration (spec 002 §2.15, §3, §4): the user's enablements, profiles, and the
-- price-list profiles a client's users may be given (the user's, when set, is what ordering
-- charges; else the client's own; else the product's default price).

-- Password recovery is on unless the back office turns it off for a user.
ALTER TABLE users ALTER COLUMN recovery_password SET DEFAULT 'S';
UPDATE users SET recovery_password = 'S';

ALTER TABLE users
  ADD COLUMN rich_abil_telemaco          char(1)     NOT NULL DEFAULT 'N' CHECK (rich_abil_telemaco IN ('S', 'N')),
  ADD COLUMN approvazione                char(1)     CHECK (approvazione IN ('N', 'S', 'A', 'R', 'X', 'Z', 'G')),
  ADD COLUMN mail_evasione_rich_offline  char(1)     CHECK (mail_evasione_rich_offline IN ('N', 'G', 'S')),
  ADD COLUMN profilo_listino             varchar(32),
  ADD COLUMN version                     integer     NOT NULL DEFAULT 1,
  ADD COLUMN updated_at                  timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT users_tenant_id_uq UNIQUE (tenant_id, id),
  ADD CONSTRAINT users_price_list_fk FOREIGN KEY (tenant_id, profilo_listino)
    REFERENCES price_list_profiles (tenant_id, code);
CREATE INDEX users_tenant_email_idx ON users (tenant_id, lower(email));

-- Profiles (profileCode, description): what a user is, at least one each.
CREATE TABLE profiles (
  id            serial       PRIMARY KEY,
  tenant_id     integer      NOT NULL REFERENCES tenants (id),
  profile_code  varchar(32)  NOT NULL,
  description   varchar(255) NOT NULL,
  created_at    timestamptz  NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX profiles_tenant_code_ci_uq ON profiles (tenant_id, upper(profile_code));

CREATE TABLE user_profiles (
  tenant_id   integer NOT NULL,
  user_id     integer NOT NULL,
  profile_id  integer NOT NULL,
  PRIMARY KEY (user_id, profile_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, profile_id) REFERENCES profiles (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX user_profiles_profile_idx ON user_profiles (tenant_id, profile_id);

-- The price-list profiles a client's users may have (the client's own one among them).
CREATE TABLE client_price_lists (
  tenant_id     integer     NOT NULL,
  client_id     integer     NOT NULL,
  profile_code  varchar(32) NOT NULL,
  PRIMARY KEY (tenant_id, client_id, profile_code),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, profile_code) REFERENCES price_list_profiles (tenant_id, code) ON DELETE CASCADE
);
INSERT INTO client_price_lists (tenant_id, client_id, profile_code)
  SELECT tenant_id, id, price_list_profile FROM clients WHERE price_list_profile IS NOT NULL;
