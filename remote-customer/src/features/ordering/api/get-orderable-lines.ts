import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@portal/shared-auth';
import type { OrderableLine } from '../types/ordering';

/** Query keys of what a customer may order. */
export const orderingKeys = {
  all: ['ordering'] as const,
  lines: (query: object) => [...orderingKeys.all, 'lines', query] as const,
  services: (subjectType: string | null) => [...orderingKeys.all, 'services', subjectType] as const,
  contents: ['ordering', 'contents'] as const,
  line: (id: number) => [...orderingKeys.all, 'line', id] as const,
  products: (id: number, subjectType: string | null) => [...orderingKeys.all, 'products', id, subjectType] as const,
  prices: (id: number, subjectType: string | null) => [...orderingKeys.all, 'prices', id, subjectType] as const,
};

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
