import { NOT_IMPERSONABLE, PERMISSIONS } from '@portal/contracts/permissions';
import type { Queryable } from '../../db/database.ts';
import type { TenantId } from '../../db/tenant-id.ts';

export { NOT_IMPERSONABLE };

export interface ImpersonableUser {
  clientId: number;
  login: string;
  firstname: string;
  surname: string;
  isMaster: boolean;
}

/** Active users of these clients who may be impersonated, masters first, then by name. */
export async function listImpersonableUsers(
  db: Queryable,
  tenantId: TenantId,
  clientIds: number[],
  excludeUserId: number,
): Promise<ImpersonableUser[]> {
  if (clientIds.length === 0) return [];
  return db.query<ImpersonableUser & Record<string, unknown>>(
    `SELECT u.client_id AS "clientId", u.login, u.name AS firstname, u.last_name AS surname, u.is_master AS "isMaster"
     FROM users u
     WHERE u.tenant_id = $1 AND u.client_id = ANY($2::int[]) AND u.blocked = 'N' AND u.id <> $3
       AND NOT EXISTS (SELECT 1 FROM user_permissions p WHERE p.user_id = u.id AND p.permission = ANY($4::text[]))
     ORDER BY u.is_master DESC, u.last_name, u.name, u.id`,
    [tenantId, clientIds, excludeUserId, NOT_IMPERSONABLE],
  );
}

export interface ImpersonationTarget {
  id: number;
  login: string;
  blocked: string;
  permissions: string[];
}

export async function findImpersonationTarget(
  db: Queryable,
  tenantId: TenantId,
  login: string,
): Promise<ImpersonationTarget | null> {
  const [row] = await db.query<ImpersonationTarget & Record<string, unknown>>(
    `SELECT u.id, u.login, u.blocked,
       COALESCE(array_agg(p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions
     FROM users u LEFT JOIN user_permissions p ON p.user_id = u.id
     WHERE u.tenant_id = $1 AND lower(u.login) = lower($2)
     GROUP BY u.id`,
    [tenantId, login],
  );
  return row ?? null;
}

export interface Impersonation {
  familyId: string;
  tenantId: number;
  userId: number;
  actorId: number;
  adminFamilyId: string;
  endedAt: Date | null;
}

export async function insertImpersonation(
  db: Queryable,
  row: { familyId: string; tenantId: TenantId; userId: number; actorId: number; adminFamilyId: string },
): Promise<void> {
  await db.query(
    `INSERT INTO impersonations (family_id, tenant_id, user_id, actor_id, admin_family_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [row.familyId, row.tenantId, row.userId, row.actorId, row.adminFamilyId],
  );
}

export async function findImpersonation(db: Queryable, familyId: string): Promise<Impersonation | null> {
  const [row] = await db.query<Impersonation & Record<string, unknown>>(
    `SELECT family_id AS "familyId", tenant_id AS "tenantId", user_id AS "userId", actor_id AS "actorId",
       admin_family_id AS "adminFamilyId", ended_at AS "endedAt"
     FROM impersonations WHERE family_id = $1`,
    [familyId],
  );
  return row ?? null;
}

export async function markImpersonationEnded(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE impersonations SET ended_at = now() WHERE family_id = $1 AND ended_at IS NULL', [familyId]);
}

/** True if any token of the family was revoked (sign-out, reuse): it must not come back. */
export async function familyRevoked(db: Queryable, familyId: string): Promise<boolean> {
  const [row] = await db.query<{ revoked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NOT NULL) AS revoked`,
    [familyId],
  );
  return row.revoked;
}

/**
 * The `act` claim for a token of this refresh family: undefined for an ordinary session,
 * null for an impersonation that can no longer go on (ended, or the admin blocked or
 * stripped of the shapeshifter permission), else the acting admin.
 */
export async function actingAdmin(
  db: Queryable,
  familyId: string,
): Promise<{ sub: string; login: string } | null | undefined> {
  const [row] = await db.query<{ actorId: number; login: string | null; ended: boolean; allowed: boolean }>(
    `SELECT i.actor_id AS "actorId", u.login, i.ended_at IS NOT NULL AS ended,
       EXISTS (SELECT 1 FROM user_permissions p WHERE p.user_id = i.actor_id AND p.permission = $2) AS allowed
     FROM impersonations i
     LEFT JOIN users u ON u.id = i.actor_id AND u.tenant_id = i.tenant_id AND u.blocked = 'N'
     WHERE i.family_id = $1`,
    [familyId, PERMISSIONS.shapeshifter],
  );
  if (!row) return undefined;
  if (row.ended || !row.login || !row.allowed) return null;
  return { sub: String(row.actorId), login: row.login };
}
