import { useCallback, useState } from 'react';
import { usePageParam } from './use-page-param';

/**
 * The page (in the address, `?page=`) and the size of a paged list: a new size starts from the
 * first page. `paging` is ListPage's paginator props.
 */
export function usePaging(sizeOptions: readonly number[], defaultSize: number = sizeOptions[0]) {
  const [page, setPage] = usePageParam();
  const [size, setSize] = useState(defaultSize);
  const onPageChange = useCallback(
    (next: number, nextSize: number) => {
      setSize(nextSize);
      setPage(nextSize === size ? next : 0);
    },
    [size, setPage],
  );
  return { page, size, setPage, paging: { page, size, sizeOptions, onPageChange } };
}
