import { customerQueries } from '../../../api/customer-queries';
import { requestsEndpoints } from '@portal/contracts/endpoints/requests';
import { filledFilters } from '@portal/contracts/api/endpoint';
import { foreignEndpoints } from '@portal/contracts/endpoints/foreign';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForeignPurchaseInput } from '@portal/contracts/api/foreign';
import { call } from '@portal/shared-auth';
import { refreshOwnCredit } from '@portal/shared-auth/query';

/** GET /api/coface/nation-codes: the provider's nations, for the country filter and the offline form. */
export function useNationCodes() {
  return useQuery(customerQueries.options(foreignEndpoints.getCofaceNationCodes, {}, { staleTime: Infinity }));
}

/** GET /api/coface/foreign-companies: a page of the provider's companies, by text and country. */
export function foreignCompaniesPage(query: { page: number; size: number; search: string; country: string | null }) {
  return customerQueries.options(foreignEndpoints.getCofaceForeignCompanies, { query: filledFilters(query) });
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
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries(customerQueries.about(requestsEndpoints)), refreshOwnCredit()]),
  });
}
