import { adminQueries } from '../../../api/admin-queries';
import { processingsEndpoints } from '@portal/contracts/endpoints/processings';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import type { Processing, RequestType } from '../types/processing';

export interface ProcessingsQuery {
  page: number;
  size: number;
  search: string;
  /** Only this request type; `null` for all. */
  requestType: RequestType | null;
}

/** What a save, a link or an unlink makes stale: every answer of the processings' endpoints. */
export const PROCESSINGS = adminQueries.about(processingsEndpoints);

/** GET /api/processings: paged by description; search over code, description and form. */
const processingsInput = ({ requestType, ...query }: ProcessingsQuery) => ({
  query: requestType === null ? query : { ...query, requestType },
});

export function getProcessings(query: ProcessingsQuery, signal?: AbortSignal): Promise<Page<Processing>> {
  return call(processingsEndpoints.getProcessings, processingsInput(query), { signal });
}

/** A page of processings, for the list screen. */
export function processingsPage(query: ProcessingsQuery) {
  return queryOptions({
    queryKey: adminQueries.key(processingsEndpoints.getProcessings, processingsInput(query)),
    queryFn: ({ signal }) => getProcessings(query, signal),
  });
}
