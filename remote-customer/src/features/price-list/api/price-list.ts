import { CUSTOMER_KEY } from '../../../api/customer-queries';
import { orderingEndpoints } from '@portal/contracts/endpoints/ordering';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import { downloadFrom } from '@portal/shared-auth/files';
import { filledFilters } from '@portal/contracts/api/endpoint';

export interface PriceListRequest {
  page: number;
  size: number;
  search: string;
}

export const priceListKeys = {
  all: [CUSTOMER_KEY, 'customer-price-list'] as const,
  page: (query: PriceListRequest) => [...priceListKeys.all, query] as const,
};

/** GET /api/ordering/price-list: the products the client may order, with the caller's price. */
/** GET /api/ordering/price-list: a page of what the client may order, at its price. */
export function priceListPage(query: PriceListRequest) {
  return queryOptions({
    queryKey: priceListKeys.page(query),
    queryFn: ({ signal }) => call(orderingEndpoints.getOrderingPriceList, { query: query }, { signal }),
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
