import { servicesEndpoints } from '@portal/contracts/endpoints/services';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import { adminQueries } from '../../../api/admin-queries';
import type { Service } from '../types/service';

export interface ServicesQuery {
  page: number;
  size: number;
  search: string;
}

/** GET /api/services: paged, by order; the search matches name and description. */
export function getServices(query: ServicesQuery, signal?: AbortSignal): Promise<Page<Service>> {
  return call(servicesEndpoints.getServices, { query: query }, { signal });
}

/** A page of services, for the list screen. */
export function servicesPage(query: ServicesQuery) {
  return queryOptions({
    queryKey: adminQueries.key(servicesEndpoints.getServices, { query }),
    queryFn: ({ signal }) => getServices(query, signal),
  });
}
