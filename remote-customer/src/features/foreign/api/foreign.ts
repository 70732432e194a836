import { CUSTOMER_KEY } from '../../../api/customer-queries';
import { foreignEndpoints } from '@portal/contracts/endpoints/foreign';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForeignPurchaseInput } from '@portal/contracts/api/foreign';
import { call } from '@portal/shared-auth';

export const foreignKeys = { all: [CUSTOMER_KEY, 'foreign'] as const };

/** GET /api/coface/nation-codes: the provider's nations, for the country filter and the offline form. */
export function useNationCodes() {
  return useQuery({
    queryKey: [...foreignKeys.all, 'nations'],
    queryFn: ({ signal }) => call(foreignEndpoints.getCofaceNationCodes, {}, { signal }),
    staleTime: Infinity,
  });
}

/** GET /api/coface/foreign-companies: paged, by text and country. */
export function useForeignCompanies(query: { page: number; size: number; search: string; country: string | null }) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null && value !== ''));
  return useQuery({
    queryKey: [...foreignKeys.all, 'companies', params],
    queryFn: ({ signal }) => call(foreignEndpoints.getCofaceForeignCompanies, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/coface/check-online-availability: asked at each 'Acquista', never cached. */
export const checkAvailability = (companyId: string) =>
  call(foreignEndpoints.postCofaceCheckOnlineAvailability, { body: { companyId } });

/** POST /api/coface/purchase; quiet: 'Report non disponibile online' is the screen's dialog, not a toast. */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ForeignPurchaseInput) =>
      call(foreignEndpoints.postCofacePurchase, { body: input }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CUSTOMER_KEY, 'requests'] }),
  });
}
