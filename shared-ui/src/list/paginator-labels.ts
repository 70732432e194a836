/** Italian paginator labels, exactly as spec 002 §9 gives them. */
export const PAGINATOR_LABELS = {
  itemsPerPage: 'Elementi per pagina:',
  nextPage: 'Pagina successiva',
  previousPage: 'Pagina precedente',
  lastPage: 'Vai alla fine',
  firstPage: 'Torna allinizio',
} as const;

/** The page sizes a paged list offers where the spec names no others for it. */
export const PAGE_SIZES = [10, 20, 50] as const;

/** 'x - y di z' for a zero-based page. */
export function rangeLabel(page: number, size: number, total: number): string {
  if (total === 0 || size === 0) return `0 di ${total}`;
  const start = page * size;
  const end = Math.min(start + size, total);
  return `${start + 1} - ${end} di ${total}`;
}

export function lastPageIndex(size: number, total: number): number {
  return Math.max(0, Math.ceil(total / size) - 1);
}
