import { api } from '@portal/shared-auth';
import type { ContentProduct } from '../types/content';

/** POST /api/content/{id}/product: links a product; answers the content's products. */
export function addContentProduct(id: number, productId: number): Promise<ContentProduct[]> {
  return api.post<ContentProduct[]>(`/api/content/${id}/product`, { productId });
}
