/** The remotes the registry knows and the shape of a release's version folder name. */
export const REMOTE_APPS = ['remote-customer', 'remote-admin', 'remote-permissions'] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];

/** A version is a folder name under releases/<app>/. */
export const VERSION_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';

/**
 * The version of what a remote's `./contribution` gives the host (routes, navigation, slots:
 * `RemoteContribution` in shared-ui). Host and remotes are built against one number; a change
 * the other side cannot read raises it, and a remote built against another one is refused at
 * release (by `npm run release` and by the registry).
 */
export const REMOTE_CONTRACT_VERSION = 1;

/** Each build writes its contract version in this file beside its manifest. */
export const CONTRACT_FILE = 'portal-contract.json';
