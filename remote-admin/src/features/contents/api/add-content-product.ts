import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { useMutation } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { ContentProduct } from '../types/content';
import { useProductsAnswer } from './use-products-answer';

/** POST /api/content/{id}/product: links a product; answers the content's products. */
export function addContentProduct(id: number, productId: number): Promise<ContentProduct[]> {
  return call(contentsEndpoints.postContentProductById, { params: { id }, body: { productId } });
}

export function useAddContentProduct(id: number) {
  const accept = useProductsAnswer(id);
  return useMutation({ mutationFn: (productId: number) => addContentProduct(id, productId), onSuccess: accept });
}
