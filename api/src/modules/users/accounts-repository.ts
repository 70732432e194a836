import type { PageOf } from '@portal/contracts/api/schema';
import type { Queryable } from '../../db/database.ts';
import { containsPattern, findPage, type PageRequest } from '../../db/paging.ts';
import type { TenantId } from '../../db/tenant-id.ts';

export interface SignInUser {
  id: number;
  login: string;
  passwordHash: string | null;
  blocked: string;
  email: string;
  name: string;
  lastName: string;
  /** Set while the account is locked after too many failed sign-ins. */
  lockedAt: Date | null;
  /** 'N': the back office turned password recovery off for this user. */
  recoveryPassword: string;
  /** 'ws': enabled for the web services only, never the portal. */
  enablePsWs: string;
}

export async function findUserForSignIn(db: Queryable, tenantId: TenantId, login: string): Promise<SignInUser | null> {
  const [row] = await db.query<SignInUser & Record<string, unknown>>(
    `SELECT id, login, password_hash AS "passwordHash", blocked, email, name, last_name AS "lastName",
       locked_at AS "lockedAt", recovery_password AS "recoveryPassword", enable_ps_ws AS "enablePsWs"
     FROM users WHERE tenant_id = $1 AND lower(login) = lower($2)`,
    [tenantId, login],
  );
  return row ?? null;
}

/** SQL for "the password of `u` is past its validity" (0 or less days: never expires). */
const PASSWORD_EXPIRED_SQL = `(u.password_duration_days > 0
  AND COALESCE(u.pwd_mod_date, u.created_at) + make_interval(days => u.password_duration_days) < now())`;

/** Who a session is issued to. */
export interface ActiveUser {
  id: number;
  login: string;
  permissions: string[];
  /** Past passwordDurationDays: the session may only change the password (spec 000 §2.9). */
  passwordExpired: boolean;
}

/** A user of the tenant who may hold a session (exists, not blocked, not locked), with permissions. */
export async function findActiveUser(db: Queryable, tenantId: TenantId, userId: number): Promise<ActiveUser | null> {
  const [row] = await db.query<ActiveUser & Record<string, unknown>>(
    `SELECT u.id, u.login, ${PASSWORD_EXPIRED_SQL} AS "passwordExpired",
       COALESCE(array_agg(p.permission ORDER BY p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions
     FROM users u LEFT JOIN user_permissions p ON p.user_id = u.id
     WHERE u.tenant_id = $1 AND u.id = $2 AND u.blocked = 'N' AND u.locked_at IS NULL
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
  /** The password is older than passwordDurationDays: it must be changed before going on. */
  passwordExpired: boolean;
  /** Approves the offline requests of the client's users subject to approval (approvazione A, R, X, Z). */
  approver: boolean;
}

export async function getUserProfile(db: Queryable, tenantId: TenantId, userId: number): Promise<UserProfile | null> {
  const [row] = await db.query<UserProfile & Record<string, unknown>>(
    `SELECT u.id, u.login, u.name, u.last_name AS "lastName", u.email, u.client_id AS "clientId",
       c.head1 AS "clientName",
       COALESCE(array_agg(p.permission ORDER BY p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions,
       u.pwd_min_length AS "pwdMinLength", u.pwd_num_diff AS "pwdNumDiff",
       u.password_duration_days AS "passwordDurationDays",
       ${PASSWORD_EXPIRED_SQL} AS "passwordExpired",
       COALESCE(u.approvazione IN ('A', 'R', 'X', 'Z'), false) AS approver
     FROM users u
     JOIN clients c ON c.id = u.client_id AND c.tenant_id = u.tenant_id
     LEFT JOIN user_permissions p ON p.user_id = u.id
     WHERE u.tenant_id = $1 AND u.id = $2 AND u.blocked = 'N'
     GROUP BY u.id, c.head1`,
    [tenantId, userId],
  );
  return row ?? null;
}

/**
 * Counts a failed sign-in of an existing, unlocked account; at `lockAfter` consecutive failures
 * the account is locked. `lockedNow` is true only for the failure that locked it.
 */
export async function recordFailedSignIn(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  lockAfter: number,
): Promise<{ failedSignIns: number; lockedNow: boolean }> {
  const [row] = await db.query<{ failedSignIns: number; lockedNow: boolean }>(
    `UPDATE users SET failed_sign_ins = failed_sign_ins + 1,
       locked_at = CASE WHEN locked_at IS NULL AND failed_sign_ins + 1 >= $3 THEN now() ELSE locked_at END
     WHERE tenant_id = $1 AND id = $2
     RETURNING failed_sign_ins AS "failedSignIns", (locked_at = now()) IS TRUE AS "lockedNow"`,
    [tenantId, userId, lockAfter],
  );
  return row ?? { failedSignIns: 0, lockedNow: false };
}

/** After a successful sign-in: the next failures count from zero; false when the account is locked. */
export async function clearFailedSignIns(db: Queryable, tenantId: TenantId, userId: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE users SET failed_sign_ins = 0 WHERE tenant_id = $1 AND id = $2 AND locked_at IS NULL RETURNING id',
    [tenantId, userId],
  );
  return rows.length === 1;
}

/** Lifts a lock (unlock link or password reset); the back office's `blocked` stays as it is. */
export async function unlockUser(db: Queryable, tenantId: TenantId, userId: number): Promise<void> {
  await db.query('UPDATE users SET failed_sign_ins = 0, locked_at = NULL WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    userId,
  ]);
}

export interface PasswordPolicyUser {
  id: number;
  login: string;
  email: string;
  name: string | null;
  lastName: string | null;
  passwordHash: string | null;
  pwdMinLength: number;
  pwdNumDiff: number;
  passwordDurationDays: number;
  passwordExpired: boolean;
}

/** The user's current hash and password policy (change and reset of the password). */
export async function findPasswordPolicyUser(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
): Promise<PasswordPolicyUser | null> {
  const [row] = await db.query<PasswordPolicyUser & Record<string, unknown>>(
    `SELECT id, login, email, name, last_name AS "lastName", password_hash AS "passwordHash",
       pwd_min_length AS "pwdMinLength",
       pwd_num_diff AS "pwdNumDiff", password_duration_days AS "passwordDurationDays",
       ${PASSWORD_EXPIRED_SQL} AS "passwordExpired"
     FROM users u WHERE tenant_id = $1 AND id = $2 AND blocked = 'N'`,
    [tenantId, userId],
  );
  return row ?? null;
}

/**
 * The hashes a new password must not match: the current one and the newest previous ones,
 * `count` in all (the user's pwdNumDiff).
 */
export async function recentPasswordHashes(
  db: Queryable,
  tenantId: TenantId,
  user: Pick<PasswordPolicyUser, 'id' | 'passwordHash'>,
  count: number,
): Promise<string[]> {
  if (count <= 0) return [];
  const current = user.passwordHash ? [user.passwordHash] : [];
  const previous = await db.query<{ hash: string }>(
    `SELECT password_hash AS hash FROM password_history
     WHERE tenant_id = $1 AND user_id = $2 ORDER BY id DESC LIMIT $3`,
    [tenantId, user.id, Math.max(0, count - current.length)],
  );
  return [...current, ...previous.map((row) => row.hash)];
}

/**
 * Sets a new password: the old hash goes to the history, the validity restarts, a lock is
 * lifted. With `endSessions` (a reset by mail link) every session of the user ends too.
 */
export async function replacePassword(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  passwordHash: string,
  /** Which sessions end with the old password: all (a reset), or all but the one changing it. */
  options: { endSessions: 'all' | { except: string } },
): Promise<void> {
  await db.query(
    `INSERT INTO password_history (tenant_id, user_id, password_hash)
     SELECT tenant_id, id, password_hash FROM users
     WHERE tenant_id = $1 AND id = $2 AND password_hash IS NOT NULL`,
    [tenantId, userId],
  );
  await db.query(
    `UPDATE users SET password_hash = $3, pwd_mod_date = now(), failed_sign_ins = 0, locked_at = NULL
     WHERE tenant_id = $1 AND id = $2`,
    [tenantId, userId, passwordHash],
  );
  const keep = options.endSessions === 'all' ? null : options.endSessions.except;
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE tenant_id = $1 AND user_id = $2 AND revoked_at IS NULL AND ($3::uuid IS NULL OR family_id <> $3::uuid)`,
    [tenantId, userId, keep],
  );
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

export async function listPermissionUsers(
  db: Queryable,
  tenantId: TenantId,
  query: PageRequest & { clientId?: number },
): Promise<PageOf<PermissionUser>> {
  const search = query.search?.trim();
  const params: unknown[] = [tenantId];
  let where = 'u.tenant_id = $1';
  if (search) {
    params.push(containsPattern(search));
    // A full name matches in either order ('Marco Rossi', 'Rossi Marco'), as the users' list does.
    where += ` AND (u.name ILIKE $${params.length} OR u.last_name ILIKE $${params.length}
      OR u.login ILIKE $${params.length} OR u.email ILIKE $${params.length}
      OR (u.name || ' ' || u.last_name) ILIKE $${params.length}
      OR (u.last_name || ' ' || u.name) ILIKE $${params.length})`;
  }
  if (query.clientId !== undefined) {
    params.push(query.clientId);
    where += ` AND u.client_id = $${params.length}`;
  }
  return findPage(
    db,
    {
      select: `u.id AS "userId", u.name, u.last_name AS "lastName", u.email, u.login,
       u.client_id AS "clientId", c.head1 AS "clientName", t.code AS "tenantCode",
       COALESCE(array_agg(p.permission ORDER BY p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions`,
      from: `users u
     JOIN clients c ON c.id = u.client_id AND c.tenant_id = u.tenant_id
     JOIN tenants t ON t.id = u.tenant_id
     LEFT JOIN user_permissions p ON p.user_id = u.id`,
      where,
      groupBy: 'u.id, c.head1, t.code',
      orderBy: 'u.last_name, u.name, u.id',
      params,
    },
    query,
    (row: PermissionUser) => row,
  );
}
