import { offlineRequestsEndpoints } from '@portal/contracts/endpoints/offline-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import { customerQueries } from '../../../api/customer-queries';
import { refreshOwnCredit } from '@portal/shared-auth/query';

const { getApprovals: approvals } = offlineRequestsEndpoints;

/** GET /api/approvals: the client's requests waiting for an approver (403 for anyone else, said by the page). */
export function approvalsPage(query: { page: number; size: number; search: string }) {
  return customerQueries.options(approvals, { query }, { retry: false, call: { silent: true } });
}

/** POST /api/approvals/{id}/approve or …/reject with a reason (the credit comes back). */
export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? call(offlineRequestsEndpoints.postApprovalsApproveById, { params: { id } })
        : call(offlineRequestsEndpoints.postApprovalsRejectById, { params: { id }, body: { reason } }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: customerQueries.key(approvals) }), refreshOwnCredit()]),
  });
}
