import type { UseQueryResult } from '@tanstack/react-query';

/**
 * What a list or edit screen needs of a query (`useQuery` of the endpoint's file): its data,
 * whether it is fetching, its error and a retry. shared-ui makes no call of its own.
 */
export type RemoteData<T> = Pick<UseQueryResult<T, Error>, 'data' | 'isFetching' | 'error' | 'refetch'>;

/** A page of a paged list, as the API answers it. */
interface PageLike<T> {
  content: T[];
  totalElements: number;
}

/**
 * ListPage's rows, total, loading, error and retry from the list's page query: one wiring for
 * every paged list, so that its states (loading, empty, failed) never contradict each other.
 */
export function pagedRows<T>(query: RemoteData<PageLike<T>>) {
  return {
    rows: query.data?.content,
    total: query.data?.totalElements ?? 0,
    loading: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
