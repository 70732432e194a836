import { endpointQueries } from '@portal/shared-auth/query';

/** The back office's server state: its keys start with 'admin' in the page's shared cache. */
export const adminQueries = endpointQueries('admin');

/** The first segment of this remote's keys: another remote's 'users' is not ours. */
export const ADMIN_KEY = adminQueries.namespace;
