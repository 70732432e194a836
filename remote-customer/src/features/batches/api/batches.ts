import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Batch, BatchRow, BatchRowsQuery } from '@portal/contracts/api/batches';
import { api, type Page } from '@portal/shared-auth';
import { downloadFile } from '@portal/shared-auth/files';

export const batchKeys = {
  all: ['batches'] as const,
  one: (id: number) => [...batchKeys.all, id] as const,
  rows: (id: number, query: object) => [...batchKeys.one(id), 'rows', query] as const,
};

/** GET /api/requests/massive/{batchId}: the batch's header. */
export function useBatch(id: number) {
  return useQuery({
    queryKey: batchKeys.one(id),
    queryFn: ({ signal }) => api.get<Batch>(`/api/requests/massive/${id}`, { signal }),
  });
}

/** GET /api/requests/massive/{batchId}/rows: the rows with their requests' status, paged. */
export function useBatchRows(id: number, query: BatchRowsQuery) {
  const sent = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null && value !== ''));
  return useQuery({
    queryKey: batchKeys.rows(id, sent),
    queryFn: ({ signal }) => api.get<Page<BatchRow>>(`/api/requests/massive/${id}/rows`, { params: sent, signal }),
    placeholderData: keepPreviousData,
  });
}

export const exportBatch = (id: number) => downloadFile(`/api/requests/massive/${id}/export`, `lotto-${id}.xlsx`);

export const downloadBatchResults = (id: number) =>
  downloadFile(`/api/requests/massive/${id}/results.zip`, `esiti-lotto-${id}.zip`);
