import type { Queryable } from '../../db/database.ts';
import { trustedTenantId, type TenantId } from '../../db/tenant-id.ts';

export async function insertRefreshToken(
  db: Queryable,
  token: { familyId: string; userId: number; tenantId: TenantId; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await db.query(
    `INSERT INTO refresh_tokens (family_id, user_id, tenant_id, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [token.familyId, token.userId, token.tenantId, token.tokenHash, token.ttlSeconds],
  );
}

export interface SpentToken {
  familyId: string;
  userId: number;
  tenantId: TenantId;
}

/**
 * Marks a valid token as used and returns it; null if it is unknown, expired, revoked or already
 * used. One statement, so of two concurrent refreshes with the same token only one gets a row.
 */
export async function spendRefreshToken(db: Queryable, tokenHash: string): Promise<SpentToken | null> {
  const [row] = await db.query<{ familyId: string; userId: number; tenantId: number }>(
    `UPDATE refresh_tokens SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
     RETURNING family_id AS "familyId", user_id AS "userId", tenant_id AS "tenantId"`,
    [tokenHash],
  );
  return row ? { ...row, tenantId: trustedTenantId(row.tenantId) } : null;
}

export async function findRefreshToken(
  db: Queryable,
  tokenHash: string,
): Promise<(SpentToken & { usedAt: Date | null; revokedAt: Date | null }) | null> {
  const [row] = await db.query<{
    familyId: string;
    userId: number;
    tenantId: number;
    usedAt: Date | null;
    revokedAt: Date | null;
  }>(
    `SELECT family_id AS "familyId", user_id AS "userId", tenant_id AS "tenantId", used_at AS "usedAt",
       revoked_at AS "revokedAt"
     FROM refresh_tokens WHERE token_hash = $1`,
    [tokenHash],
  );
  return row ? { ...row, tenantId: trustedTenantId(row.tenantId) } : null;
}

/** Revokes every still-valid token of the family; returns how many it revoked. */
export async function revokeFamily(db: Queryable, familyId: string): Promise<number> {
  const rows = await db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL RETURNING id',
    [familyId],
  );
  return rows.length;
}

/** What a session check finds: the user's permissions today, and until when its family lives. */
export interface LiveSession {
  permissions: string[];
  /** The latest expiry among the family's live refresh tokens (ms since the epoch). */
  liveUntil: number;
}

/**
 * An access token's session as it stands now: null when its family has no token left that is
 * neither revoked nor expired (sign-out and reuse revoke the family) or its user is blocked;
 * else the user's permissions today, which the token's must still be. One indexed query;
 * every API instance sees the same answer.
 */
export async function liveSession(db: Queryable, familyId: string, userId: number): Promise<LiveSession | null> {
  const [row] = await db.query<{ permissions: string[]; liveUntil: number | null }>(
    `SELECT COALESCE((SELECT array_agg(p.permission ORDER BY p.permission) FROM user_permissions p
                      WHERE p.user_id = u.id), '{}') AS permissions,
            (SELECT (extract(epoch FROM max(r.expires_at)) * 1000)::bigint FROM refresh_tokens r
             WHERE r.family_id = $1::uuid AND r.user_id = u.id
               AND r.revoked_at IS NULL AND r.expires_at > now()) AS "liveUntil"
     FROM users u
     WHERE u.id = $2 AND u.blocked = 'N'
       -- A family set aside by an impersonation in progress acts through the impersonation alone.
       AND NOT EXISTS (SELECT 1 FROM impersonations i WHERE i.admin_family_id = $1::uuid AND i.ended_at IS NULL)`,
    [familyId, userId],
  );
  return row && row.liveUntil !== null ? { permissions: row.permissions, liveUntil: row.liveUntil } : null;
}
