import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { call } from '@portal/shared-auth';
import type { Line } from '../types/service';

/** GET /api/available/lines: at most 50 lines not in the service, matching the text. */
export function getAvailableLines(serviceId: number, search: string, signal?: AbortSignal): Promise<Line[]> {
  return call(linesEndpoints.getAvailableLines, { query: { serviceId, search } }, { signal });
}
