import type { Queryable } from '../db/database.ts';
import type { TenantId } from './tenant-id.ts';

export interface SignInUser {
  id: number;
  login: string;
  passwordHash: string | null;
  blocked: string;
}

export async function findUserForSignIn(db: Queryable, tenantId: TenantId, login: string): Promise<SignInUser | null> {
  const [row] = await db.query<SignInUser & Record<string, unknown>>(
    `SELECT id, login, password_hash AS "passwordHash", blocked
     FROM users WHERE tenant_id = $1 AND lower(login) = lower($2)`,
    [tenantId, login],
  );
  return row ?? null;
}

/** A user of the tenant who may hold a session (exists and is not blocked), with permissions. */
export async function findActiveUser(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
): Promise<{ id: number; login: string; permissions: string[] } | null> {
  const [row] = await db.query<{ id: number; login: string; permissions: string[] }>(
    `SELECT u.id, u.login,
       COALESCE(array_agg(p.permission ORDER BY p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions
     FROM users u LEFT JOIN user_permissions p ON p.user_id = u.id
     WHERE u.tenant_id = $1 AND u.id = $2 AND u.blocked = 'N'
     GROUP BY u.id`,
    [tenantId, userId],
  );
  return row ?? null;
}

export async function touchLastAccess(db: Queryable, tenantId: TenantId, userId: number): Promise<void> {
  await db.query('UPDATE users SET last_access_date = now() WHERE tenant_id = $1 AND id = $2', [tenantId, userId]);
}

export interface UserProfile {
  id: number;
  login: string;
  name: string;
  lastName: string;
  email: string;
  clientId: number;
  clientName: string;
  permissions: string[];
  pwdMinLength: number;
  pwdNumDiff: number;
  passwordDurationDays: number;
}

export async function getUserProfile(db: Queryable, tenantId: TenantId, userId: number): Promise<UserProfile | null> {
  const [row] = await db.query<UserProfile & Record<string, unknown>>(
    `SELECT u.id, u.login, u.name, u.last_name AS "lastName", u.email, u.client_id AS "clientId",
       c.head1 AS "clientName",
       COALESCE(array_agg(p.permission ORDER BY p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions,
       u.pwd_min_length AS "pwdMinLength", u.pwd_num_diff AS "pwdNumDiff",
       u.password_duration_days AS "passwordDurationDays"
     FROM users u
     JOIN clients c ON c.id = u.client_id AND c.tenant_id = u.tenant_id
     LEFT JOIN user_permissions p ON p.user_id = u.id
     WHERE u.tenant_id = $1 AND u.id = $2 AND u.blocked = 'N'
     GROUP BY u.id, c.head1`,
    [tenantId, userId],
  );
  return row ?? null;
}

export interface PermissionUser {
  userId: number;
  name: string;
  lastName: string;
  email: string;
  login: string;
  clientId: number;
  clientName: string;
  tenantCode: string;
  permissions: string[];
}

export interface PageQuery {
  page: number;
  size: number;
  search?: string;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listPermissionUsers(
  db: Queryable,
  tenantId: TenantId,
  query: PageQuery & { clientId?: number },
): Promise<{ content: PermissionUser[]; totalElements: number }> {
  const search = query.search?.trim();
  const params: unknown[] = [tenantId];
  let where = 'u.tenant_id = $1';
  if (search) {
    params.push(containsPattern(search));
    where += ` AND (u.name ILIKE $${params.length} OR u.last_name ILIKE $${params.length}
      OR u.login ILIKE $${params.length} OR u.email ILIKE $${params.length})`;
  }
  if (query.clientId !== undefined) {
    params.push(query.clientId);
    where += ` AND u.client_id = $${params.length}`;
  }
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u WHERE ${where}`,
    params,
  );
  const content = await db.query<PermissionUser & Record<string, unknown>>(
    `SELECT u.id AS "userId", u.name, u.last_name AS "lastName", u.email, u.login,
       u.client_id AS "clientId", c.head1 AS "clientName", t.code AS "tenantCode",
       COALESCE(array_agg(p.permission ORDER BY p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions
     FROM users u
     JOIN clients c ON c.id = u.client_id AND c.tenant_id = u.tenant_id
     JOIN tenants t ON t.id = u.tenant_id
     LEFT JOIN user_permissions p ON p.user_id = u.id
     WHERE ${where}
     GROUP BY u.id, c.head1, t.code
     ORDER BY u.last_name, u.name, u.id
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.size, query.page * query.size],
  );
  return { content, totalElements: total };
}
