import { REMOTE_MF_NAMES, manifestUrl, type PublishedCheck, type RemoteApp } from './release-registry.ts';

/** How long the API waits for a remote's server to show a manifest. */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * Asks the remote's server, as the browser will, for the version's manifest: published when it
 * answers 200 with the manifest of that remote. `{hostname}` (the browser's host) is the
 * server as the API reaches it: `checkHost`.
 */
export function httpPublishedCheck(remoteUrls: Record<RemoteApp, string>, checkHost: string): PublishedCheck {
  return async (app, version) => {
    const url = manifestUrl(remoteUrls[app].replaceAll('{hostname}', checkHost), version);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS), redirect: 'error' });
      if (!response.ok) return false;
      const manifest = (await response.json()) as { name?: unknown };
      return manifest.name === REMOTE_MF_NAMES[app];
    } catch {
      return false;
    }
  };
}
