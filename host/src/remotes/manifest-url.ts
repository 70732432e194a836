/**
 * A manifest's address as the registry answers it, made one the browser can fetch: the
 * repository's remotes are named by placeholder, `{hostname}` for this browser's own host name;
 * a hosted remote's address starts with '/', on the host's own origin (issue 47).
 */
export function resolveManifestUrl(manifestUrl: string, hostname: string, origin: string): string {
  const url = manifestUrl.replace('{hostname}', hostname);
  return url.startsWith('/') ? `${origin}${url}` : url;
}
