/**
 * The remotes' first files, asked the moment the session's refresh names the remotes (about
 * 0.7 s into a cold load on a phone) instead of once the host's frame has drawn and the
 * federation runtime has loaded (about 2.5 s): each manifest is fetched at once, and the files
 * it names for the entry and the contribution are preloaded. Part of the entry chunk: plain
 * DOM and fetch, nothing shared.
 */
import type { RemoteEntry } from '@portal/contracts/api/platform';
import { resolveManifestUrl } from './manifest-url';

/** A remote whose manifest or entry does not arrive in time counts as down (federation-runtime.ts). */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;
/** The module every remote exposes to the host. */
export const EXPOSED_MODULE = 'contribution';

const early = new Map<string, Promise<Response>>();

interface ManifestFiles {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** Fetches each remote's manifest now, and preloads the files it names for the first render. */
export function fetchManifestsEarly(
  remotes: readonly RemoteEntry[],
  page: Pick<Location, 'hostname' | 'origin'> = window.location,
): void {
  for (const remote of remotes) {
    const url = resolveManifestUrl(remote.manifestUrl, page.hostname, page.origin);
    // At low priority: the host's own chunks draw the first screen and must not share the line.
    const manifest = fetch(url, {
      cache: 'no-cache',
      priority: 'low',
      signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS),
    });
    early.set(url, manifest);
    manifest
      .then((response) => (response.ok ? (response.clone().json() as Promise<ManifestFiles>) : null))
      .then((files) => files && preload(new URL('.', url).href, files))
      .catch(() => undefined); // the runtime's own load reports the failure
  }
}

/** The manifest fetched early for this address, once (a retry fetches anew); else undefined. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response;
}

/** The entry and the contribution's own files: what the host runs first of a remote. */
function preload(base: string, files: ManifestFiles): void {
  const entry = files.metaData?.remoteEntry;
  const contribution = files.exposes?.find((expose) => expose.name === EXPOSED_MODULE);
  const names = [
    ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
    ...(contribution?.assets?.js?.sync ?? []),
  ];
  for (const name of names) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.setAttribute('fetchpriority', 'low');
    link.href = new URL(name, base).href;
    document.head.append(link);
  }
}
