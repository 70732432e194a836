import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { call } from '@portal/shared-auth';
import type { ContentProduct } from '../types/content';

/** GET /api/content/{id}/products-not-in: at most 50 products not linked yet, matching the text. */
export function getProductsNotInContent(id: number, search: string, signal?: AbortSignal): Promise<ContentProduct[]> {
  return call(contentsEndpoints.getContentProductsNotInById, { params: { id }, query: { search } }, { signal });
}
