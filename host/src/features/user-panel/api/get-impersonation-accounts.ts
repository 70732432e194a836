import { impersonationEndpoints } from '@portal/contracts/endpoints/impersonation';
import { hostQueries } from '../../../lib/query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchImpersonationAccounts } from '@portal/shared-auth';

/** The accounts the user may act as, whose names contain `term` (spec 000 §2.4). */
export function useImpersonationAccounts(term: string) {
  return useQuery({
    queryKey: hostQueries.key(impersonationEndpoints.getImpersonationAccounts, { query: { search: term } }),
    queryFn: ({ signal }) => fetchImpersonationAccounts(term, signal),
    placeholderData: keepPreviousData,
  });
}
