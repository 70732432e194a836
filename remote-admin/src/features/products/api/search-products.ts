import { api } from '@portal/shared-auth';
import type { ProductRef } from '../types/product';

/** GET /api/products/search: at most 50 by code, without `excludeId`; `parentsOnly`: not children. */
export function searchProducts(
  search: string,
  options: { excludeId?: number | null; parentsOnly?: boolean } = {},
  signal?: AbortSignal,
): Promise<ProductRef[]> {
  const params = {
    search,
    ...(options.excludeId ? { excludeId: options.excludeId } : {}),
    ...(options.parentsOnly ? { parentsOnly: true } : {}),
  };
  return api.get<ProductRef[]>('/api/products/search', { params, signal });
}
