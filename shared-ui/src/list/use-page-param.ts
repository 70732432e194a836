import { useCallback } from 'react';
import { useSearchParams } from '@portal/shared-auth/router';

/**
 * The page number of a list lives in the query string (`?page=2`, zero-based, omitted on
 * the first page) so that a reload or the back arrow of an edit screen returns to it.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 0) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [page, setPage];
}
