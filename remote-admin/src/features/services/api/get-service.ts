import { servicesEndpoints } from '@portal/contracts/endpoints/services';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { Service } from '../types/service';
import { adminQueries } from '../../../api/admin-queries';

/** GET /api/service/{id}: the service with its lines, in order. */
export function getService(id: number, signal?: AbortSignal): Promise<Service> {
  return call(servicesEndpoints.getServiceById, { params: { id } }, { signal });
}

/** The service being edited; nothing to load for a new one (`null`). */
export function useServiceRecord(id: number | null) {
  return useQuery({
    queryKey: adminQueries.key(servicesEndpoints.getServiceById, { params: { id: id ?? 0 } }),
    queryFn: ({ signal }) => getService(id!, signal),
    enabled: id !== null,
  });
}
