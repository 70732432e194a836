import { batchesEndpoints } from '@portal/contracts/endpoints/batches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchMappingInput, BatchSubmitInput } from '@portal/contracts/api/batches';
import { call } from '@portal/shared-auth';
import { downloadFrom, uploadTo } from '@portal/shared-auth/files';
import type { SubjectType } from '../types/ordering';
import { customerQueries } from '../../../api/customer-queries';
import { QUOTES } from './request-wizard';
import { refreshOwnCredit } from '@portal/shared-auth/query';

/** GET /api/requests/massive/template: 'Scarica file di esempio', made from the product's form. */
export const downloadBatchTemplate = (productId: number, subjectType: SubjectType) =>
  downloadFrom(batchesEndpoints.getRequestsMassiveTemplate, { query: { productId, subjectType } }, 'esempio.xlsx');

/** POST /api/requests/massive/check: the file travels, its check starts (or the mapping step is asked). */
export const startBatchCheck = (productId: number, subjectType: SubjectType, file: File) =>
  uploadTo(batchesEndpoints.postRequestsMassiveCheck, { query: { productId, subjectType } }, file);

/** GET /api/requests/massive/check/{id}: where the check is, and its rows once done. */
export const getBatchCheck = (id: string, signal?: AbortSignal) =>
  call(batchesEndpoints.getRequestsMassiveCheckById, { params: { id } }, { signal, silent: true });

/** DELETE /api/requests/massive/check/{id}. */
export const cancelBatchCheck = (id: string) =>
  call(batchesEndpoints.deleteRequestsMassiveCheckById, { params: { id } });

/** PUT /api/requests/massive/mapping: the columns chosen, remembered for the product's next file. */
export const saveBatchMapping = (mapping: BatchMappingInput) =>
  call(batchesEndpoints.putRequestsMassiveMapping, { body: mapping });

/**
 * POST /api/requests/massive: the checked file as one batch, all or nothing; `excludeBlocking`
 * leaves the rows in error out and sends the rest.
 */
export function useSubmitBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchSubmitInput) => call(batchesEndpoints.postRequestsMassive, { body }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: QUOTES }), refreshOwnCredit()]),
  });
}

/** GET /api/requests/massive/product-files: the demo file and product sheet the catalogue uploaded. */
export function useBatchProductFiles(productId: number, subjectType: SubjectType) {
  return useQuery(
    customerQueries.options(batchesEndpoints.getRequestsMassiveProductFiles, { query: { productId, subjectType } }),
  );
}

export const downloadBatchProductFile = (productId: number, subjectType: SubjectType, kind: 'demo' | 'sheet') =>
  downloadFrom(
    batchesEndpoints.getRequestsMassiveProductFile,
    { query: { productId, subjectType, kind } },
    kind === 'demo' ? 'file-demo' : 'scheda-prodotto',
  );
