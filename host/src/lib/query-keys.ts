import { endpointQueries } from '@portal/shared-auth/query';

/**
 * The first segment of the host's query keys: the page's one cache is shared with the remotes
 * (each starts its keys with its own namespace, 'admin', 'customer', 'permissions').
 */
export const HOST_KEY = 'host';

/** The host's own server state, keyed by its endpoints' descriptors under `HOST_KEY`. */
export const hostQueries = endpointQueries(HOST_KEY);
