import { call } from '@portal/shared-auth';
import type { RemoteEntry } from '@portal/contracts/api/platform';
import { resolveManifestUrl } from './manifest-url';

/** One active remote release, as `GET /api/platform/remotes` lists it. */
export type RemoteRelease = RemoteEntry;

export { resolveManifestUrl } from './manifest-url';

/**
 * The remotes to load: those the session's first refresh brought (`brought`), else the
 * registry's answer for this page's user.
 */
export async function fetchRemoteReleases(brought?: Promise<RemoteEntry[] | undefined>): Promise<RemoteRelease[]> {
  const releases = (await brought) ?? (await askRegistry());
  return releases.map((release) => ({
    ...release,
    manifestUrl: resolveManifestUrl(release.manifestUrl, window.location.hostname, window.location.origin),
  }));
}

/**
 * The registry's own answer, when the session's refresh brought none (a retry, a page without
 * a session). The platform's descriptors load with it: every page start takes the remotes
 * from the refresh, and its first code carries none of them.
 */
async function askRegistry(): Promise<RemoteEntry[]> {
  const { platformEndpoints } = await import('@portal/contracts/endpoints/platform');
  return call(platformEndpoints.getPlatformRemotes, {}, { silent: true, skipAuthRefresh: true });
}
