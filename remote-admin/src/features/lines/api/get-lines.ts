import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import { adminQueries } from '../../../api/admin-queries';
import type { Line } from '../types/line';

export interface LinesQuery {
  page: number;
  size: number;
  search: string;
  /** Only the lines of this service; `null` for every service. */
  serviceId: number | null;
}

const linesInput = ({ serviceId, ...query }: LinesQuery) => ({
  query: serviceId === null ? query : { ...query, serviceId },
});

/** GET /api/lines: paged by code; the search matches code, name and description. */
export function getLines(query: LinesQuery, signal?: AbortSignal): Promise<Page<Line>> {
  return call(linesEndpoints.getLines, linesInput(query), { signal });
}

/** A page of lines, for the list screen. */
export function linesPage(query: LinesQuery) {
  return queryOptions({
    queryKey: adminQueries.key(linesEndpoints.getLines, linesInput(query)),
    queryFn: ({ signal }) => getLines(query, signal),
  });
}
