import { CUSTOMER_KEY } from '../../../api/customer-queries';
import { offlineRequestsEndpoints } from '@portal/contracts/endpoints/offline-requests';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';

export const approvalKeys = { all: [CUSTOMER_KEY, 'approvals'] as const };

/** GET /api/approvals: the client's requests waiting for an approver (403 for anyone else). */
export function approvalsPage(query: { page: number; size: number; search: string }) {
  return queryOptions({
    queryKey: [...approvalKeys.all, query],
    queryFn: ({ signal }) => call(offlineRequestsEndpoints.getApprovals, { query: query }, { signal, silent: true }),
    retry: false,
  });
}

/** POST /api/approvals/{id}/approve or …/reject with a reason (the credit comes back). */
export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? call(offlineRequestsEndpoints.postApprovalsApproveById, { params: { id } })
        : call(offlineRequestsEndpoints.postApprovalsRejectById, { params: { id }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}
