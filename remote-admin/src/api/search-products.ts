import { productsEndpoints } from '@portal/contracts/endpoints/products';
import { call } from '@portal/shared-auth';
import type { ProductRef } from '@portal/contracts/api/products';

/**
 * GET /api/products/search: by code, at most 50 (or `limit`, up to 100), without `excludeId`;
 * `parentsOnly`: not children.
 */
export function searchProducts(
  search: string,
  options: { excludeId?: number | null; parentsOnly?: boolean; limit?: number } = {},
  signal?: AbortSignal,
): Promise<ProductRef[]> {
  const params = {
    search,
    ...(options.excludeId ? { excludeId: options.excludeId } : {}),
    ...(options.parentsOnly ? { parentsOnly: true } : {}),
    ...(options.limit ? { limit: options.limit } : {}),
  };
  return call(productsEndpoints.getProductsSearch, { query: params }, { signal });
}
