import { CONTRACT_FILE } from '@portal/contracts/platform';
import { REMOTE_MF_NAMES, manifestUrl, type PublishedCheck, type RemoteApp } from './release-registry.ts';

/** How long the API waits for a remote's server to show a manifest. */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * Asks the remote's server, as the browser will, for the version's manifest: published when it
 * answers 200 with the manifest of that remote; then for its contract file. `{hostname}` (the browser's host) is the
 * server as the API reaches it: `checkHost`.
 */
export function httpPublishedCheck(remoteUrls: Record<RemoteApp, string>, checkHost: string): PublishedCheck {
  return async (app, version) => {
    const url = manifestUrl(remoteUrls[app].replaceAll('{hostname}', checkHost), version);
    try {
      const read = async (file: string) => {
        const response = await fetch(file, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS), redirect: 'error' });
        return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
      };
      const manifest = await read(url);
      if (manifest?.name !== REMOTE_MF_NAMES[app]) return null;
      // The contract file sits beside the manifest; a build without one declares no contract.
      const contract = await read(url.replace(/mf-manifest\.json$/, CONTRACT_FILE)).catch(() => null);
      return { contractVersion: typeof contract?.contractVersion === 'number' ? contract.contractVersion : null };
    } catch {
      return null;
    }
  };
}
