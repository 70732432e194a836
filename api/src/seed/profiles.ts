import type { Queryable } from '../db/database.ts';

/** The profiles every tenant starts with (spec 002 §3 Profile); the first is every user's. */
export const SEED_PROFILES = [
  { code: 'BASE', description: 'Utente del portale' },
  { code: 'OFFLINE', description: 'Richieste offline' },
  { code: 'MASSIVE', description: 'Richieste massive' },
  { code: 'AMMINISTRAZIONE', description: 'Amministrazione' },
] as const;

/**
 * Gives a tenant without profiles the starting ones, and every user without a profile the
 * base one (a user has at least one, spec 002 §5). Idempotent: runs on every start, so a
 * database from before profiles existed gets them too.
 */
export async function ensureProfiles(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO profiles (tenant_id, profile_code, description)
     SELECT t.id, p.code, p.description FROM tenants t
     CROSS JOIN unnest($1::text[], $2::text[]) AS p(code, description)
     WHERE NOT EXISTS (SELECT 1 FROM profiles x WHERE x.tenant_id = t.id)`,
    [SEED_PROFILES.map((profile) => profile.code), SEED_PROFILES.map((profile) => profile.description)],
  );
  await db.query(
    `INSERT INTO user_profiles (tenant_id, user_id, profile_id)
     SELECT u.tenant_id, u.id, p.id FROM users u
     JOIN profiles p ON p.tenant_id = u.tenant_id AND upper(p.profile_code) = upper($1)
     WHERE NOT EXISTS (SELECT 1 FROM user_profiles x WHERE x.user_id = u.id)`,
    [SEED_PROFILES[0].code],
  );
}
