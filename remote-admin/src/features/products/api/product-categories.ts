import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import type { ProductCategory, ProductCategoryInput } from '../types/product';
import { productKeys } from './get-products';

/** GET /api/product/categories: by description, with how many products use each. */
export function useProductCategories() {
  return useQuery({
    queryKey: productKeys.categories,
    queryFn: ({ signal }) => api.get<ProductCategory[]>('/api/product/categories', { signal }),
  });
}

/** Creates (no id) or updates a category; the products' full codes follow a new code. */
export function useSaveProductCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...category }: ProductCategoryInput & { id: number | null }) =>
      id === null
        ? api.post<ProductCategory>('/api/product/category', category)
        : api.put<ProductCategory>(`/api/product/category/${id}`, category),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** DELETE /api/product/category/{id}: refused (409, with how many) while products use it. */
export function useDeleteProductCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/api/product/category/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
