import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { Line } from '../types/line';
import { adminQueries } from '../../../api/admin-queries';

export function getLine(id: number, signal?: AbortSignal): Promise<Line> {
  return call(linesEndpoints.getLineById, { params: { id } }, { signal });
}

/** The line being edited; nothing to load for a new one (`null`). */
export function useLineRecord(id: number | null) {
  return useQuery({
    queryKey: adminQueries.key(linesEndpoints.getLineById, { params: { id: id ?? 0 } }),
    queryFn: ({ signal }) => getLine(id!, signal),
    enabled: id !== null,
  });
}
