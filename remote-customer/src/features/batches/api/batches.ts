import { CUSTOMER_KEY } from '../../../api/customer-queries';
import { batchesEndpoints } from '@portal/contracts/endpoints/batches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchRowsQuery } from '@portal/contracts/api/batches';
import { call } from '@portal/shared-auth';
import { downloadFrom } from '@portal/shared-auth/files';

export const batchKeys = {
  all: [CUSTOMER_KEY, 'batches'] as const,
  one: (id: number) => [...batchKeys.all, id] as const,
  rows: (id: number, query: object) => [...batchKeys.one(id), 'rows', query] as const,
};

/** GET /api/requests/massive/{batchId}: the batch's header. */
export function useBatch(id: number) {
  return useQuery({
    queryKey: batchKeys.one(id),
    queryFn: ({ signal }) =>
      call(batchesEndpoints.getRequestsMassiveByBatchId, { params: { batchId: id } }, { signal }),
  });
}

/** GET /api/requests/massive/{batchId}/rows: the rows with their requests' status, paged. */
/** A page of the batch's rows with their requests' status; only the filters set travel. */
export function batchRowsPage(id: number, query: BatchRowsQuery) {
  const sent = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null && value !== ''));
  return queryOptions({
    queryKey: batchKeys.rows(id, sent),
    queryFn: ({ signal }) =>
      call(batchesEndpoints.getRequestsMassiveRowsByBatchId, { params: { batchId: id }, query: sent }, { signal }),
  });
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
