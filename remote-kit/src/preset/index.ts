/**
 * `@portal/remote-kit/preset`: the build a remote of the portal is made with. A team's
 * rspack.config.ts is the remote's name, its dev port and what it exposes:
 *
 *   export default createRemoteConfig({ name: 'remote_reports', dir: __dirname, port: 4209 });
 */
import type { Configuration } from '@rspack/core';
import { createAppConfig, type AppConfigOptions } from './app-config';

export { createAppConfig, type AppConfigOptions, type AppKind } from './app-config';

export type RemoteConfigOptions = Pick<AppConfigOptions, 'name' | 'dir' | 'port' | 'outputDir' | 'packagesFrom'> & {
  /** What the remote exposes; its contribution by default. */
  exposes?: Record<string, string>;
};

/** A remote's build: contribution exposed, every singleton the host's, the contract file written. */
export function createRemoteConfig(options: RemoteConfigOptions): Configuration {
  return createAppConfig({
    exposes: { './contribution': './src/app/contribution.ts' },
    ...options,
    kind: 'remote',
  });
}
