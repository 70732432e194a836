import type { Page } from '@portal/shared-auth';
import type { RemoteData } from './remote-data';
import { ListPage, type ListPageProps } from './list-page';
import type { ListState } from './use-list-state';

export interface ResourceListPageProps<T> extends Omit<
  ListPageProps<T>,
  'rows' | 'total' | 'loading' | 'error' | 'onRetry' | 'page' | 'size' | 'onPageChange' | 'search' | 'create'
> {
  /** Page, size and search of the list (`useListState`). */
  state: Pick<ListState<object>, 'page' | 'size' | 'search' | 'changePage' | 'changeSearch' | 'remember'>;
  /** The loaded page (the `useQuery` of a paged call). */
  data: RemoteData<Page<T>>;
  search?: { placeholder: string; delay: number };
  /** The 'Nuovo ...' link; leaving by it saves the list's state like Modifica does. */
  create?: { label: string; to: string };
}

/**
 * A list screen of a catalogue resource: `ListPage` wired to its list state and its paged
 * call, so a screen declares only its title, columns and texts.
 */
export function ResourceListPage<T extends object>({ state, data, search, create, ...rest }: ResourceListPageProps<T>) {
  return (
    <ListPage<T>
      {...rest}
      search={search && { ...search, value: state.search, onSearch: state.changeSearch }}
      create={create && { ...create, onClick: state.remember }}
      rows={data.data?.content}
      total={data.data?.totalElements ?? 0}
      loading={data.isFetching}
      error={data.error}
      onRetry={() => void data.refetch()}
      page={state.page}
      size={state.size}
      onPageChange={state.changePage}
    />
  );
}
