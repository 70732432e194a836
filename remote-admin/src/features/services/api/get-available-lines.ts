import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { call } from '@portal/shared-auth';
import { adminQueries } from '../../../api/admin-queries';
import type { Line } from '../types/service';

/** The lookup of lines to add to a service (a service's or a line's change makes it stale). */
export const availableLinesKey = (serviceId: number) =>
  adminQueries.key(linesEndpoints.getAvailableLines, { query: { serviceId } });

/** GET /api/available/lines: at most 50 lines not in the service, matching the text. */
export function getAvailableLines(serviceId: number, search: string, signal?: AbortSignal): Promise<Line[]> {
  return call(linesEndpoints.getAvailableLines, { query: { serviceId, search } }, { signal });
}
