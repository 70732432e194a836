import { ListPage, type ListPageProps } from './list-page';
import type { RemoteData } from './remote-data';
import type { ListState } from './use-list-state';

/** A whole list's search runs in the page: a short pause is enough. */
export const WHOLE_LIST_SEARCH_DELAY_MS = 300;

export interface WholeListScreenProps<T> extends Omit<
  ListPageProps<T>,
  'rows' | 'loading' | 'error' | 'onRetry' | 'paging' | 'search'
> {
  /** The page sizes the paginator offers. */
  sizeOptions: readonly number[];
  /** Page, size and search (`useListState`). */
  list: ListState<Record<string, never>>;
  /** The query that answers the whole list (tens of records: price lists, categories). */
  query: RemoteData<T[]>;
  /** The search box: what of a row it searches (code, description, ...). */
  search: { placeholder: string; textOf: (row: T) => string };
}

/** The rows whose text holds the search (any case), and the page of them on screen. */
export function pageOfWhole<T>(
  rows: readonly T[],
  textOf: (row: T) => string,
  { search, page, size }: { search: string; page: number; size: number },
): { rows: T[]; total: number } {
  const wanted = search.trim().toLocaleLowerCase('it-IT');
  const found = wanted ? rows.filter((row) => textOf(row).toLocaleLowerCase('it-IT').includes(wanted)) : [...rows];
  return { rows: found.slice(page * size, (page + 1) * size), total: found.length };
}

/**
 * A list the server answers whole, drawn like every paged list: the same search box and
 * paginator, searched and paged in the page, so a list that grows stays usable.
 */
export function WholeListScreen<T extends object>(props: WholeListScreenProps<T>) {
  const { list, query, search, sizeOptions, ...rest } = props;
  const shown = query.data && pageOfWhole(query.data, search.textOf, list);
  return (
    <ListPage<T>
      {...rest}
      search={{
        placeholder: search.placeholder,
        value: list.search,
        onSearch: list.changeSearch,
        delay: WHOLE_LIST_SEARCH_DELAY_MS,
      }}
      rows={shown?.rows}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      paging={{
        total: shown?.total ?? 0,
        page: list.page,
        size: list.size,
        sizeOptions,
        onPageChange: list.changePage,
      }}
    />
  );
}
