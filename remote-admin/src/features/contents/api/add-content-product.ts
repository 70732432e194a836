import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import type { ContentProduct } from '../types/content';
import { useProductsAnswer } from './use-products-answer';

/** POST /api/content/{id}/product: links a product; answers the content's products. */
export function addContentProduct(id: number, productId: number): Promise<ContentProduct[]> {
  return api.post<ContentProduct[]>(`/api/content/${id}/product`, { productId });
}

export function useAddContentProduct(id: number) {
  const accept = useProductsAnswer(id);
  return useMutation({ mutationFn: (productId: number) => addContentProduct(id, productId), onSuccess: accept });
}
