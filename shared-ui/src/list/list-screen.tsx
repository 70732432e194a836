import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { Page } from '@portal/shared-auth';
import { ListPage, type ListPageProps } from './list-page';
import type { ListState } from './use-list-state';

/** What a list's page query is asked with: the page, its size, the search text and the screen's filters. */
export type ListParams<F> = { page: number; size: number; search: string } & F;

/**
 * A query-options factory of a paged call (`useQuery`'s options for the given page and filters).
 * Any key: each feature's factory types its own (`['fields', 'list', query]`), and a function
 * answering a narrower key is not assignable to one answering `QueryKey`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type ListQuery<T, F> = (params: ListParams<F>) => UseQueryOptions<Page<T>, Error, Page<T>, any>;

export function listParams<F extends object>(list: Pick<ListState<F>, 'page' | 'size' | 'search' | 'filters'>) {
  return { page: list.page, size: list.size, search: list.search, ...list.filters } as ListParams<F>;
}

export interface ListScreenProps<T, F extends object> extends Omit<
  ListPageProps<T>,
  'rows' | 'loading' | 'error' | 'onRetry' | 'paging' | 'search' | 'create'
> {
  /** The page sizes the paginator offers. */
  sizeOptions: readonly number[];
  /** Page, size, search and filters (`useListState`). */
  list: ListState<F>;
  /** The rows' query, asked again whenever the page or a filter changes. */
  query: ListQuery<T, F>;
  /** The debounced search box: its text is the list's. */
  search?: { placeholder: string; delay: number };
  /** The 'Nuovo ...' link; leaving by it keeps the list's state like a row's Modifica does. */
  create?: { label: string; to: string };
}

/**
 * Every paged list of the portal: title, toolbar, server-paged table, Italian paginator, wired
 * to its state and its query, so that a screen declares its columns, filters and texts, and its
 * loading, empty and failed states never contradict each other. The previous page stays on
 * screen while the next one loads.
 */
export function ListScreen<T extends object, F extends object = Record<string, never>>(props: ListScreenProps<T, F>) {
  const { list, query, search, create, sizeOptions, ...rest } = props;
  const rows = useQuery({ ...query(listParams(list)), placeholderData: keepPreviousData });
  return (
    <ListPage<T>
      {...rest}
      search={search && { ...search, value: list.search, onSearch: list.changeSearch }}
      create={create && { ...create, onClick: list.remember }}
      rows={rows.data?.content}
      loading={rows.isFetching}
      error={rows.error}
      onRetry={() => void rows.refetch()}
      paging={{
        total: rows.data?.totalElements ?? 0,
        page: list.page,
        size: list.size,
        sizeOptions,
        onPageChange: list.changePage,
      }}
    />
  );
}
