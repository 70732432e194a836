import type { SessionAnswer } from '@portal/contracts/api/auth';
import { SESSION_HINT_COOKIE } from '@portal/contracts/session';
import { authEndpoints } from '@portal/contracts/endpoints/auth';
import { REFRESH_LOCK, withCrossTabLock } from './cross-tab-lock';

/** Whether the server left a session to restore (the hint cookie beside the HttpOnly one). */
export function hasSessionHint(cookies = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/**
 * The call that restores a session from the refresh cookie, with the user and the remotes the
 * page loads for them in the same answer: on a phone's 150 ms round trips, the registry's own
 * call after it cost a sixth of the way to the first screen.
 */
export const STARTUP_REFRESH_URL = `${authEndpoints.postAuthRefresh.path}?include=user,remotes`;
const STARTUP_REFRESH_TIMEOUT_MS = 30_000;

/**
 * The page's first refresh, for the host's entry to ask before the app's code has arrived: the
 * session is on every cold page's critical path (the remotes wait for it), and the cross-tab
 * lock it waits for is a round trip to the browser process that took 170–390 ms once the page's
 * chunks were loading, against a few ms while the entry is still alone. Plain `fetch`, no
 * shared code: this runs before Module Federation has negotiated the shared singletons (the
 * axios client among them). Null without a session hint; a failure rejects, and
 * `restoreSession` treats it as it treats a failed refresh.
 */
export function startStartupRefresh(): Promise<SessionAnswer> | null {
  if (!hasSessionHint()) return null;
  const answer = withCrossTabLock(REFRESH_LOCK, async () => {
    const response = await fetch(STARTUP_REFRESH_URL, {
      method: 'POST',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(STARTUP_REFRESH_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { context?: SessionAnswer } | null;
    if (!response.ok || !body?.context?.accessToken) throw new Error(`refresh: ${response.status}`);
    return body.context;
  });
  answer.catch(() => undefined); // handled by restoreSession, which may get it later
  return answer;
}
