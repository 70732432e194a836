import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import type { Company } from '@portal/shared-ui';

/** GET /api/requests/{id}/companies: what a search request found, in order. */
export function useFoundCompanies(requestId: number | null) {
  return useQuery({
    queryKey: ['requests', 'companies', requestId],
    queryFn: ({ signal }) => api.get<Company[]>(`/api/requests/${requestId}/companies`, { signal }),
    enabled: requestId !== null,
    // A search's result does not change.
    staleTime: Infinity,
  });
}
