-- An administrator's own session is refused while an impersonation keeps it aside
-- (api/src/data/refresh-tokens.ts liveSession): every session check asks for it by family.
CREATE INDEX impersonations_admin_family_open_idx ON impersonations (admin_family_id) WHERE ended_at IS NULL;
