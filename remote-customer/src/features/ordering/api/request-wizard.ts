import { requestsEndpoints } from '@portal/contracts/endpoints/requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewRequestInput } from '@portal/contracts/api/requests';
import { call } from '@portal/shared-auth';
import type { SubjectType } from '../types/ordering';
import { orderingKeys } from './ordering-keys';
import { orderFormQuery } from './line-detail-queries';
import { refreshOwnCredit } from '@portal/shared-auth/query';

/** The product and the fields the subject's type fills in. */
export function useOrderForm(productId: number | null, subjectType: SubjectType) {
  return useQuery({ ...orderFormQuery(productId, subjectType), enabled: productId !== null });
}

/** GET /api/requests/quote: the client's price and credit, fresh at each confirm step. */
export function useQuote(productId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...orderingKeys.all, 'quote', productId],
    queryFn: ({ signal }) => call(requestsEndpoints.getRequestsQuote, { query: { productId } }, { signal }),
    enabled: enabled && productId !== null,
    staleTime: 0,
  });
}

/** POST /api/requests: priced, debited and created in one transaction by the server. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NewRequestInput) => call(requestsEndpoints.postRequests, { body: request }),
    // The credit changed: every quote is asked again.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [...orderingKeys.all, 'quote'] }), refreshOwnCredit()]),
  });
}

/** GET /api/requests/by-subject: what the client already asked about the subject (PORTAFOGLIO_INDAGINI). */
export function useSubjectRequests(code: string | null) {
  return useQuery({
    queryKey: [...orderingKeys.all, 'subject-requests', code],
    queryFn: ({ signal }) => call(requestsEndpoints.getRequestsBySubject, { query: { code } }, { signal }),
    enabled: code !== null,
  });
}
