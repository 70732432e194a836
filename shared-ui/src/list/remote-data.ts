import type { UseQueryResult } from '@tanstack/react-query';

/**
 * What a list or edit screen needs of a query (`useQuery` of the endpoint's file): its data,
 * whether it is fetching, its error and a retry. shared-ui makes no call of its own.
 */
export type RemoteData<T> = Pick<UseQueryResult<T, Error>, 'data' | 'isFetching' | 'error' | 'refetch'>;
