import { productsEndpoints } from '@portal/contracts/endpoints/products';
import { call } from '@portal/shared-auth';
import { adminQueries } from './admin-queries';
import type { ProductRef, ProductSearchQuery } from '@portal/contracts/api/products';

/**
 * GET /api/products/search: by code, at most 50 (or `limit`, up to 100), without `excludeId`;
 * `parentsOnly`: not children.
 */
export function searchProducts(
  search: string,
  options: ProductSearchOptions = {},
  signal?: AbortSignal,
): Promise<ProductRef[]> {
  return call(productsEndpoints.getProductsSearch, { query: { search, ...searchOptions(options) } }, { signal });
}

/** The search's query but the text; a product not saved yet has no id to exclude (null). */
export type ProductSearchOptions = Omit<ProductSearchQuery, 'search' | 'excludeId'> & {
  excludeId?: ProductSearchQuery['excludeId'] | null;
};

/** Only the options set travel. */
const searchOptions = (options: ProductSearchOptions) => ({
  ...(options.excludeId ? { excludeId: options.excludeId } : {}),
  ...(options.parentsOnly ? { parentsOnly: true } : {}),
  ...(options.limit ? { limit: options.limit } : {}),
});

/** A product lookup's cache, by its options (the typed text follows). */
export const productSearchKey = (options: ProductSearchOptions = {}) =>
  adminQueries.key(productsEndpoints.getProductsSearch, { query: { search: '', ...searchOptions(options) } });
