import { orderingEndpoints } from '@portal/contracts/endpoints/ordering';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import type { OrderableLine } from '../types/ordering';
import { customerQueries } from '../../../api/customer-queries';

/** GET /api/ordering/lines: paged, by service order; `contentIds` repeated in the query string. */
export function getOrderableLines(query: object, signal?: AbortSignal): Promise<Page<OrderableLine>> {
  return call(orderingEndpoints.getOrderingLines, { query: query }, { paramsSerializer: { indexes: null }, signal });
}

export function useOrderableLines(query: object) {
  return useQuery({
    queryKey: customerQueries.key(orderingEndpoints.getOrderingLines, { query }),
    queryFn: ({ signal }) => getOrderableLines(query, signal),
    placeholderData: keepPreviousData,
  });
}
