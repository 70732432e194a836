import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { useMutation } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { ContentProduct } from '../types/content';
import { useProductsAnswer } from './use-products-answer';

/** DELETE /api/content/{id}/product/{productId}: unlinks; answers the content's products. */
export function removeContentProduct(id: number, productId: number): Promise<ContentProduct[]> {
  return call(contentsEndpoints.deleteContentProductByIdAndProductId, { params: { id, productId } });
}

export function useRemoveContentProduct(id: number) {
  const accept = useProductsAnswer(id);
  return useMutation({ mutationFn: (productId: number) => removeContentProduct(id, productId), onSuccess: accept });
}
