import { useQuery } from '@tanstack/react-query';
import { api, type Page } from '@portal/shared-auth';
import type { Form, Service } from '../types/line';
import { lineKeys } from './get-lines';

/** The most a list call gives at once: enough for a tenant's services and forms. */
const ALL = { page: 0, size: 100 };

/** The services a line can belong to (the filter of the list and the line's service), by order. */
export function useServiceOptions() {
  return useQuery({
    queryKey: lineKeys.serviceOptions,
    queryFn: async ({ signal }) => {
      const page = await api.get<Page<Service>>('/api/services', { params: ALL, signal });
      return page.content.map((service) => ({ value: service.id, label: service.name }));
    },
    staleTime: 60_000,
  });
}

/** The forms a line's requests can fill in, by code. */
export function useFormOptions() {
  return useQuery({
    queryKey: lineKeys.formOptions,
    queryFn: async ({ signal }) => {
      const page = await api.get<Page<Form>>('/api/forms', { params: ALL, signal });
      return page.content.map((form) => ({ value: form.formCode, label: `${form.formCode} - ${form.description}` }));
    },
    staleTime: 60_000,
  });
}
