import { servicesEndpoints } from '@portal/contracts/endpoints/services';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import { CATALOGUE_KEYS } from '../../../api/catalogue-keys';
import type { Service } from '../types/service';

export interface ServicesQuery {
  page: number;
  size: number;
  search: string;
}

/** Query keys of the services: a save, reorder or removal invalidates `serviceKeys.all`. */
export const serviceKeys = {
  all: CATALOGUE_KEYS.services,
  list: (query: ServicesQuery) => [...serviceKeys.all, 'list', query] as const,
  detail: (id: number) => [...serviceKeys.all, 'detail', id] as const,
  availableLines: (id: number) => [...serviceKeys.all, 'available-lines', id] as const,
};

/** GET /api/services: paged, by order; the search matches name and description. */
export function getServices(query: ServicesQuery, signal?: AbortSignal): Promise<Page<Service>> {
  return call(servicesEndpoints.getServices, { query: query }, { signal });
}

/** A page of services, for the list screen. */
export function servicesPage(query: ServicesQuery) {
  return queryOptions({
    queryKey: serviceKeys.list(query),
    queryFn: ({ signal }) => getServices(query, signal),
  });
}
