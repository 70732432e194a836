import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteContribution } from '@portal/shared-ui';
import type { RemoteRelease } from './remote-registry';
import { provideBundlerRuntimeForRemotes } from './bundler-runtime-for-remotes';
import { withTimeout } from './with-timeout';

/** A remote whose manifest or entry does not arrive in time counts as down. */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;
export const EXPOSED_MODULE = 'contribution';

/**
 * Logs every failed remote load in one place and lets the caller's fallback take over:
 * answering nothing makes `loadRemote` reject instead of blanking the host.
 */
export const remoteErrorPlugin: ModuleFederationRuntimePlugin = {
  name: 'portal-remote-error',
  errorLoadRemote({ id, error, lifecycle }) {
    console.warn(`[portal] modulo remoto ${id} non disponibile (${lifecycle})`, error);
    return undefined;
  },
  // The manifest fetch gets its own timeout, so a hung remote server cannot hold the host.
  async fetch(url, init) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REMOTE_LOAD_TIMEOUT_MS);
    try {
      return await fetch(url, { ...init, signal: controller.signal, cache: 'no-cache' });
    } finally {
      clearTimeout(timer);
    }
  },
};

let pluginsRegistered = false;

export function registerRelease(release: RemoteRelease, force = false): void {
  if (!pluginsRegistered) {
    registerPlugins([remoteErrorPlugin]);
    provideBundlerRuntimeForRemotes();
    pluginsRegistered = true;
  }
  // `force` drops what the runtime cached of a failed attempt, so "Riprova" fetches anew.
  registerRemotes([{ name: release.name, entry: release.manifestUrl }], { force });
}

export async function loadContribution(name: string): Promise<RemoteContribution> {
  const module = await withTimeout(
    loadRemote<{ default: RemoteContribution }>(`${name}/${EXPOSED_MODULE}`),
    REMOTE_LOAD_TIMEOUT_MS,
    `Tempo scaduto nel caricamento di ${name}`,
  );
  if (!module?.default) throw new Error(`Il modulo ${name} non ha risposto`);
  return module.default;
}
