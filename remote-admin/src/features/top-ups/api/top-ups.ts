import { creditEndpoints } from '@portal/contracts/endpoints/credit';
import { filledFilters } from '@portal/contracts/api/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopUp } from '@portal/contracts/api/credit';
import { call } from '@portal/shared-auth';
import { adminQueries } from '../../../api/admin-queries';

const { getBackOfficeTopUps: topUps } = creditEndpoints;

export interface TopUpsRequest {
  page: number;
  size: number;
  search: string;
  status: TopUp['status'] | null;
}

/** GET /api/back-office/top-ups: a page of the tenant's top-up requests, those to handle first. */
export function topUpsPage(query: TopUpsRequest) {
  return adminQueries.options(topUps, { query: filledFilters(query) });
}

function useDecision<A>(decide: (argument: A) => Promise<TopUp>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    // Every page of the list, whatever its filters: a decision moves a request between them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueries.key(topUps) }),
  });
}

/** POST …/confirm: credits the client in one transaction. */
export const useConfirmTopUp = () =>
  useDecision((id: number) => call(creditEndpoints.postBackOfficeTopUpsConfirmById, { params: { id } }));

export const useRejectTopUp = () =>
  useDecision(({ id, reason }: { id: number; reason: string }) =>
    call(creditEndpoints.postBackOfficeTopUpsRejectById, { params: { id }, body: { reason } }),
  );
