import { processingsEndpoints } from '@portal/contracts/endpoints/processings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { NewProcessingInput, Processing, ProcessingInput } from '../types/processing';
import { PROCESSINGS } from './get-processings';

/** POST /api/processing: the answer carries the new id. */
export function createProcessing(processing: NewProcessingInput): Promise<Processing> {
  return call(processingsEndpoints.postProcessing, { body: processing });
}

/** PUT /api/processing/{id} with the version read: 409 when someone saved in between. */
export function updateProcessing(id: number, processing: ProcessingInput): Promise<Processing> {
  return call(processingsEndpoints.putProcessingById, { params: { id }, body: processing });
}

function useInvalidateProcessings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(PROCESSINGS);
}

export function useCreateProcessing() {
  const invalidate = useInvalidateProcessings();
  return useMutation({ mutationFn: createProcessing, onSuccess: invalidate });
}

export function useUpdateProcessing(id: number) {
  const invalidate = useInvalidateProcessings();
  return useMutation({
    mutationFn: (processing: ProcessingInput) => updateProcessing(id, processing),
    onSuccess: invalidate,
  });
}
