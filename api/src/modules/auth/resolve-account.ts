import type { Queryable } from '../../db/database.ts';
import { findTenantByCode } from '../tenants/reads.ts';

/**
 * `login@tenant` selects the tenant when the suffix is a tenant; an explicit tenantName wins.
 * Used by sign-in and forgot-password, so both understand a login the same way.
 */
export async function resolveAccount(
  db: Queryable,
  defaultTenant: string,
  body: { username: string; tenantName?: string | null },
): Promise<{ login: string; tenantCode: string }> {
  let login = body.username.trim();
  let tenantCode = body.tenantName?.trim().toLowerCase() || null;
  const at = login.lastIndexOf('@');
  if (at > 0) {
    const suffix = login.slice(at + 1).toLowerCase();
    if (suffix === tenantCode || (await findTenantByCode(db, suffix))) {
      login = login.slice(0, at);
      tenantCode ??= suffix;
    }
  }
  return { login, tenantCode: tenantCode ?? defaultTenant };
}

/** The key of the in-memory sign-in limiter for an account. */
export function accountKey(tenantCode: string, login: string): string {
  return `${tenantCode}\u0000${login.toLowerCase()}`;
}
