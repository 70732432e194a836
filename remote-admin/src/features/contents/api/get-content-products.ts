import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { ContentProduct } from '../types/content';
import { contentProductsKey } from './get-contents';

/** GET /api/content/{id}/products: the content's products, by code. */
export function getContentProducts(id: number, signal?: AbortSignal): Promise<ContentProduct[]> {
  return call(contentsEndpoints.getContentProductsById, { params: { id } }, { signal });
}

export function useContentProducts(id: number) {
  return useQuery({ queryKey: contentProductsKey(id), queryFn: ({ signal }) => getContentProducts(id, signal) });
}
