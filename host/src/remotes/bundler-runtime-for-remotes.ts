import hostFederation from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { FEDERATION_BUNDLER_GLOBAL } from '@portal/contracts/platform';

type InitOptions = Parameters<typeof createInstance>[0];
type Lent = Required<Pick<typeof hostFederation, 'runtime' | 'bundlerRuntime' | 'attachShareScopeMap'>>;

/**
 * The runtime's own `init`, less the one thing a remote must not touch: the runtime module
 * remembers the first instance it creates as "the" instance, which in this bundle is the host's.
 * A remote's instance is found again by its name (and version), as the runtime finds it.
 */
function initRemoteInstance(options: InitOptions): ModuleFederation {
  const normalized = { ...options, id: options.id || '' };
  const existing = getInstance(
    ({ options: current }) =>
      current.name === options.name && (options.version ? current.version === options.version : !current.version),
  );
  if (!existing) return createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

/**
 * Lends the remotes this bundle's Module Federation bundler runtime: a remote's build swaps its
 * own copy for `remote-kit/src/preset/bundler-runtime-from-host.ts`, which reads it here, and its
 * remoteEntry.js is 3.7 KB (gzip) lighter. The functions take the remote's `__webpack_require__`
 * as an argument, so one copy serves every build; the host has no exposes, so the container's
 * start (`initContainerEntry`) was left out of its bundle and is added back.
 */
export function provideBundlerRuntimeForRemotes(): void {
  const global = globalThis as Record<string, unknown>;
  if (global[FEDERATION_BUNDLER_GLOBAL]) return;
  const { runtime, bundlerRuntime, attachShareScopeMap } = hostFederation as Lent;
  const lent: Lent = {
    runtime: { ...runtime, init: initRemoteInstance },
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
    attachShareScopeMap,
  };
  global[FEDERATION_BUNDLER_GLOBAL] = lent;
}
