import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import { CATALOGUE_KEYS } from '../../../api/catalogue-keys';
import type { Line } from '../types/line';

export interface LinesQuery {
  page: number;
  size: number;
  search: string;
  /** Only the lines of this service; `null` for every service. */
  serviceId: number | null;
}

/** Query keys of the lines: a save invalidates `lineKeys.all`. */
export const lineKeys = {
  all: CATALOGUE_KEYS.lines,
  list: (query: LinesQuery) => [...lineKeys.all, 'list', query] as const,
  detail: (id: number) => [...lineKeys.all, 'detail', id] as const,
  products: (id: number) => [...lineKeys.all, 'products', id] as const,
  productsNotIn: (id: number) => [...lineKeys.all, 'products-not-in', id] as const,
};

/** GET /api/lines: paged by code; the search matches code, name and description. */
export function getLines({ serviceId, ...query }: LinesQuery, signal?: AbortSignal): Promise<Page<Line>> {
  return call(linesEndpoints.getLines, { query: serviceId === null ? query : { ...query, serviceId } }, { signal });
}

/** A page of lines, for the list screen. */
export function linesPage(query: LinesQuery) {
  return queryOptions({
    queryKey: lineKeys.list(query),
    queryFn: ({ signal }) => getLines(query, signal),
  });
}
