import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@portal/shared-auth';
import type { Form } from '../types/form';

export interface FormsQuery {
  page: number;
  size: number;
  search: string;
}

/** Query keys of the forms: a save invalidates `formKeys.all`. */
export const formKeys = {
  all: ['forms'] as const,
  list: (query: FormsQuery) => [...formKeys.all, 'list', query] as const,
  detail: (formCode: string) => [...formKeys.all, 'detail', formCode] as const,
  validators: () => [...formKeys.all, 'validators'] as const,
};

export function getForms(query: FormsQuery, signal?: AbortSignal): Promise<Page<Form>> {
  return api.get<Page<Form>>('/api/forms', { params: query, signal });
}

export function useForms(query: FormsQuery) {
  return useQuery({
    queryKey: formKeys.list(query),
    queryFn: ({ signal }) => getForms(query, signal),
    placeholderData: keepPreviousData,
  });
}
