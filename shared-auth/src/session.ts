import { authStore, resetAuthStore } from './auth-store';
import { authEndpoints } from '@portal/contracts/endpoints/auth';
import { meEndpoints } from '@portal/contracts/endpoints/me';
import { tenantsEndpoints } from '@portal/contracts/endpoints/tenants';
import { call } from './endpoint-call';
import { applyAccessToken, refreshSession } from './http-client';
import { readAccessClaims } from './token';
import type { CurrentUser, SessionAnswer, TenantConfig } from './types';
import { hasSessionHint } from './startup-refresh';

const TENANT_KEY = 'portal.tenant';

/** `mario@beta` → { login: 'mario', tenantName: 'beta' }; no `@` → the default tenant. */
export function splitLogin(username: string): { login: string; tenantName: string | null } {
  const at = username.lastIndexOf('@');
  if (at <= 0 || at === username.length - 1) return { login: username.trim(), tenantName: null };
  return {
    login: username.slice(0, at).trim(),
    tenantName: username
      .slice(at + 1)
      .trim()
      .toLowerCase(),
  };
}

export async function fetchTenant(name: string | null): Promise<TenantConfig> {
  const config = { skipAuthRefresh: true, silent: true };
  return name
    ? call(tenantsEndpoints.getTenantsByName, { params: { name } }, config)
    : call(tenantsEndpoints.getTenantsDefault, {}, config);
}

/** Applies a tenant's configuration (name, palette) before or after signing in. */
export function applyTenant(tenant: TenantConfig): void {
  authStore.setState({ tenant });
  try {
    localStorage.setItem(TENANT_KEY, tenant.name);
  } catch {
    // storage may be unavailable (private mode): the default tenant is used next time
  }
}

export function rememberedTenantName(): string | null {
  try {
    return localStorage.getItem(TENANT_KEY);
  } catch {
    return null;
  }
}

/** Fetches the current user's detail and applies it: permissions, tenant, signed-in. */
export async function loadCurrentUser(): Promise<CurrentUser> {
  return adoptUser(await call(meEndpoints.getMe));
}

function adoptUser(user: CurrentUser): CurrentUser {
  authStore.setState({ user, permissions: user.permissions, tenant: user.tenant, status: 'signed-in' });
  applyTenant(user.tenant);
  return user;
}

/** A new session's token, then its user: from the same answer when the server put it there. */
async function adoptSession(answer: SessionAnswer): Promise<CurrentUser> {
  if (!answer.user) {
    await adoptToken(answer.accessToken);
    return loadCurrentUser();
  }
  applyAccessToken(answer.accessToken);
  return adoptUser(answer.user);
}

/** The tenant named by the token must be the one whose header we send. */
export async function adoptToken(accessToken: string): Promise<void> {
  applyAccessToken(accessToken);
  const claims = readAccessClaims(accessToken);
  const current = authStore.getState().tenant;
  if (claims && (!current || current.name !== claims.tid)) applyTenant(await fetchTenant(claims.tid));
}

export { hasSessionHint };

/**
 * On start (also after a page reload): apply the remembered tenant and sign in again from the
 * refresh cookie if there is one, both asked at once. `startupRefresh` is that refresh when the
 * host's entry has already asked it (`startStartupRefresh`); undefined asks it here.
 */
export async function restoreSession(startupRefresh?: Promise<SessionAnswer> | null): Promise<void> {
  // Never signed in (or signed out): nothing to refresh, so no call that can only answer 401.
  // The refresh needs no tenant: it is asked beside the tenant's look, not after it.
  // The answer brings the user too: no second round trip to GET /api/me before the first page.
  const refreshed = startupRefresh !== undefined ? startupRefresh : hasSessionHint() ? refreshSession(true) : null;
  refreshed?.catch(() => undefined); // its failure is handled below, once the look is applied
  // The remembered tenant's look is for a signed-out page: a restored session brings its own
  // tenant with its user, so it does not wait for this answer. Beside the entry's refresh it is
  // not asked at all unless that fails: on HTTP/1.1's six connections it held one up while the
  // signed-in frame's chunks were arriving.
  const lookOf = () =>
    fetchTenant(rememberedTenantName())
      .catch(() => fetchTenant(null))
      .catch(() => FALLBACK_TENANT);
  const look = startupRefresh ? null : lookOf();
  try {
    if (!refreshed) throw new Error('no session');
    await adoptSession(await refreshed);
    const { tenant } = authStore.getState();
    if (tenant) applyTenant(tenant); // remembered for the next signed-out page
  } catch {
    const tenant = await (look ?? lookOf());
    resetAuthStore();
    applyTenant(tenant);
    authStore.setState({ status: 'signed-out' });
  }
}

/** The remotes the last sign-in's answer named for its user, until the host takes them. */
let signInRemotes: SessionAnswer['remotes'];

/**
 * The remotes this user's page loads, as the sign-in answered them, once: the host loads them
 * without asking the registry a second time (a later load, 'Riprova', asks it afresh).
 */
export function takeSignInRemotes(): SessionAnswer['remotes'] {
  const remotes = signInRemotes;
  signInRemotes = undefined;
  return remotes;
}

export async function signIn(username: string, password: string): Promise<CurrentUser> {
  const { tenantName } = splitLogin(username);
  const answer = await call(
    authEndpoints.postAuthSignIn,
    { query: { include: 'user,remotes' }, body: { username, password, tenantName } },
    { skipAuthRefresh: true, silent: true },
  );
  signInRemotes = answer.remotes;
  return adoptSession(answer);
}

export async function signOut(): Promise<void> {
  const tenant = authStore.getState().tenant;
  try {
    await call(authEndpoints.postAuthSignOut, {}, { skipAuthRefresh: true, silent: true });
  } finally {
    resetAuthStore();
    authStore.setState({ status: 'signed-out', tenant });
  }
}

/** Used only when the API cannot be reached at all, so the sign-in page still renders. */
const FALLBACK_TENANT: TenantConfig = {
  instanceCode: 'PORTALE',
  name: 'alfa',
  descr: 'Portale informazioni commerciali',
  palette: 'default',
  preProduction: false,
};
