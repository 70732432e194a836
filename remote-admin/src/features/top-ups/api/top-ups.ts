import { ADMIN_KEY } from '../../../api/admin-queries';
import { creditEndpoints } from '@portal/contracts/endpoints/credit';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopUp } from '@portal/contracts/api/credit';
import { call } from '@portal/shared-auth';

export interface TopUpsRequest {
  page: number;
  size: number;
  search: string;
  status: TopUp['status'] | null;
}

export const topUpKeys = {
  all: [ADMIN_KEY, 'top-ups'] as const,
  list: (query: object) => [...topUpKeys.all, query] as const,
};

/** GET /api/back-office/top-ups: the tenant's top-up requests, those to handle first. */
/** A page of top-up requests, for the list screen. */
export function topUpsPage(query: TopUpsRequest) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null && value !== ''));
  return queryOptions({
    queryKey: topUpKeys.list(params),
    queryFn: ({ signal }) => call(creditEndpoints.getBackOfficeTopUps, { query: params }, { signal }),
  });
}

function useDecision<A>(decide: (argument: A) => Promise<TopUp>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topUpKeys.all }),
  });
}

/** POST …/confirm: credits the client in one transaction. */
export const useConfirmTopUp = () =>
  useDecision((id: number) => call(creditEndpoints.postBackOfficeTopUpsConfirmById, { params: { id } }));

export const useRejectTopUp = () =>
  useDecision(({ id, reason }: { id: number; reason: string }) =>
    call(creditEndpoints.postBackOfficeTopUpsRejectById, { params: { id }, body: { reason } }),
  );
