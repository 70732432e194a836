import { productsEndpoints } from '@portal/contracts/endpoints/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { adminQueries } from '../../../api/admin-queries';
import type { NewProductInput, Product, ProductInput } from '../types/product';

/** POST /api/product. */
export function createProduct(product: NewProductInput): Promise<Product> {
  return call(productsEndpoints.postProduct, { body: product });
}

/** PUT /api/product/{id} with the version read: one transaction, 409 when someone saved first. */
export function updateProduct(id: number, product: ProductInput): Promise<Product> {
  return call(productsEndpoints.putProductById, { params: { id }, body: product });
}

/** A saved product changes the lists of products, its line's table and its contents. */
const MOVED_BY_A_PRODUCT = adminQueries.about(productsEndpoints, linesEndpoints, contentsEndpoints);

function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(MOVED_BY_A_PRODUCT);
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: createProduct, onSuccess: invalidate });
}

export function useUpdateProduct(id: number) {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: (product: ProductInput) => updateProduct(id, product), onSuccess: invalidate });
}
