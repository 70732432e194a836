import { endpointQueries } from '@portal/shared-auth/query';

/** The back office's server state: its keys start with 'admin' in the page's shared cache. */
export const adminQueries = endpointQueries('admin');
