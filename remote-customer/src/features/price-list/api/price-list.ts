import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PriceListRow } from '@portal/contracts/api/ordering';
import { api, type Page } from '@portal/shared-auth';
import { downloadFile } from '@portal/shared-auth/files';

export interface PriceListRequest {
  page: number;
  size: number;
  search: string;
}

export const priceListKeys = {
  all: ['customer-price-list'] as const,
  page: (query: PriceListRequest) => [...priceListKeys.all, query] as const,
};

/** GET /api/ordering/price-list: the products the client may order, with the caller's price. */
export function usePriceList(query: PriceListRequest) {
  return useQuery({
    queryKey: priceListKeys.page(query),
    queryFn: ({ signal }) => api.get<Page<PriceListRow>>('/api/ordering/price-list', { params: query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/ordering/price-list/export: the same list (same search) as an xlsx sheet. */
export function exportPriceList(search: string) {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  return downloadFile(`/api/ordering/price-list/export${query}`, 'listino-prezzi.xlsx');
}
