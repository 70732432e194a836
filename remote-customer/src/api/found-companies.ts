import { customerQueries } from './customer-queries';
import { requestsEndpoints } from '@portal/contracts/endpoints/requests';
import { useQuery } from '@tanstack/react-query';

/** GET /api/requests/{id}/companies: what a search request found, in order. */
export function useFoundCompanies(requestId: number | null) {
  return useQuery(
    customerQueries.options(
      requestsEndpoints.getRequestsCompaniesById,
      { params: { id: requestId! } },
      // A search's result does not change.
      { enabled: requestId !== null, staleTime: Infinity },
    ),
  );
}
