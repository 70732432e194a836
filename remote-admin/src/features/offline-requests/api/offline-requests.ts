import { offlineRequestsEndpoints } from '@portal/contracts/endpoints/offline-requests';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import { uploadTo } from '@portal/shared-auth/files';

export const offlineKeys = { all: ['offline-requests'] as const };

/** GET /api/back-office/offline-requests: the pending offline requests, the most urgent first. */
export function useOfflineRequests(query: { page: number; size: number; search: string; overdue: boolean }) {
  const params = { ...query, overdue: query.overdue || undefined };
  return useQuery({
    queryKey: [...offlineKeys.all, params],
    queryFn: ({ signal }) => call(offlineRequestsEndpoints.getBackOfficeOfflineRequests, { query: params }, { signal }),
    placeholderData: keepPreviousData,
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
