import { endpointQueries } from '@portal/shared-auth/query';

/** The customer area's server state: its keys start with 'customer' in the page's shared cache. */
export const customerQueries = endpointQueries('customer');
