import { productsEndpoints } from '@portal/contracts/endpoints/products';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import { adminQueries } from '../../../api/admin-queries';
import type { ConfigurationStatus, ProductListItem, ProductType } from '../types/product';

/** The five filters of the product list (spec 002 §2.11); `null` is "all". */
export interface ProductFilters {
  serviceId: number | null;
  lineId: number | null;
  productType: ProductType | null;
  configurationStatus: ConfigurationStatus | null;
}

export interface ProductsQuery extends ProductFilters {
  page: number;
  size: number;
  search: string;
}

/** Only the filters set travel. */
function params(query: ProductsQuery) {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null && value !== ''));
}

/** GET /api/products: paged by code. */
export function getProducts(query: ProductsQuery, signal?: AbortSignal): Promise<Page<ProductListItem>> {
  return call(productsEndpoints.getProducts, { query: params(query) }, { signal });
}

/** A page of products, for the list screen. */
export function productsPage(query: ProductsQuery) {
  return queryOptions({
    queryKey: adminQueries.key(productsEndpoints.getProducts, { query: params(query) }),
    queryFn: ({ signal }) => getProducts(query, signal),
  });
}
