/**
 * A remote's stable address (`/api/platform/remotes/<app>/current/mf-manifest.json`): the
 * manifest of the version current for whoever asks — their canary when they are in it — so a
 * host or a tool outside the portal needs no version number. The manifest is the remote
 * server's own, with `publicPath` made absolute: with "auto" the files would be looked for
 * beside the stable address, on the API.
 */
import { notFound, unavailable } from '../domain-error.ts';
import type { Queryable } from '../db/database.ts';
import { manifestUrl, releasesFor, type RegistryViewer } from './release-registry.ts';
import { registeredRemote, remoteBase } from './registered-remotes.ts';
import { readVersionFile, type RemoteServers } from './published-check.ts';

export interface CurrentManifest {
  version: string;
  manifest: Record<string, unknown>;
}

/**
 * The current manifest of `app` for `viewer`; `browserOrigin` is the asking browser's view of
 * the API (`http://host:port`): a hosted remote's files are there, the repository's remotes'
 * on their servers at the same host name.
 */
export async function currentManifest(
  db: Queryable,
  servers: RemoteServers,
  app: string,
  viewer: RegistryViewer | null,
  browserOrigin: string,
): Promise<CurrentManifest> {
  const remote = await registeredRemote(db, app);
  const release = (await releasesFor(db, viewer)).find((entry) => entry.app === app);
  if (!release) throw notFound(`Nessun rilascio attivo di ${app}`);
  const manifest = await readVersionFile(db, servers, remote, release.version, 'mf-manifest.json');
  if (!manifest) throw unavailable(`Il server di ${app} non risponde: riprova più tardi`);
  const base = remoteBase(remote, servers.remoteUrls);
  const browserBase = base.startsWith('/')
    ? `${browserOrigin}${base}`
    : base.replaceAll('{hostname}', new URL(browserOrigin).hostname);
  const metaData = (manifest.metaData ?? {}) as Record<string, unknown>;
  return {
    version: release.version,
    manifest: {
      ...manifest,
      metaData: {
        ...metaData,
        publicPath: manifestUrl(browserBase, release.version).replace(/mf-manifest\.json$/, ''),
      },
    },
  };
}
