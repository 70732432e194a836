import { platformEndpoints } from '@portal/contracts/endpoints/platform';
import { call } from '@portal/shared-auth';

/** One active remote release, as `GET /api/platform/remotes` lists it. */
export interface RemoteRelease {
  name: string;
  app: string;
  version: string;
  manifestUrl: string;
}

/** The registry may name the remote's origin by placeholder: this browser's own host name. */
export function resolveManifestUrl(manifestUrl: string, hostname: string): string {
  return manifestUrl.replace('{hostname}', hostname);
}

export async function fetchRemoteReleases(): Promise<RemoteRelease[]> {
  const releases = await call(platformEndpoints.getPlatformRemotes, {}, { silent: true, skipAuthRefresh: true });
  return releases.map((release) => ({
    ...release,
    manifestUrl: resolveManifestUrl(release.manifestUrl, window.location.hostname),
  }));
}
