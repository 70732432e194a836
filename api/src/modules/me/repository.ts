import type { CurrentUser } from '@portal/contracts/api/auth';
import type { Queryable } from '../../db/database.ts';
import { isPlatformAdmin } from '../../auth/platform-admins.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import { tenantConfig, type Tenant } from '../tenants/reads.ts';
import { getUserProfile } from '../users/reads.ts';

/** Who acts for the user while an admin impersonates them: the token's `act` claim. */
export interface ActingAdmin {
  sub: string;
  login: string;
}

/**
 * The signed-in user as `GET /api/me` answers it (also with a sign-in or a refresh that asks
 * for it): profile, permissions, tenant, and the admin acting as them. Null: not an active user.
 */
export async function readCurrentUser(
  db: Queryable,
  tenant: Tenant,
  userId: number,
  act: ActingAdmin | undefined,
  config: { preProduction: boolean; platformAdmins: readonly string[] },
): Promise<CurrentUser | null> {
  const profile = await getUserProfile(db, tenant.id, userId);
  if (!profile) return null;
  const admin = act ? await getUserProfile(db, tenant.id, Number(act.sub)) : null;
  return {
    ...profile,
    tenant: tenantConfig(tenant, config.preProduction),
    platformAdmin: !act && isPlatformAdmin(config.platformAdmins, { login: profile.login, tid: tenant.code }),
    impersonator: act
      ? { id: Number(act.sub), login: act.login, name: admin?.name ?? '', lastName: admin?.lastName ?? '' }
      : null,
  };
}

/** The credit of the user's client, as the top bar shows it. */
export async function ownCredit(db: Queryable, tenantId: TenantId, userId: number): Promise<{ credit: string } | null> {
  const [row] = await db.query<{ credit: string }>(
    `SELECT to_char(c.credit, 'FM9999999990.00') AS credit
     FROM users u JOIN clients c ON c.tenant_id = u.tenant_id AND c.id = u.client_id
     WHERE u.tenant_id = $1 AND u.id = $2`,
    [tenantId, userId],
  );
  return row ?? null;
}
