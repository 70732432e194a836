/** The remotes the registry knows and the shape of a release's version folder name. */
export const REMOTE_APPS = ['remote-customer', 'remote-admin', 'remote-permissions'] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];

/** A version is a folder name under releases/<app>/. */
export const VERSION_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';
