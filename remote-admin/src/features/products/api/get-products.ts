import { productsEndpoints } from '@portal/contracts/endpoints/products';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import { CATALOGUE_KEYS } from '../../../api/catalogue-keys';
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

/** Query keys of the products: a save invalidates `productKeys.all`. */
export const productKeys = {
  all: CATALOGUE_KEYS.products,
  list: (query: ProductsQuery) => [...productKeys.all, 'list', query] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  search: (purpose: string, id: number) => [...productKeys.all, 'search', purpose, id] as const,
  categories: [...CATALOGUE_KEYS.products, 'categories'] as const,
};

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
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
  });
}
