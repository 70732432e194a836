import { api } from '@portal/shared-auth';
import type { ContentProduct } from '../types/content';

/** DELETE /api/content/{id}/product/{productId}: unlinks; answers the content's products. */
export function removeContentProduct(id: number, productId: number): Promise<ContentProduct[]> {
  return api.delete<ContentProduct[]>(`/api/content/${id}/product/${productId}`);
}
