import { requestsEndpoints } from '@portal/contracts/endpoints/requests';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderForm } from '@portal/contracts/api/ordering';
import type { NewRequestInput } from '@portal/contracts/api/requests';
import { call } from '@portal/shared-auth';
import type { SubjectType } from '../types/ordering';
import { customerQueries } from '../../../api/customer-queries';
import { formTypesOf, orderFormQuery } from './line-detail-queries';
import { refreshOwnCredit } from '@portal/shared-auth/query';

/**
 * The product's form for the subject's type; without a subject (a line opened from
 * /service-list), its form for each type it may be ordered for, so the customer says which.
 */
export function useOrderForms(productId: number, subjectType: SubjectType | null) {
  const types = formTypesOf(subjectType);
  return useQueries({
    queries: types.map((type) => orderFormQuery(productId, type)),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      forms: types.flatMap((type, index): { type: SubjectType; form: OrderForm }[] => {
        const form = results[index].data;
        return form ? [{ type, form }] : [];
      }),
    }),
  });
}

/** Every quote: what an order or a batch makes stale (the credit changed). */
export const QUOTES = customerQueries.key(requestsEndpoints.getRequestsQuote);

/** GET /api/requests/quote: the client's price and credit, fresh at each confirm step. */
export function useQuote(productId: number | null, enabled: boolean) {
  return useQuery(
    customerQueries.options(
      requestsEndpoints.getRequestsQuote,
      { query: { productId } },
      { enabled: enabled && productId !== null, staleTime: 0 },
    ),
  );
}

/**
 * POST /api/requests/check: 'Avanti' asks the server what 'Conferma' would refuse (codes, unique
 * requests, the window), so the refusal shows on its field before the price. Silent: the wizard
 * shows the message where it belongs.
 */
export function useCheckRequest() {
  return useMutation({
    mutationFn: (request: NewRequestInput) =>
      call(requestsEndpoints.postRequestsCheck, { body: request }, { silent: true }),
  });
}

/** POST /api/requests: priced, debited and created in one transaction by the server. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NewRequestInput) => call(requestsEndpoints.postRequests, { body: request }),
    // The credit changed: every quote is asked again.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: QUOTES }), refreshOwnCredit()]),
  });
}

/** GET /api/requests/by-subject: what the client already asked about the subject (PORTAFOGLIO_INDAGINI). */
export function useSubjectRequests(code: string | null) {
  return useQuery(
    customerQueries.options(requestsEndpoints.getRequestsBySubject, { query: { code } }, { enabled: code !== null }),
  );
}
