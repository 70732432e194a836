/**
 * A remote's stable address (`/api/platform/remotes/<app>/current/mf-manifest.json`): the
 * manifest of the version current for whoever asks — their canary when they are in it — so a
 * host or a tool outside the portal needs no version number. The manifest is the remote
 * server's own, with `publicPath` made absolute: with "auto" the files would be looked for
 * beside the stable address, on the API.
 */
import type { RemoteApp } from '@portal/contracts/platform';
import { notFound, unavailable } from '../domain-error.ts';
import type { Queryable } from '../db/database.ts';
import { manifestUrl, releasesFor, type RegistryViewer } from './release-registry.ts';

/** How long the API waits for the remote's server. */
const FETCH_TIMEOUT_MS = 3_000;

export interface CurrentManifest {
  version: string;
  manifest: Record<string, unknown>;
}

export interface ManifestSource {
  remoteUrls: Record<RemoteApp, string>;
  /** `{hostname}` as the API reaches the remotes' servers (releaseCheckHost). */
  checkHost: string;
}

/** The current manifest of `app` for `viewer`; `browserHost` is the asking browser's host name. */
export async function currentManifest(
  db: Queryable,
  source: ManifestSource,
  app: RemoteApp,
  viewer: RegistryViewer | null,
  browserHost: string,
): Promise<CurrentManifest> {
  const release = (await releasesFor(db, viewer)).find((entry) => entry.app === app);
  if (!release) throw notFound(`Nessun rilascio attivo di ${app}`);
  const base = source.remoteUrls[app];
  const manifest = await fetchManifest(manifestUrl(base.replaceAll('{hostname}', source.checkHost), release.version));
  if (!manifest) throw unavailable(`Il server di ${app} non risponde: riprova più tardi`);
  const browserUrl = manifestUrl(base.replaceAll('{hostname}', browserHost), release.version);
  const metaData = (manifest.metaData ?? {}) as Record<string, unknown>;
  return {
    version: release.version,
    manifest: { ...manifest, metaData: { ...metaData, publicPath: browserUrl.replace(/mf-manifest\.json$/, '') } },
  };
}

async function fetchManifest(url: string): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) return null;
    const body = (await response.json()) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
