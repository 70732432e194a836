import { hasAnyAuthority } from '@portal/contracts/permissions';
import { AUTH_PATHS, SIGN_IN_TYPE_ROUTES } from './paths';

export type AuthStatus = 'unknown' | 'signed-out' | 'signed-in';

export type AccessDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/** Where an unauthenticated user goes: sign-in, remembering the wanted page. */
export function signInRedirect(wanted: string): string {
  // A request for the sign-out route counts as a request for the root path (spec 000 §2.1).
  const target = wanted.startsWith(AUTH_PATHS.signOut) ? AUTH_PATHS.root : wanted;
  if (target === AUTH_PATHS.root) return `${AUTH_PATHS.signIn}?redirectURL=${encodeURIComponent('/')}`;
  return `${AUTH_PATHS.signIn}?redirectURL=${encodeURIComponent(target)}`;
}

/** The guard of a signed-in route, optionally needing one of some authorities. */
export function decideProtected(
  status: AuthStatus,
  permissions: readonly string[],
  authorities: readonly string[] | undefined,
  wanted: string,
  switchingSession = false,
): AccessDecision {
  // While an impersonation starts or ends the permissions change before the page reloads at
  // the portal: judging the current route by them would flash the 401 page.
  if (status === 'unknown' || (switchingSession && authorities?.length)) return { kind: 'wait' };
  if (status === 'signed-out') return { kind: 'redirect', to: signInRedirect(wanted) };
  if (!hasAnyAuthority(permissions, authorities)) return { kind: 'redirect', to: AUTH_PATHS.unauthorized };
  return { kind: 'allow' };
}

/**
 * The guard of sign-in-type routes: a signed-in user goes to the root path, or to the page
 * the sign-in was asked for (`redirectURL`), which is how a fresh sign-in lands there.
 */
export function decideSignedOutOnly(status: AuthStatus, redirectURL: string | null = null): AccessDecision {
  if (status === 'unknown') return { kind: 'wait' };
  if (status === 'signed-in') return { kind: 'redirect', to: safeRedirect(redirectURL) };
  return { kind: 'allow' };
}

export function isSignInTypeRoute(pathname: string): boolean {
  return SIGN_IN_TYPE_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

/** Only same-origin relative paths are followed after sign-in (no open redirect). */
export function safeRedirect(redirectURL: string | null): string {
  if (!redirectURL || !redirectURL.startsWith('/') || redirectURL.startsWith('//')) return AUTH_PATHS.root;
  return redirectURL;
}
