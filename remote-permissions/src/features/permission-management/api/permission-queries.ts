import { endpointQueries } from '@portal/shared-auth/query';

/** Permission management's server state: its keys start with 'permissions' in the page's shared cache. */
export const permissionQueries = endpointQueries('permissions');
