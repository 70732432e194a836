import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { processingsEndpoints } from '@portal/contracts/endpoints/processings';
import { call } from '@portal/shared-auth';
import type { ProcessingClient, ProcessingProduct } from '../types/processing';
import { adminQueries } from '../../../api/admin-queries';
import { PROCESSINGS } from './get-processings';

/** The two kinds of link of a processing (spec 002 §7 Processings): saved at once, one call each. */
export type LinkKind = 'client' | 'product';

type LinkOf<K extends LinkKind> = K extends 'client' ? ProcessingClient : ProcessingProduct;

const {
  getProcessingClientsById,
  getProcessingProductsById,
  postProcessingClientById,
  postProcessingProductById,
  deleteProcessingClientById,
  deleteProcessingProductById,
} = processingsEndpoints;

const listOf = (id: number, kind: LinkKind, signal: AbortSignal) =>
  kind === 'client'
    ? call(getProcessingClientsById, { params: { id } }, { signal })
    : call(getProcessingProductsById, { params: { id } }, { signal });
const keyOf = (id: number, kind: LinkKind) =>
  adminQueries.key(kind === 'client' ? getProcessingClientsById : getProcessingProductsById, { params: { id } });

/** GET /api/processing/{id}/clients or /products. */
export function useProcessingLinks<K extends LinkKind>(id: number, kind: K) {
  return useQuery({
    queryKey: keyOf(id, kind),
    queryFn: ({ signal }) => listOf(id, kind, signal) as Promise<LinkOf<K>[]>,
  });
}

/** POST /api/processing/{id}/client {clientId} or /product {productId}: answers with the links. */
export function useAddProcessingLink<K extends LinkKind>(id: number, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetId: number) =>
      (kind === 'client'
        ? call(postProcessingClientById, { params: { id }, body: { clientId: targetId } })
        : call(postProcessingProductById, { params: { id }, body: { productId: targetId } })) as Promise<LinkOf<K>[]>,
    onSuccess: (links) => {
      queryClient.setQueryData(keyOf(id, kind), links);
      // The list's counts change too.
      return queryClient.invalidateQueries(PROCESSINGS);
    },
  });
}

/** DELETE /api/processing/client/{linkId} or /product/{linkId}. */
export function useRemoveProcessingLink(id: number, kind: LinkKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) =>
      kind === 'client'
        ? call(deleteProcessingClientById, { params: { id: linkId } })
        : call(deleteProcessingProductById, { params: { id: linkId } }),
    onSuccess: () => queryClient.invalidateQueries(PROCESSINGS),
  });
}
