/**
 * Who holds which permission, the client account block and the grant audit (spec 002 §2.16):
 * SQL only. Rules live in ./service.ts.
 */
import type {
  ClientAccountDetail,
  PermissionAuditEntry,
  PermissionAuditQuery,
} from '@portal/contracts/api/permission-management';
import type { PageOf } from '@portal/contracts/api/schema';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, isoTimestamp, searchTerms } from '../../db/paging.ts';

export const GRANTED = 'permission-granted';
export const REVOKED = 'permission-revoked';

export async function findClientAccount(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
): Promise<ClientAccountDetail | null> {
  const [row] = await db.query<ClientAccountDetail & Record<string, unknown>>(
    `SELECT c.id AS "clientId", c.head1 AS "clientName", c.customer_code AS "customerCode",
       c.credit::text AS credit, c.price_list_profile AS "priceListProfile",
       (SELECT count(*)::int FROM users u WHERE u.tenant_id = c.tenant_id AND u.client_id = c.id) AS users,
       (SELECT count(*)::int FROM users u WHERE u.tenant_id = c.tenant_id AND u.client_id = c.id
          AND u.blocked = 'N') AS "activeUsers",
       ${isoTimestamp('c.created_at')} AS "createdAt"
     FROM clients c WHERE c.tenant_id = $1 AND c.id = $2`,
    [tenantId, clientId],
  );
  return row ?? null;
}

/**
 * Serialises permission saves of one tenant (the row lock lasts to the end of the transaction),
 * so two saves cannot each remove "another" last holder of a permission.
 */
export async function lockTenantPermissions(tx: Queryable, tenantId: TenantId): Promise<void> {
  await tx.query('SELECT id FROM tenants WHERE id = $1 FOR UPDATE', [tenantId]);
}

/** The permissions held by each of `userIds` that belongs to the tenant (and who it is); others are absent. */
export async function heldPermissions(
  db: Queryable,
  tenantId: TenantId,
  userIds: readonly number[],
): Promise<Map<number, { label: string; permissions: Set<string> }>> {
  const rows = await db.query<{ id: number; label: string; permissions: string[] }>(
    `SELECT u.id, u.login || ' - ' || u.name || ' ' || u.last_name AS label,
       COALESCE(array_agg(p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions
     FROM users u LEFT JOIN user_permissions p ON p.user_id = u.id
     WHERE u.tenant_id = $1 AND u.id = ANY($2::int[])
     GROUP BY u.id`,
    [tenantId, userIds],
  );
  return new Map(rows.map((row) => [row.id, { label: row.label, permissions: new Set(row.permissions) }]));
}

export async function grantPermission(tx: Queryable, userId: number, permission: string): Promise<void> {
  await tx.query('INSERT INTO user_permissions (user_id, permission) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    userId,
    permission,
  ]);
}

export async function revokePermission(tx: Queryable, userId: number, permission: string): Promise<void> {
  await tx.query('DELETE FROM user_permissions WHERE user_id = $1 AND permission = $2', [userId, permission]);
}

/** Users of the tenant who hold `permission` and may sign in (not blocked by the back office). */
export async function countActiveHolders(tx: Queryable, tenantId: TenantId, permission: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM users u JOIN user_permissions p ON p.user_id = u.id
     WHERE u.tenant_id = $1 AND u.blocked = 'N' AND p.permission = $2`,
    [tenantId, permission],
  );
  return row.count;
}

const fullName = (alias: string) => `COALESCE(${alias}.name || ' ' || ${alias}.last_name, '')`;

/** The grants and revocations of the tenant, newest first; filters by the target's client or user. */
export function listPermissionAudit(
  db: Queryable,
  tenantId: TenantId,
  query: PermissionAuditQuery,
): Promise<PageOf<PermissionAuditEntry>> {
  return findPage(
    db,
    {
      select: `a.id::int AS id, ${isoTimestamp('a.created_at')} AS at,
        CASE a.action WHEN '${GRANTED}' THEN 'granted' ELSE 'revoked' END AS action,
        a.details->>'permission' AS permission, a.user_id AS "userId", ${fullName('target')} AS "userName",
        COALESCE(c.head1, '') AS "clientName", a.actor_id AS "actorId", ${fullName('actor')} AS "actorName"`,
      from: `audit_log a
        LEFT JOIN users target ON target.id = a.user_id
        LEFT JOIN clients c ON c.id = target.client_id
        LEFT JOIN users actor ON actor.id = a.actor_id`,
      where: `a.tenant_id = $1 AND a.action IN ('${GRANTED}', '${REVOKED}')
        AND ($2::int IS NULL OR target.client_id = $2) AND ($3::int IS NULL OR a.user_id = $3)
        AND ($4 = '' OR target.name ILIKE $5 OR target.last_name ILIKE $5 OR target.login ILIKE $5
             OR actor.name ILIKE $5 OR actor.last_name ILIKE $5 OR a.details->>'permission' ILIKE $5)`,
      orderBy: 'a.created_at DESC, a.id DESC',
      params: [tenantId, query.clientId ?? null, query.userId ?? null, ...searchTerms(query.search)],
    },
    query,
    (row: PermissionAuditEntry) => row,
  );
}
