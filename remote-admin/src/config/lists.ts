/**
 * The back office's lists (spec 002, limits): 20 rows a page at first, 5, 10 or 20 to choose
 * from (the contents: 20, 50 or 100), and a search box that asks once typing has paused 1000 ms.
 */
export const LIST_PAGE_SIZES = [5, 10, 20] as const;
export const CONTENT_PAGE_SIZES = [20, 50, 100] as const;
export const LIST_SEARCH_DELAY_MS = 1000;
