import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import type { ProcessingClient, ProcessingProduct } from '../types/processing';
import { processingKeys } from './get-processings';

/** The two kinds of link of a processing (spec 002 §7 Processings): saved at once, one call each. */
export type LinkKind = 'client' | 'product';

type LinkOf<K extends LinkKind> = K extends 'client' ? ProcessingClient : ProcessingProduct;

const listUrl = (id: number, kind: LinkKind) => `/api/processing/${id}/${kind === 'client' ? 'clients' : 'products'}`;
const keyOf = (id: number, kind: LinkKind) =>
  kind === 'client' ? processingKeys.clients(id) : processingKeys.products(id);

/** GET /api/processing/{id}/clients or /products. */
export function useProcessingLinks<K extends LinkKind>(id: number, kind: K) {
  return useQuery({
    queryKey: keyOf(id, kind),
    queryFn: ({ signal }) => api.get<LinkOf<K>[]>(listUrl(id, kind), { signal }),
  });
}

/** POST /api/processing/{id}/client {clientId} or /product {productId}: answers with the links. */
export function useAddProcessingLink<K extends LinkKind>(id: number, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetId: number) =>
      api.post<LinkOf<K>[]>(
        `/api/processing/${id}/${kind}`,
        kind === 'client' ? { clientId: targetId } : { productId: targetId },
      ),
    onSuccess: (links) => {
      queryClient.setQueryData(keyOf(id, kind), links);
      // The list's counts change too.
      return queryClient.invalidateQueries({ queryKey: processingKeys.all });
    },
  });
}

/** DELETE /api/processing/client/{linkId} or /product/{linkId}. */
export function useRemoveProcessingLink(id: number, kind: LinkKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => api.delete<null>(`/api/processing/${kind}/${linkId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: processingKeys.all }),
  });
}
