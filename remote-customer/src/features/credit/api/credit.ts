import { creditEndpoints } from '@portal/contracts/endpoints/credit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditMovement } from '@portal/contracts/api/credit';
import { call } from '@portal/shared-auth';
import { customerQueries } from '../../../api/customer-queries';
import { refreshOwnCredit } from '@portal/shared-auth/query';

const { getCreditDashboard: dashboard, getCreditMovements: movements } = creditEndpoints;

export const useCreditDashboard = () => useQuery(customerQueries.options(dashboard, {}));

/** GET /api/credit/movements: a page of the client's movements, of one kind or all. */
export function movementsPage(query: { page: number; size: number; kind: CreditMovement['kind'] | null }) {
  return customerQueries.options(movements, { query });
}

function useCreditChange<A, R>(change: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // The balance, the threshold and the top-ups asked are the dashboard's; a top-up is a movement too.
    onSuccess: () =>
      Promise.all([
        ...[dashboard, movements].map((read) => queryClient.invalidateQueries({ queryKey: customerQueries.key(read) })),
        refreshOwnCredit(),
      ]),
  });
}

/** PUT /api/credit/alert-threshold: euro as typed (`1.000,50` is sent as `1000,50`), or null. */
export const useSaveThreshold = () =>
  useCreditChange((threshold: string | null) => call(creditEndpoints.putCreditAlertThreshold, { body: { threshold } }));

/** POST /api/credit/top-ups. */
export const useRequestTopUp = () =>
  useCreditChange((input: { amount: string; note: string | null }) =>
    call(creditEndpoints.postCreditTopUps, { body: input }),
  );
