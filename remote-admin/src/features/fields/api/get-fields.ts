import { api, type Page } from '@portal/shared-auth';
import { useRemoteData } from '@portal/shared-ui';
import type { Field } from '../types/field';

export interface FieldsQuery {
  page: number;
  size: number;
  search: string;
}

export function getFields(query: FieldsQuery): Promise<Page<Field>> {
  return api.get<Page<Field>>('/api/fields', { params: query });
}

export function useFields(query: FieldsQuery) {
  return useRemoteData(() => getFields(query), [query.page, query.size, query.search]);
}
