import { ADMIN_KEY } from '../../../api/admin-queries';
import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import type { Form } from '../types/form';

export interface FormsQuery {
  page: number;
  size: number;
  search: string;
}

/** Query keys of the forms: a save invalidates `formKeys.all`. */
export const formKeys = {
  all: [ADMIN_KEY, 'forms'] as const,
  list: (query: FormsQuery) => [...formKeys.all, 'list', query] as const,
  detail: (formCode: string) => [...formKeys.all, 'detail', formCode] as const,
  validators: () => [...formKeys.all, 'validators'] as const,
};

export function getForms(query: FormsQuery, signal?: AbortSignal): Promise<Page<Form>> {
  return call(formsEndpoints.getForms, { query: query }, { signal });
}

/** A page of forms, for the list screen. */
export function formsPage(query: FormsQuery) {
  return queryOptions({
    queryKey: formKeys.list(query),
    queryFn: ({ signal }) => getForms(query, signal),
  });
}
