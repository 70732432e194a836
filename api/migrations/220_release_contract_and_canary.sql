-- Releases (issue "deployment and scale-out"): the contribution contract each release was built
-- against, and canaries: a release active for some users before everyone (named users, or a
-- share of one tenant's users), at most one per remote, promoted or ended by one command.
ALTER TABLE remote_releases ADD COLUMN contract_version integer;
ALTER TABLE remote_releases ADD COLUMN canary boolean NOT NULL DEFAULT false;
-- Users as they sign in, `login@tenant`, lower case.
ALTER TABLE remote_releases ADD COLUMN canary_users varchar(200)[] NOT NULL DEFAULT '{}';
ALTER TABLE remote_releases ADD COLUMN canary_tenant varchar(32);
ALTER TABLE remote_releases ADD COLUMN canary_percent smallint CHECK (canary_percent BETWEEN 1 AND 100);
CREATE UNIQUE INDEX remote_releases_one_canary_uq ON remote_releases (app) WHERE canary;
