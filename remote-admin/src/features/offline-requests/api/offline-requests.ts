import { offlineRequestsEndpoints } from '@portal/contracts/endpoints/offline-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import { downloadFrom, uploadTo } from '@portal/shared-auth/files';
import { adminQueries } from '../../../api/admin-queries';

const { getBackOfficeOfflineRequests: queue } = offlineRequestsEndpoints;

/** GET /api/back-office/offline-requests: a page of the pending offline requests, the most urgent first. */
export function offlineRequestsPage(query: { page: number; size: number; search: string; overdue: boolean }) {
  return adminQueries.options(queue, { query: { ...query, overdue: query.overdue || undefined } });
}

function useAfter<A>(run: (argument: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueries.key(queue) }),
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

/** GET …/standard-document.pdf: the standard document with the operator's notes, to check before delivering it. */
export const previewStandardDocument = (id: number, notes: string) =>
  downloadFrom(
    offlineRequestsEndpoints.getBackOfficeOfflineRequestsStandardDocumentPdfById,
    { params: { id }, query: notes ? { notes } : {} },
    `documento-richiesta-${id}.pdf`,
  );

/** POST …/fulfil-standard: the standard document, with the operator's notes, delivered as the result. */
export const useFulfilStandard = () =>
  useAfter(({ id, notes }: { id: number; notes: string }) =>
    call(offlineRequestsEndpoints.postBackOfficeOfflineRequestsFulfilStandardById, {
      params: { id },
      body: notes ? { notes } : {},
    }),
  );
