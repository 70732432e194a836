import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import type { ContentProduct } from '../types/content';
import { contentKeys } from './get-contents';

/** GET /api/content/{id}/products: the content's products, by code. */
export function getContentProducts(id: number, signal?: AbortSignal): Promise<ContentProduct[]> {
  return api.get<ContentProduct[]>(`/api/content/${id}/products`, { signal });
}

export function useContentProducts(id: number) {
  return useQuery({ queryKey: contentKeys.products(id), queryFn: ({ signal }) => getContentProducts(id, signal) });
}
