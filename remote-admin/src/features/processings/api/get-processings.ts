import { ADMIN_KEY } from '../../../api/admin-queries';
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

/** Query keys of the processings: a save invalidates `processingKeys.all`. */
export const processingKeys = {
  all: [ADMIN_KEY, 'processings'] as const,
  list: (query: ProcessingsQuery) => [...processingKeys.all, 'list', query] as const,
  detail: (id: number) => [...processingKeys.all, 'detail', id] as const,
  clients: (id: number) => [...processingKeys.all, 'clients', id] as const,
  products: (id: number) => [...processingKeys.all, 'products', id] as const,
};

/** GET /api/processings: paged by description; search over code, description and form. */
export function getProcessings(
  { requestType, ...query }: ProcessingsQuery,
  signal?: AbortSignal,
): Promise<Page<Processing>> {
  return call(
    processingsEndpoints.getProcessings,
    { query: requestType === null ? query : { ...query, requestType } },
    { signal },
  );
}

/** A page of processings, for the list screen. */
export function processingsPage(query: ProcessingsQuery) {
  return queryOptions({
    queryKey: processingKeys.list(query),
    queryFn: ({ signal }) => getProcessings(query, signal),
  });
}
