import { hashSecretToken, newSecretToken } from '../../auth/secret-token.ts';
import type { Queryable } from '../../db/database.ts';
import { trustedTenantId, type TenantId } from '../../db/tenant-id.ts';

export type AccountTokenPurpose = 'reset' | 'unlock';

/**
 * Stores a new token for the user and returns it in clear (for the mail). Earlier unused
 * tokens of the same purpose stop working: only the newest link is valid.
 */
export async function issueAccountToken(
  db: Queryable,
  entry: { tenantId: TenantId; userId: number; purpose: AccountTokenPurpose; ttlSeconds: number },
): Promise<string> {
  const token = newSecretToken();
  await db.query(
    `UPDATE account_tokens SET used_at = now()
     WHERE tenant_id = $1 AND user_id = $2 AND purpose = $3 AND used_at IS NULL`,
    [entry.tenantId, entry.userId, entry.purpose],
  );
  await db.query(
    `INSERT INTO account_tokens (tenant_id, user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [entry.tenantId, entry.userId, entry.purpose, hashSecretToken(token), entry.ttlSeconds],
  );
  return token;
}

/**
 * Spends a token: it must exist, have this purpose, be unused and unexpired. Returns whose it
 * was, or null; a token works at most once even with concurrent calls (one UPDATE).
 */
export async function spendAccountToken(
  db: Queryable,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<{ tenantId: TenantId; userId: number } | null> {
  const [row] = await db.query<{ tenantId: number; userId: number }>(
    `UPDATE account_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING tenant_id AS "tenantId", user_id AS "userId"`,
    [hashSecretToken(token), purpose],
  );
  return row ? { tenantId: trustedTenantId(row.tenantId), userId: row.userId } : null;
}

/** Whose a token is, if it would be accepted now (not spent, not expired); null otherwise. */
export async function findAccountTokenOwner(
  db: Queryable,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<{ tenantId: TenantId; userId: number } | null> {
  const [row] = await db.query<{ tenantId: number; userId: number }>(
    `SELECT tenant_id AS "tenantId", user_id AS "userId" FROM account_tokens
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [hashSecretToken(token), purpose],
  );
  return row ? { tenantId: trustedTenantId(row.tenantId), userId: row.userId } : null;
}
