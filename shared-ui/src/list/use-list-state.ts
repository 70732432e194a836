import { useCallback, useEffect, useState } from 'react';
import { usePageParam } from './use-page-param';

/** What a list keeps across the trip to an edit screen (spec 002 §2: restored once on return). */
interface StoredListState<F> {
  search: string;
  size: number;
  filters: F;
}

export interface ListStateOptions<F> {
  /**
   * sessionStorage key (FIELD_FILTER, FORM_FILTER, ...) of a list whose rows open an edit
   * screen: its search and filters come back once on return. Without one they live as long as
   * the screen.
   */
  storageKey?: string;
  defaultSize: number;
  /** The screen's own filters (service, type, ...) with their initial values. */
  initialFilters?: F;
  /**
   * false for a list that is not the page's own (one of several tabs): its page stays with it,
   * not in the address the tabs share.
   */
  pageInAddress?: boolean;
}

export interface ListState<F> {
  page: number;
  size: number;
  search: string;
  filters: F;
  setPage: (page: number) => void;
  /** A new page size or page from the paginator. */
  changePage: (page: number, size: number) => void;
  /** A new search text: back to the first page. */
  changeSearch: (search: string) => void;
  /** One filter changes: back to the first page. */
  changeFilter: <K extends keyof F>(name: K, value: F[K]) => void;
  /** Saves search, size and filters before leaving for an edit screen. */
  remember: () => void;
  /** `path` with this list's page (`?page=2`), so the edit screen can come back to it. */
  withPage: (path: string) => string;
}

function readStored<F>(key: string | undefined): StoredListState<F> | null {
  if (key === undefined) return null;
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return null;
    return JSON.parse(raw) as StoredListState<F>;
  } catch {
    return null;
  }
}

/**
 * The state of a server-paged list: page in the query string (spec 002 §2: a reload or the
 * edit screen's back arrow returns to it), search text, page size and filters, kept under
 * `storageKey` when the user leaves for an edit screen.
 */
export function useListState<F extends object = Record<string, never>>(options: ListStateOptions<F>): ListState<F> {
  const { storageKey, defaultSize, pageInAddress = true } = options;
  const [addressPage, setAddressPage] = usePageParam();
  const [ownPage, setOwnPage] = useState(0);
  const [page, setPage] = pageInAddress ? [addressPage, setAddressPage] : [ownPage, setOwnPage];
  const [initial] = useState(() => {
    const stored = readStored<F>(storageKey);
    return {
      search: stored?.search ?? '',
      size: stored?.size ?? defaultSize,
      filters: { ...(options.initialFilters ?? ({} as F)), ...(stored?.filters ?? {}) } as F,
    };
  });
  const [search, setSearch] = useState(initial.search);
  const [size, setSize] = useState(initial.size);
  const [filters, setFilters] = useState<F>(initial.filters);
  // Restored once: a later visit (from the menu) starts clean. Removed in an effect, not in
  // the initializer, which React may call twice.
  useEffect(() => {
    if (storageKey === undefined) return;
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // storage disabled
    }
  }, [storageKey]);

  const changePage = useCallback(
    (nextPage: number, nextSize: number) => {
      setSize(nextSize);
      setPage(nextPage);
    },
    [setPage],
  );
  const changeSearch = useCallback(
    (text: string) => {
      setSearch(text);
      setPage(0);
    },
    [setPage],
  );
  const changeFilter = useCallback(
    <K extends keyof F>(name: K, value: F[K]) => {
      setFilters((current) => ({ ...current, [name]: value }));
      setPage(0);
    },
    [setPage],
  );
  const remember = useCallback(() => {
    if (storageKey === undefined) return;
    const state: StoredListState<F> = { search, size, filters };
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(state));
    } catch {
      // Storage full or disabled: the list simply starts clean on return.
    }
  }, [storageKey, search, size, filters]);
  const withPage = useCallback((path: string) => withPageParam(path, page), [page]);

  return { page, size, search, filters, setPage, changePage, changeSearch, changeFilter, remember, withPage };
}

/** `path?page=N` when N > 0 (the page a list or edit screen goes back to). */
export function withPageParam(path: string, page: number | null | undefined): string {
  if (!page || page <= 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
}
