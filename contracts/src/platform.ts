/**
 * The repository's own remotes: built, served and released from this repository, each from a
 * server of its own. Other teams' remotes are registered at run time (`RegisteredRemote`).
 */
export const REMOTE_APPS = ['remote-customer', 'remote-admin', 'remote-permissions'] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];

export function isRemoteApp(app: string): app is RemoteApp {
  return (REMOTE_APPS as readonly string[]).includes(app);
}

/** What the host reports of a remote: a page session that loaded it, or a failure. */
export const TELEMETRY_KINDS = ['session', 'load-error', 'render-error'] as const;
export type TelemetryKind = (typeof TELEMETRY_KINDS)[number];

/** Most events in one report (the host batches them) and the longest texts kept. */
export const TELEMETRY_LIMITS = { events: 20, route: 200, message: 500 } as const;

/** A version is a folder name under releases/<app>/. */
export const VERSION_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';

/**
 * The version of what a remote's `./contribution` gives the host (routes, navigation, slots:
 * `RemoteContribution` in shared-ui, and the federation runtime the host lends them). Host and
 * remotes are built against one number; a change the other side cannot read raises it, and a
 * remote built against another one is refused at release (by `npm run release` and by the
 * registry). 2: remotes run on the host's bundler runtime (`FEDERATION_BUNDLER_GLOBAL`).
 */
export const REMOTE_CONTRACT_VERSION = 2;

/**
 * The global under which the host provides its Module Federation bundler runtime (the code that
 * consumes shared modules and starts a container) to the remotes, whose builds carry none of
 * their own (since contract 2). It is the host's, made with the host's version of the runtime.
 */
export const FEDERATION_BUNDLER_GLOBAL = '__PORTAL_FEDERATION_BUNDLER__';

/** Each build writes its contract version in this file beside its manifest. */
export const CONTRACT_FILE = 'portal-contract.json';

/**
 * The singletons of the platform, which the host lends the remotes (their builds bring no copy
 * of any: `import: false`). React, the router, the store and the HTTP client must exist once;
 * antd reaches the apps only through @portal/shared-ui (its single door), so sharing shared-ui
 * shares one antd — tree-shaken to what the platform uses — and one antd context, instead of
 * the whole antd (~430 KB gzip) in the first load.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@portal/shared-auth/router',
  'zustand',
  'dayjs',
  'axios',
  '@tanstack/react-query',
  '@portal/shared-auth',
  '@portal/shared-auth/query',
  '@portal/shared-ui',
  '@portal/shared-ui/plain',
  '@portal/shared-ui/core',
  '@portal/shared-ui/shell',
  '@portal/shared-ui/dates',
  '@portal/shared-ui/upload',
  '@portal/shared-ui/steps',
  '@portal/shared-ui/tabs',
  '@portal/shared-ui/result',
  '@portal/shared-ui/descriptions',
  '@portal/shared-ui/drawer',
  '@portal/shared-ui/menu',
  '@portal/shared-ui/forms',
] as const;
export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

/**
 * A singleton as a manifest or a `portal-contract.json` lists it: the host's, the version it
 * lends; a remote's, the version it was built against, the range it accepts and that it brings
 * no copy of its own (`import: false`).
 */
export interface SharedEntry {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string;
  import?: false;
}

/** What the host's build knows of each singleton it lends: its version and the range remotes may require. */
export type SingletonVersions = Record<SharedSingleton, { version: string; requiredVersion: string }>;
