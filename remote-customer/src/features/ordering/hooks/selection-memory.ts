import { DEFAULT_FILTERS, type LineFilters } from './line-filters';

/**
 * What product selection remembers when the user opens a line, restored once when the drawer
 * opens again for the same subject (spec 000 §2.7: going back restores the filters).
 */
const KEY = 'PRODUCT_SELECTION_FILTER';

interface Remembered {
  subjectKey: string;
  filters: LineFilters;
  page: number;
  size: number;
}

export function rememberSelection(state: Remembered): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // storage disabled: the drawer starts from the defaults
  }
}

/** The state kept for this subject, once; the defaults otherwise. */
export function restoreSelection(subjectKey: string, defaultSize: number): Omit<Remembered, 'subjectKey'> {
  const fallback = { filters: DEFAULT_FILTERS, page: 0, size: defaultSize };
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return fallback;
    const stored = JSON.parse(raw) as Remembered;
    if (stored.subjectKey !== subjectKey) return fallback;
    return { filters: { ...DEFAULT_FILTERS, ...stored.filters }, page: stored.page, size: stored.size };
  } catch {
    return fallback;
  }
}
