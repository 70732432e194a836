import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueuedRequest } from '@portal/contracts/api/offline-requests';
import { api, type Page } from '@portal/shared-auth';
import { uploadFile } from '@portal/shared-auth/files';

export const offlineKeys = { all: ['offline-requests'] as const };

/** GET /api/back-office/offline-requests: the pending offline requests, the most urgent first. */
export function useOfflineRequests(query: { page: number; size: number; search: string; overdue: boolean }) {
  const params = { ...query, overdue: query.overdue || undefined };
  return useQuery({
    queryKey: [...offlineKeys.all, params],
    queryFn: ({ signal }) => api.get<Page<QueuedRequest>>('/api/back-office/offline-requests', { params, signal }),
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
    uploadFile(`/api/back-office/offline-requests/${id}/fulfil`, file),
  );

/** POST …/cancel with the reason the customer reads; the credit comes back. */
export const useCancelOffline = () =>
  useAfter(({ id, reason }: { id: number; reason: string }) =>
    api.post<null>(`/api/back-office/offline-requests/${id}/cancel`, { reason }),
  );
