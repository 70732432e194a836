import { processingsEndpoints } from '@portal/contracts/endpoints/processings';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { Processing } from '../types/processing';
import { adminQueries } from '../../../api/admin-queries';

export function getProcessing(id: number, signal?: AbortSignal): Promise<Processing> {
  return call(processingsEndpoints.getProcessingById, { params: { id } }, { signal });
}

/** The processing being edited; nothing to load for a new one (`null`). */
export function useProcessingRecord(id: number | null) {
  return useQuery({
    queryKey: adminQueries.key(processingsEndpoints.getProcessingById, { params: { id: id ?? 0 } }),
    queryFn: ({ signal }) => getProcessing(id!, signal),
    enabled: id !== null,
  });
}
