import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { Line } from '../types/line';
import { lineKeys } from './get-lines';

export function getLine(id: number, signal?: AbortSignal): Promise<Line> {
  return call(linesEndpoints.getLineById, { params: { id } }, { signal });
}

/** The line being edited; nothing to load for a new one (`null`). */
export function useLineRecord(id: number | null) {
  return useQuery({
    queryKey: lineKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getLine(id!, signal),
    enabled: id !== null,
  });
}
