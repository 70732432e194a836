import { CUSTOMER_KEY } from '../../../api/customer-queries';
import { creditEndpoints } from '@portal/contracts/endpoints/credit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditMovement } from '@portal/contracts/api/credit';
import { call } from '@portal/shared-auth';

export const creditKeys = {
  all: [CUSTOMER_KEY, 'credit'] as const,
  dashboard: () => [...creditKeys.all, 'dashboard'] as const,
  movements: (query: object) => [...creditKeys.all, 'movements', query] as const,
};

export const useCreditDashboard = () =>
  useQuery({
    queryKey: creditKeys.dashboard(),
    queryFn: ({ signal }) => call(creditEndpoints.getCreditDashboard, {}, { signal }),
  });

export function useMovements(query: { page: number; size: number; kind: CreditMovement['kind'] | null }) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null));
  return useQuery({
    queryKey: creditKeys.movements(params),
    queryFn: ({ signal }) => call(creditEndpoints.getCreditMovements, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useCreditChange<A, R>(change: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
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
