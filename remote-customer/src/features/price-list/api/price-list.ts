import { customerQueries } from '../../../api/customer-queries';
import { orderingEndpoints } from '@portal/contracts/endpoints/ordering';
import { downloadFrom } from '@portal/shared-auth/files';
import { filledFilters } from '@portal/contracts/api/endpoint';

export interface PriceListRequest {
  page: number;
  size: number;
  search: string;
}

/** GET /api/ordering/price-list: a page of what the client may order, at the caller's price. */
export function priceListPage(query: PriceListRequest) {
  return customerQueries.options(orderingEndpoints.getOrderingPriceList, { query });
}

/** GET /api/ordering/price-list/export: the same list (same search) as an xlsx sheet. */
export function exportPriceList(search: string) {
  return downloadFrom(
    orderingEndpoints.getOrderingPriceListExport,
    { query: filledFilters({ search }) },
    'listino-prezzi.xlsx',
  );
}
