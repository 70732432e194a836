import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/shared-auth/router';
import { withPageParam, type ListState } from './use-list-state';

type Filters = Record<string, string | number | null>;

export interface AddressListOptions<F extends Filters> {
  sizeOptions: readonly number[];
  defaultSize: number;
  /** Each filter read back from its text in the address: its value, or null when absent or not valid. */
  filters: { [K in keyof F]: (raw: string) => F[K] | null };
}

function positiveInteger(raw: string | null): number | null {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * A list whose search, filters, page and size all live in the address
 * (`?status=COMPLETED&from=2026-11-01&page=2`): a reload, a bookmark or a link sent to a
 * colleague opens the same rows. Defaults and empty filters are left out of it. A new search or
 * filter replaces the entry (typing is not history); a new page adds one, so Back returns to it.
 */
export function useAddressListState<F extends Filters>(
  options: AddressListOptions<F>,
): ListState<{ [K in keyof F]: F[K] | null }> {
  const { sizeOptions, defaultSize } = options;
  const [address, setAddress] = useSearchParams();
  const parsers = options.filters;

  const state = useMemo(() => {
    const size = positiveInteger(address.get('size'));
    const filters = Object.fromEntries(
      Object.entries(parsers).map(([name, parse]) => {
        const raw = address.get(name);
        return [name, raw === null || raw === '' ? null : parse(raw)];
      }),
    ) as { [K in keyof F]: F[K] | null };
    return {
      page: positiveInteger(address.get('page')) ?? 0,
      size: sizeOptions.find((option) => option === size) ?? defaultSize,
      search: address.get('search') ?? '',
      filters,
    };
  }, [address, parsers, sizeOptions, defaultSize]);

  const write = useCallback(
    (next: typeof state, replace: boolean) => {
      const params = new URLSearchParams();
      if (next.search) params.set('search', next.search);
      for (const [name, value] of Object.entries(next.filters)) {
        if (value !== null && value !== '') params.set(name, String(value));
      }
      if (next.page > 0) params.set('page', String(next.page));
      if (next.size !== defaultSize) params.set('size', String(next.size));
      setAddress(params, { replace });
    },
    [setAddress, defaultSize],
  );

  return {
    ...state,
    setPage: (page) => write({ ...state, page }, false),
    changePage: (page, size) => write({ ...state, page, size }, false),
    changeSearch: (search) => write({ ...state, search, page: 0 }, true),
    changeFilter: (name, value) => write({ ...state, filters: { ...state.filters, [name]: value }, page: 0 }, true),
    // Nothing to keep aside: the way back to the list is its address.
    remember: () => undefined,
    withPage: (path) => withPageParam(path, state.page),
  };
}
