import { orderingEndpoints } from '@portal/contracts/endpoints/ordering';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import { downloadFrom } from '@portal/shared-auth/files';
import { filledFilters } from '@portal/contracts/api/endpoint';

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
    queryFn: ({ signal }) => call(orderingEndpoints.getOrderingPriceList, { query: query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/ordering/price-list/export: the same list (same search) as an xlsx sheet. */
export function exportPriceList(search: string) {
  return downloadFrom(
    orderingEndpoints.getOrderingPriceListExport,
    { query: filledFilters({ search }) },
    'listino-prezzi.xlsx',
  );
}
