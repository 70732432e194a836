import type { RemoteEntry } from '@portal/contracts/api/platform';
import { startStartupRefresh } from '@portal/shared-auth/startup-refresh';
import { fetchManifestsEarly } from './remotes/early-manifests';

/**
 * The session's refresh, asked the moment the entry runs (index.ts imports this first), before
 * the shared code loads; bootstrap hands it to `restoreSession`. Null without a session hint.
 */
export const startupRefresh = startStartupRefresh();

// The remotes it names start loading at once, while the host's own chunks are still arriving.
startupRefresh?.then(
  (answer) => answer.remotes && fetchManifestsEarly(answer.remotes),
  () => undefined,
);

let remotesTaken = false;

/**
 * The remotes the page's first refresh brought for its user, once: a later load ("Riprova")
 * asks the registry afresh. Undefined without that refresh, or when it failed.
 */
export function takeStartupRemotes(): Promise<RemoteEntry[] | undefined> | undefined {
  if (remotesTaken || !startupRefresh) return undefined;
  remotesTaken = true;
  return startupRefresh.then(
    (answer) => answer.remotes,
    () => undefined,
  );
}
