import { customerQueries } from '../../../api/customer-queries';
import { batchesEndpoints } from '@portal/contracts/endpoints/batches';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchRowsQuery } from '@portal/contracts/api/batches';
import { downloadFrom } from '@portal/shared-auth/files';
import { call } from '@portal/shared-auth';

/** GET /api/requests/massive/{batchId}: the batch's header. */
export function useBatch(id: number) {
  return useQuery(customerQueries.options(batchesEndpoints.getRequestsMassiveByBatchId, { params: { batchId: id } }));
}

/** GET /api/requests/massive/{batchId}/rows: the rows with their requests' status, paged. */
/** A page of the batch's rows with their requests' status; only the filters set travel. */
export function batchRowsPage(id: number, query: BatchRowsQuery) {
  const sent = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null && value !== ''));
  return queryOptions(
    customerQueries.options(batchesEndpoints.getRequestsMassiveRowsByBatchId, { params: { batchId: id }, query: sent }),
  );
}

export const exportBatch = (id: number) =>
  downloadFrom(batchesEndpoints.getRequestsMassiveExportByBatchId, { params: { batchId: id } }, `lotto-${id}.xlsx`);

export const downloadBatchResults = (id: number) =>
  downloadFrom(
    batchesEndpoints.getRequestsMassiveResultsZipByBatchId,
    { params: { batchId: id } },
    `esiti-lotto-${id}.zip`,
  );

export const downloadBatchSummary = (id: number) =>
  downloadFrom(
    batchesEndpoints.getRequestsMassiveSummaryPdfByBatchId,
    { params: { batchId: id } },
    `riepilogo-lotto-${id}.pdf`,
  );

/** One row's document: its subject's report. */
export const downloadBatchRowReport = (id: number, row: number) =>
  downloadFrom(
    batchesEndpoints.getRequestsMassiveRowsReportPdfByBatchIdAndRow,
    { params: { batchId: id, row } },
    `lotto-${id}-riga-${row}.pdf`,
  );

/** While an archive is in preparation its state is asked again this often (the notification also tells). */
const ARCHIVE_POLL_MS = 3000;

/** GET /api/requests/massive/{batchId}/archive: the user's latest archive of the batch, asked again while it is prepared. */
export function useBatchArchive(id: number, enabled: boolean) {
  return useQuery(
    customerQueries.options(
      batchesEndpoints.getRequestsMassiveArchiveByBatchId,
      { params: { batchId: id } },
      {
        enabled,
        refetchInterval: (query) => (query.state.data?.state === 'PREPARING' ? ARCHIVE_POLL_MS : false),
      },
    ),
  );
}

/** POST /api/requests/massive/{batchId}/archive: starts the archive (or answers the current one). */
export function useRequestBatchArchive(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(batchesEndpoints.postRequestsMassiveArchiveByBatchId, { params: { batchId: id } }),
    onSuccess: (archive) =>
      queryClient.setQueryData(
        customerQueries.key(batchesEndpoints.getRequestsMassiveArchiveByBatchId, { params: { batchId: id } }),
        archive,
      ),
  });
}

export const downloadBatchArchive = (id: number) =>
  downloadFrom(
    batchesEndpoints.getRequestsMassiveArchiveZipByBatchId,
    { params: { batchId: id } },
    `esiti-lotto-${id}.zip`,
  );
