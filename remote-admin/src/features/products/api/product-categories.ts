import { productCatalogueEndpoints } from '@portal/contracts/endpoints/product-catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { ProductCategoryInput } from '../types/product';
import { productsEndpoints } from '@portal/contracts/endpoints/products';
import { adminQueries } from '../../../api/admin-queries';

/** A category's change moves the products' full codes: categories and products are read again. */
const MOVED_BY_A_CATEGORY = adminQueries.about(productCatalogueEndpoints, productsEndpoints);

/** GET /api/product/categories: by description, with how many products use each. */
export function useProductCategories() {
  return useQuery(adminQueries.options(productCatalogueEndpoints.getProductCategories, {}));
}

/** Creates (no id) or updates a category; the products' full codes follow a new code. */
export function useSaveProductCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...category }: ProductCategoryInput & { id: number | null }) =>
      id === null
        ? call(productCatalogueEndpoints.postProductCategory, { body: category })
        : call(productCatalogueEndpoints.putProductCategoryById, { params: { id }, body: category }),
    onSuccess: () => queryClient.invalidateQueries(MOVED_BY_A_CATEGORY),
  });
}

/** DELETE /api/product/category/{id}: refused (409, with how many) while products use it. */
export function useDeleteProductCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(productCatalogueEndpoints.deleteProductCategoryById, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(MOVED_BY_A_CATEGORY),
  });
}
