import { endpointQueries } from '@portal/shared-auth/query';

/** The customer area's server state: its keys start with 'customer' in the page's shared cache. */
export const customerQueries = endpointQueries('customer');

/** The first segments of this remote's keys: another remote's 'requests' is not ours. */
export const CUSTOMER_KEY = customerQueries.namespace;
