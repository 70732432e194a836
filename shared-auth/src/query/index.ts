/**
 * `@portal/shared-auth/query`: server state through TanStack Query, a second singleton entry so
 * that the sign-in page, which asks the server for nothing cached, does not load it.
 */
export { createQueryClient, queryClient } from './query-client';
export { QueryProvider } from './query-provider';
export { validateField, clearValidatorCache, type ValidatorType } from './validate-field';
export { endpointMutation, endpointQueries, type EndpointQueries, type EndpointQueryOptions } from './endpoint-queries';
export { ownCreditQuery, refreshOwnCredit } from './own-credit';
