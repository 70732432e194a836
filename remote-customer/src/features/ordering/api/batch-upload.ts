import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchCheck, BatchCreated, BatchMappingInput, BatchProductFiles } from '@portal/contracts/api/batches';
import { api } from '@portal/shared-auth';
import { downloadFile, uploadFile } from '@portal/shared-auth/files';
import type { SubjectType } from '../types/ordering';
import { orderingKeys } from './ordering-keys';

const productQuery = (productId: number, subjectType: SubjectType) =>
  new URLSearchParams({ productId: String(productId), subjectType });

/** GET /api/requests/massive/template: 'Scarica file di esempio', made from the product's form. */
export const downloadBatchTemplate = (productId: number, subjectType: SubjectType) =>
  downloadFile(`/api/requests/massive/template?${productQuery(productId, subjectType)}`, 'esempio.xlsx');

/** POST /api/requests/massive/check: the file travels, its check starts (or the mapping step is asked). */
export const startBatchCheck = (productId: number, subjectType: SubjectType, file: File) =>
  uploadFile<BatchCheck>(`/api/requests/massive/check?${productQuery(productId, subjectType)}`, file);

/** GET /api/requests/massive/check/{id}: where the check is, and its rows once done. */
export const getBatchCheck = (id: string, signal?: AbortSignal) =>
  api.get<BatchCheck>(`/api/requests/massive/check/${id}`, { signal, silent: true });

/** DELETE /api/requests/massive/check/{id}. */
export const cancelBatchCheck = (id: string) => api.delete<BatchCheck>(`/api/requests/massive/check/${id}`);

/** PUT /api/requests/massive/mapping: the columns chosen, remembered for the product's next file. */
export const saveBatchMapping = (mapping: BatchMappingInput) => api.put<null>('/api/requests/massive/mapping', mapping);

/** POST /api/requests/massive: the checked file as one batch, all or nothing. */
export function useSubmitBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkId: string) => api.post<BatchCreated>('/api/requests/massive', { checkId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...orderingKeys.all, 'quote'] }),
  });
}

/** GET /api/requests/massive/product-files: the demo file and product sheet the catalogue uploaded. */
export function useBatchProductFiles(productId: number, subjectType: SubjectType) {
  return useQuery({
    queryKey: [...orderingKeys.all, 'batch-files', productId, subjectType],
    queryFn: ({ signal }) =>
      api.get<BatchProductFiles>('/api/requests/massive/product-files', { params: { productId, subjectType }, signal }),
  });
}

export const downloadBatchProductFile = (productId: number, subjectType: SubjectType, kind: 'demo' | 'sheet') =>
  downloadFile(
    `/api/requests/massive/product-file?${productQuery(productId, subjectType)}&kind=${kind}`,
    kind === 'demo' ? 'file-demo' : 'scheda-prodotto',
  );
