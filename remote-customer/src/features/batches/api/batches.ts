import { customerQueries } from '../../../api/customer-queries';
import { batchesEndpoints } from '@portal/contracts/endpoints/batches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchRowsQuery } from '@portal/contracts/api/batches';
import { downloadFrom } from '@portal/shared-auth/files';

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
