import { CUSTOMER_KEY } from './customer-queries';
import { requestsEndpoints } from '@portal/contracts/endpoints/requests';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';

/** GET /api/requests/{id}/companies: what a search request found, in order. */
export function useFoundCompanies(requestId: number | null) {
  return useQuery({
    queryKey: [CUSTOMER_KEY, 'requests', 'companies', requestId],
    queryFn: ({ signal }) =>
      call(requestsEndpoints.getRequestsCompaniesById, { params: { id: requestId! } }, { signal }),
    enabled: requestId !== null,
    // A search's result does not change.
    staleTime: Infinity,
  });
}
