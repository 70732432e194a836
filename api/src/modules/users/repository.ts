/**
 * Users as the back office keeps them (spec 002 §2.15, §3), their profiles, the profiles of
 * the tenant and the price-list profiles of a client: SQL only. Rules live in
 * ./service.ts.
 */
import type { PageOf } from '@portal/contracts/api/schema';
import type {
  NewUserInput,
  PriceListProfile,
  Profile,
  UserDetail,
  UserListItem,
  UsersQuery,
} from '@portal/contracts/api/users';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, isoTimestamp, searchTerms } from '../../db/paging.ts';
import { rowVersion } from '../../db/row-version.ts';

/** What a save writes (the login only on insert). */
export type UserValues = Omit<NewUserInput, 'login' | 'profiles' | 'note'> & { note: string | null };

const STATE_COLUMNS = `u.locked_at IS NOT NULL AS locked, u.password_hash IS NULL AS pending,
  CASE WHEN u.last_access_date IS NULL THEN NULL ELSE ${isoTimestamp('u.last_access_date')} END AS "lastAccessDate"`;

const STATUS_FILTER = `($5::text IS NULL
  OR ($5 = 'active' AND u.blocked = 'N' AND u.locked_at IS NULL)
  OR ($5 = 'blocked' AND u.blocked = 'S')
  OR ($5 = 'locked' AND u.locked_at IS NOT NULL))`;

export function listUsers(db: Queryable, tenantId: TenantId, query: UsersQuery): Promise<PageOf<UserListItem>> {
  return findPage(
    db,
    {
      select: `u.id, u.login, u.name, u.last_name AS "lastName", u.email, u.client_id AS "customerId",
        c.head1 AS "clientName", u.enable_ps_ws AS "enablePsWs", u.blocked, ${STATE_COLUMNS}`,
      from: 'users u JOIN clients c ON c.tenant_id = u.tenant_id AND c.id = u.client_id',
      where: `u.tenant_id = $1
        AND ($2 = '' OR u.login ILIKE $3 OR u.name ILIKE $3 OR u.last_name ILIKE $3 OR u.email ILIKE $3
             OR c.head1 ILIKE $3 OR (u.name || ' ' || u.last_name) ILIKE $3)
        AND ($4::int IS NULL OR u.client_id = $4) AND ${STATUS_FILTER}`,
      orderBy: 'u.last_name, u.name, u.id',
      params: [tenantId, ...searchTerms(query.search), query.clientId ?? null, query.status ?? null],
    },
    query,
    (row: UserListItem) => row,
  );
}

export async function findUserDetail(db: Queryable, tenantId: TenantId, id: number): Promise<UserDetail | null> {
  const [row] = await db.query<UserDetail & Record<string, unknown>>(
    `SELECT u.id, u.login, u.enable_ps_ws AS "enablePsWs", u.name, u.last_name AS "lastName", u.email,
       u.client_id AS "customerId", c.head1 AS "clientName", u.note, u.blocked,
       u.recovery_password AS "recoveryPassword", u.password_expired_in AS "passwordExpiredIn",
       u.password_duration_days AS "passwordDurationDays", u.pwd_min_length AS "pwdMinLength",
       u.pwd_num_diff AS "pwdNumDiff", u.rich_abil_telemaco AS "richAbilTelemaco", u.approvazione,
       u.mail_evasione_rich_offline AS "mailEvasioneRichOffline", u.profilo_listino AS "profiloListino",
       COALESCE((SELECT array_agg(up.profile_id ORDER BY up.profile_id) FROM user_profiles up
                 WHERE up.user_id = u.id), '{}') AS profiles,
       ${STATE_COLUMNS}, u.version
     FROM users u JOIN clients c ON c.tenant_id = u.tenant_id AND c.id = u.client_id
     WHERE u.tenant_id = $1 AND u.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}

/** Login is unique in the tenant, any case: the sign-in finds a user by tenant and login. */
export async function isLoginFree(db: Queryable, tenantId: TenantId, login: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE tenant_id = $1 AND lower(login) = lower($2)', [
    tenantId,
    login.trim(),
  ]);
  return rows.length === 0;
}

const VALUE_COLUMNS: Array<[keyof UserValues, string]> = [
  ['customerId', 'client_id'],
  ['enablePsWs', 'enable_ps_ws'],
  ['name', 'name'],
  ['lastName', 'last_name'],
  ['email', 'email'],
  ['note', 'note'],
  ['blocked', 'blocked'],
  ['recoveryPassword', 'recovery_password'],
  ['passwordExpiredIn', 'password_expired_in'],
  ['passwordDurationDays', 'password_duration_days'],
  ['pwdMinLength', 'pwd_min_length'],
  ['pwdNumDiff', 'pwd_num_diff'],
  ['richAbilTelemaco', 'rich_abil_telemaco'],
  ['approvazione', 'approvazione'],
  ['mailEvasioneRichOffline', 'mail_evasione_rich_offline'],
  ['profiloListino', 'profilo_listino'],
];

export async function insertUser(
  db: Queryable,
  tenantId: TenantId,
  login: string,
  values: UserValues,
): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO users (tenant_id, login, ${VALUE_COLUMNS.map(([, column]) => column).join(', ')})
     VALUES ($1, $2, ${VALUE_COLUMNS.map((_, index) => `$${index + 3}`).join(', ')}) RETURNING id`,
    [tenantId, login, ...VALUE_COLUMNS.map(([key]) => values[key])],
  );
  return id;
}

/** `false` when no user has this id and version. The login stays as created. */
export async function updateUserVersion(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  version: number,
  values: UserValues,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE users SET ${VALUE_COLUMNS.map(([, column], index) => `${column} = $${index + 4}`).join(', ')},
       version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND version = $3 RETURNING id`,
    [tenantId, id, version, ...VALUE_COLUMNS.map(([key]) => values[key])],
  );
  return rows.length > 0;
}

export function userVersion(db: Queryable, tenantId: TenantId, id: number): Promise<number | null> {
  return rowVersion(db, 'users', tenantId, id);
}

export async function setUserProfiles(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  profileIds: readonly number[],
): Promise<void> {
  await db.query('DELETE FROM user_profiles WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId]);
  await db.query(`INSERT INTO user_profiles (tenant_id, user_id, profile_id) SELECT $1, $2, unnest($3::int[])`, [
    tenantId,
    userId,
    profileIds,
  ]);
}

/** Ends every session of the user (its refresh-token families; access tokens die with them). */
export async function revokeUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

export function listProfiles(db: Queryable, tenantId: TenantId): Promise<Profile[]> {
  return db.query<Profile & Record<string, unknown>>(
    `SELECT p.id, p.profile_code AS "profileCode", p.description,
       (SELECT count(*)::int FROM user_profiles up WHERE up.profile_id = p.id) AS users
     FROM profiles p WHERE p.tenant_id = $1 ORDER BY p.profile_code, p.id`,
    [tenantId],
  );
}

export async function countTenantProfiles(db: Queryable, tenantId: TenantId, ids: readonly number[]): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM profiles WHERE tenant_id = $1 AND id = ANY($2::int[])',
    [tenantId, ids],
  );
  return row.count;
}

export async function insertProfile(
  db: Queryable,
  tenantId: TenantId,
  profile: { profileCode: string; description: string },
): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    'INSERT INTO profiles (tenant_id, profile_code, description) VALUES ($1, $2, $3) RETURNING id',
    [tenantId, profile.profileCode, profile.description],
  );
  return id;
}

/** The price-list profiles a client's users may be given. */
export function clientPriceLists(db: Queryable, tenantId: TenantId, clientId: number): Promise<PriceListProfile[]> {
  return db.query<PriceListProfile & Record<string, unknown>>(
    `SELECT p.code AS codice, p.description AS descrizione
     FROM client_price_lists cp JOIN price_list_profiles p ON p.tenant_id = cp.tenant_id AND p.code = cp.profile_code
     WHERE cp.tenant_id = $1 AND cp.client_id = $2 ORDER BY p.code`,
    [tenantId, clientId],
  );
}
