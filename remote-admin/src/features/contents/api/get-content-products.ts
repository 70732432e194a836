import { api } from '@portal/shared-auth';
import type { ContentProduct } from '../types/content';

/** GET /api/content/{id}/products: the content's products, by code. */
export function getContentProducts(id: number): Promise<ContentProduct[]> {
  return api.get<ContentProduct[]>(`/api/content/${id}/products`);
}
