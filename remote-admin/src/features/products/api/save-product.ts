import { productsEndpoints } from '@portal/contracts/endpoints/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import { CATALOGUE_KEYS } from '../../../api/catalogue-keys';
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
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [CATALOGUE_KEYS.products, CATALOGUE_KEYS.lines, CATALOGUE_KEYS.contents].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: createProduct, onSuccess: invalidate });
}

export function useUpdateProduct(id: number) {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: (product: ProductInput) => updateProduct(id, product), onSuccess: invalidate });
}
