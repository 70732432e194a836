import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@portal/shared-auth';
import type { OrderableLine } from '../types/ordering';
import { orderingKeys } from './ordering-keys';

/** GET /api/ordering/lines: paged, by service order; `contentIds` repeated in the query string. */
export function getOrderableLines(query: object, signal?: AbortSignal): Promise<Page<OrderableLine>> {
  return api.get<Page<OrderableLine>>('/api/ordering/lines', {
    params: query,
    paramsSerializer: { indexes: null },
    signal,
  });
}

export function useOrderableLines(query: object) {
  return useQuery({
    queryKey: orderingKeys.lines(query),
    queryFn: ({ signal }) => getOrderableLines(query, signal),
    placeholderData: keepPreviousData,
  });
}
