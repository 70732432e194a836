import type { ImpersonationAccount } from '@portal/contracts/api/impersonation';
import { impersonationEndpoints } from '@portal/contracts/endpoints/impersonation';
import { authStore, type AuthState } from './auth-store';
import { clientHooks } from './client-hooks';
import { withCrossTabLock } from './cross-tab-lock';
import { call, type CallConfig } from './endpoint-call';
import { REFRESH_LOCK, refreshAccessToken } from './http-client';
import { AUTH_PATHS } from './paths';
import { adoptToken, loadCurrentUser } from './session';
import { ApiError, type TokenAnswer } from './types';

/**
 * Impersonation, spec 000 §4, for the host's user panel and remote-permissions alike.
 *
 * The spec keeps the admin's access and refresh tokens as temporary copies in the page. Here
 * the server keeps the admin's session aside (its refresh family waits until the end), so
 * the page never holds a token it could leak; the temporary entry it keeps is only who the
 * admin is, in sessionStorage, removed at the end. A reload while impersonating goes on
 * impersonating: the refresh cookie belongs to the impersonation, whose tokens carry `act`.
 */

const { getImpersonationAccounts, postAuthImpersonation, deleteAuthImpersonation } = impersonationEndpoints;

/**
 * Spec 000 §4: reload 100 ms after a start, 1000 ms after an end, 500 ms after a failure;
 * spec 002 §2.16: 1000 ms after a start from permission management ('Mutaforma').
 */
export const IMPERSONATION_DELAYS = {
  afterStart: 100,
  afterEnd: 1000,
  onFailure: 500,
  afterStartFromPermissionManagement: 1000,
} as const;

const ADMIN_KEY = 'portal.impersonation.admin';

export type { ImpersonationAccount };

export interface ImpersonationOptions {
  /** Full page load of `path` (default: `window.location.assign`). */
  reloadAt?: (path: string) => void;
  wait?: (ms: number) => Promise<void>;
  /** The pause before the reload once the new session is loaded (default: the flow's own). */
  reloadDelay?: number;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultReload = (path: string) => window.location.assign(path);

/** True while the signed-in session is an impersonation (only then the exit item shows). */
export function isImpersonating(state: Pick<AuthState, 'user'>): boolean {
  return Boolean(state.user?.impersonator);
}

/** Client accounts with the users a shapeshifter may impersonate (at most 10). */
export function fetchImpersonationAccounts(search = '', signal?: AbortSignal): Promise<ImpersonationAccount[]> {
  return call(getImpersonationAccounts, { query: { search } }, { signal });
}

/** The admin who started the impersonation in this tab (the temporary entry), if any. */
export function impersonatingAdmin(): { login: string; name: string; lastName: string } | null {
  try {
    const stored = sessionStorage.getItem(ADMIN_KEY);
    return stored ? (JSON.parse(stored) as { login: string; name: string; lastName: string }) : null;
  } catch {
    return null;
  }
}

function storeAdmin(admin: { login: string; name: string; lastName: string } | null): void {
  try {
    if (admin) sessionStorage.setItem(ADMIN_KEY, JSON.stringify(admin));
    else sessionStorage.removeItem(ADMIN_KEY);
  } catch {
    // storage unavailable: the server still knows who the admin is (the token's act)
  }
}

/**
 * Start and end spend the refresh cookie, like a refresh: they run under the same cross-tab
 * lock, or another tab refreshing at that moment would present a spent cookie and revoke the
 * session. Inside the lock the client must not refresh (the lock is not re-entrant): a 401
 * releases it, refreshes, and tries once more. Errors are shown here, as a toast, and the
 * page stays where it is (no /403 page for a refused target).
 */
async function sessionCall(send: (config: CallConfig) => Promise<TokenAnswer>): Promise<TokenAnswer> {
  const sendLocked = () => withCrossTabLock(REFRESH_LOCK, () => send({ skipAuthRefresh: true, silent: true }));
  try {
    try {
      return await sendLocked();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      await refreshAccessToken();
      return await sendLocked();
    }
  } catch (error) {
    clientHooks().notifyError(error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * Swaps in the new tokens, reloads permissions and detail, then reloads the page at the
 * portal root after `delay`; if the detail cannot be loaded, after the failure delay.
 */
async function switchSession(
  call: () => Promise<TokenAnswer>,
  delay: number,
  before: () => void,
  options: ImpersonationOptions,
): Promise<void> {
  const wait = options.wait ?? defaultWait;
  const reloadAt = options.reloadAt ?? defaultReload;
  authStore.setState({ impersonationPending: true });
  let answer: TokenAnswer;
  try {
    // A refused start or end shows the server's message (the client's toast) and changes nothing.
    answer = await call();
  } catch (error) {
    authStore.setState({ impersonationPending: false });
    throw error;
  }
  before();
  try {
    await adoptToken(answer.accessToken);
    await loadCurrentUser();
  } catch {
    // Spec 000 §8: the error is shown (toast), then the page reloads at the portal.
    await wait(IMPERSONATION_DELAYS.onFailure);
    reloadAt(AUTH_PATHS.portal);
    return;
  }
  await wait(delay);
  reloadAt(AUTH_PATHS.portal);
}

/** Starts impersonating `login` (spec 000 §4). Needs the MUTAFORMA permission on the server. */
export function startImpersonation(login: string, options: ImpersonationOptions = {}): Promise<void> {
  const admin = authStore.getState().user;
  return switchSession(
    () => sessionCall((config) => call(postAuthImpersonation, { body: { login } }, config)),
    options.reloadDelay ?? IMPERSONATION_DELAYS.afterStart,
    () => storeAdmin(admin ? { login: admin.login, name: admin.name, lastName: admin.lastName } : null),
    options,
  );
}

/** Ends the impersonation: the admin's session comes back, the temporary entry goes. */
export function endImpersonation(options: ImpersonationOptions = {}): Promise<void> {
  return switchSession(
    () => sessionCall((config) => call(deleteAuthImpersonation, {}, config)),
    IMPERSONATION_DELAYS.afterEnd,
    () => storeAdmin(null),
    options,
  );
}
