import { ADMIN_KEY } from '../../../api/admin-queries';
import { offlineRequestsEndpoints } from '@portal/contracts/endpoints/offline-requests';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import { uploadTo } from '@portal/shared-auth/files';

export const offlineKeys = { all: [ADMIN_KEY, 'offline-requests'] as const };

/** GET /api/back-office/offline-requests: the pending offline requests, the most urgent first. */
/** A page of the offline queue, for the list screen. */
export function offlineRequestsPage(query: { page: number; size: number; search: string; overdue: boolean }) {
  const params = { ...query, overdue: query.overdue || undefined };
  return queryOptions({
    queryKey: [...offlineKeys.all, params],
    queryFn: ({ signal }) => call(offlineRequestsEndpoints.getBackOfficeOfflineRequests, { query: params }, { signal }),
  });
}

function useAfter<A>(run: (argument: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offlineKeys.all }),
  });
}

/** POST …/fulfil: the result file attached, the request fulfilled, the customer told. */
export const useFulfil = () =>
  useAfter(({ id, file }: { id: number; file: File }) =>
    uploadTo(offlineRequestsEndpoints.postBackOfficeOfflineRequestsFulfilById, { params: { id } }, file),
  );

/** POST …/cancel with the reason the customer reads; the credit comes back. */
export const useCancelOffline = () =>
  useAfter(({ id, reason }: { id: number; reason: string }) =>
    call(offlineRequestsEndpoints.postBackOfficeOfflineRequestsCancelById, { params: { id }, body: { reason } }),
  );
