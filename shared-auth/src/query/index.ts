/**
 * `@portal/shared-auth/query`: server state through TanStack Query, a second singleton entry so
 * that the sign-in page, which asks the server for nothing cached, does not load it. The code
 * fields' check is `@portal/shared-auth/validate-field`, in the chunks of the forms that use it:
 * every first screen loads this entry, and only two forms need that one.
 */
export { createQueryClient, queryClient } from './query-client';
export { QueryProvider } from './query-provider';
export { endpointMutation, endpointQueries, type EndpointQueries, type EndpointQueryOptions } from './endpoint-queries';
export { ownCreditQuery, refreshOwnCredit } from './own-credit';
