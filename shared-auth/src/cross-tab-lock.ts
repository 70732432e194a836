/**
 * Runs `task` while holding a lock shared by every tab of this origin (Web Locks API).
 *
 * Why: the refresh token is single-use and a reused one revokes its whole family. Two tabs
 * opened or reloaded together would both send the same cookie; the second would count as
 * theft and sign the user out everywhere. Under the lock the second tab waits, then sends
 * the cookie the first one received. Where the API is missing (old browsers, jsdom) the task
 * simply runs.
 */
/** The Web Lock that keeps two tabs from spending the same refresh cookie at once. */
export const REFRESH_LOCK = 'portal.auth.refresh';

export function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return locks.request(name, { mode: 'exclusive' }, task) as Promise<T>;
}
