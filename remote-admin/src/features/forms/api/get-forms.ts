import { api, type Page } from '@portal/shared-auth';
import { useRemoteData } from '@portal/shared-ui';
import type { Form } from '../types/form';

export interface FormsQuery {
  page: number;
  size: number;
  search: string;
}

export function getForms(query: FormsQuery): Promise<Page<Form>> {
  return api.get<Page<Form>>('/api/forms', { params: query });
}

export function useForms(query: FormsQuery) {
  return useRemoteData(() => getForms(query), [query.page, query.size, query.search]);
}
