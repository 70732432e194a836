import { CONTRACT_FILE, type RemoteApp } from '@portal/contracts/platform';
import { federationName } from '@portal/contracts/remote-registry';
import { contractVersionOf } from '@portal/contracts/federation-check';
import type { Queryable } from '../db/database.ts';
import { manifestUrl, type PublishedCheck } from './release-registry.ts';
import { findRemote, type RemoteGrant } from './registered-remotes.ts';
import { readHostedJson } from './hosted-builds.ts';

/** How long the API waits for a remote's server to show a manifest. */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * Whether a version is published, and its contract: a hosted remote's in the files uploaded to
 * the platform; one of the repository's asked of its server, as the browser will — published
 * when it answers 200 with the manifest of that remote, then its contract file. `{hostname}`
 * (the browser's host) is the server as the API reaches it: `checkHost`.
 */
export function publishedCheck(
  db: Queryable,
  remoteUrls: Record<RemoteApp, string>,
  checkHost: string,
): PublishedCheck {
  return async (app, version) => {
    const remote = await findRemote(db, app);
    if (!remote) return null;
    const read = (file: string) => readVersionFile(db, { remoteUrls, checkHost }, remote, version, file);
    const manifest = await read('mf-manifest.json');
    if (manifest?.name !== federationName(app)) return null;
    // The contract file sits beside the manifest; a build without one declares no contract.
    return { contractVersion: contractVersionOf(await read(CONTRACT_FILE)) };
  };
}

/** Where the API reads the repository's remotes: their servers, `{hostname}` as `checkHost`. */
export interface RemoteServers {
  remoteUrls: Record<RemoteApp, string>;
  checkHost: string;
}

/** A JSON file of a remote's version (its manifest, its contract), wherever it is kept; null when absent. */
export async function readVersionFile(
  db: Queryable,
  servers: RemoteServers,
  remote: RemoteGrant,
  version: string,
  file: string,
): Promise<Record<string, unknown> | null> {
  if (remote.hosted) return readHostedJson(db, remote.app, version, file);
  const base = servers.remoteUrls[remote.app as RemoteApp].replaceAll('{hostname}', servers.checkHost);
  return fetchJson(manifestUrl(base, version).replace(/mf-manifest\.json$/, file));
}

async function fetchJson(url: string): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) return null;
    const body = (await response.json()) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
