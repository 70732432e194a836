import { productsEndpoints } from '@portal/contracts/endpoints/products';
import { adminQueries } from './admin-queries';
import type { ProductSearchQuery } from '@portal/contracts/api/products';

/**
 * The product lookup: by code or description, at most 50 (or `limit`, up to 100), without
 * `excludeId`; `parentsOnly`: not children.
 */
export const productLookup =
  (options: ProductSearchOptions = {}) =>
  (search: string) =>
    adminQueries.options(productsEndpoints.getProductsSearch, { query: { search, ...searchOptions(options) } });

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
