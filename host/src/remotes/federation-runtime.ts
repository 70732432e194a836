/**
 * The host's Module Federation runtime: a chunk of its own, which `remote-source.ts` loads with
 * the first remote, after the first frame. The host is not a federated build (the preset, app-config.ts):
 * here it starts the runtime's instance, lends the remotes the singletons its code runs on, the
 * runtime (`_FEDERATION_RUNTIME_CORE`, read by the remotes' `externalRuntime` builds) and the
 * bundler runtime (contract 2), and loads each remote's contribution.
 */
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import type { RemoteContribution } from '@portal/shared-ui';
import type { RemoteRelease } from './remote-registry';
import { provideBundlerRuntimeForRemotes } from './bundler-runtime-for-remotes';
import { prefetchLentWithTheRuntime, providedSingletons } from './provided-singletons';
import { withTimeout } from './with-timeout';
import { EXPOSED_MODULE, REMOTE_LOAD_TIMEOUT_MS, takeEarlyManifest } from './early-manifests';

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
  // The manifest fetch gets its own timeout, so a hung remote server cannot hold the host; one
  // fetched early (early-manifests.ts), with the same timeout, is taken as it is.
  async fetch(url, init) {
    const early = takeEarlyManifest(url);
    if (early) return early;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REMOTE_LOAD_TIMEOUT_MS);
    try {
      return await fetch(url, { ...init, signal: controller.signal, cache: 'no-cache' });
    } finally {
      clearTimeout(timer);
    }
  },
};

/** The name the remotes' builds know the runtime by (their `externalRuntime` external). */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

let started = false;

/** Once: the host's instance (the runtime's first, so "the" instance of its global functions). */
function startRuntime(): void {
  if (started) return;
  (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
  init({
    name: 'host',
    remotes: [],
    shared: providedSingletons(),
    shareStrategy: 'loaded-first',
    plugins: [remoteErrorPlugin],
  });
  provideBundlerRuntimeForRemotes();
  prefetchLentWithTheRuntime();
  started = true;
}

export function registerRelease(release: RemoteRelease, force = false): void {
  startRuntime();
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
