import { productsEndpoints } from '@portal/contracts/endpoints/products';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { Product } from '../types/product';
import { adminQueries } from '../../../api/admin-queries';

/** The product being edited (a file's upload answers it and is cached here). */
export const productKey = (id: number) => adminQueries.key(productsEndpoints.getProductById, { params: { id } });

export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return call(productsEndpoints.getProductById, { params: { id } }, { signal });
}

/** The product being edited; nothing to load for a new one (`null`). */
export function useProductRecord(id: number | null) {
  return useQuery({
    queryKey: productKey(id ?? 0),
    queryFn: ({ signal }) => getProduct(id!, signal),
    enabled: id !== null,
  });
}
