/**
 * What a remote's build uses in place of `@module-federation/webpack-bundler-runtime` (aliased
 * in the preset, app-config.ts): the host's copy, lent under `FEDERATION_BUNDLER_GLOBAL` by
 * `host/src/remotes/bundler-runtime-for-remotes.ts`. The functions are the host's; the state is
 * this build's own (its share scopes, its instance, its options), as the package's would be.
 */
import type federationOfThePackage from '@module-federation/webpack-bundler-runtime';
import { FEDERATION_BUNDLER_GLOBAL } from '@portal/contracts/platform';

type Federation = typeof federationOfThePackage;
type Lent = Required<Pick<Federation, 'runtime' | 'bundlerRuntime' | 'attachShareScopeMap'>>;

const lent = (globalThis as Record<string, unknown>)[FEDERATION_BUNDLER_GLOBAL] as Lent | undefined;
if (!lent) {
  // Stops this remote's start only: the host shows its fallback for the remote's pages.
  throw new Error("[portal] l'host non fornisce il runtime di Module Federation (contratto dei remote 2)");
}

const federation: Federation = {
  runtime: lent.runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...lent.bundlerRuntime, S: {} },
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
