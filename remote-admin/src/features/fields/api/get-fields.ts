import { ADMIN_KEY } from '../../../api/admin-queries';
import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import type { Field } from '../types/field';

export interface FieldsQuery {
  page: number;
  size: number;
  search: string;
}

/** Query keys of the fields: a save invalidates `fieldKeys.all`. */
export const fieldKeys = {
  all: [ADMIN_KEY, 'fields'] as const,
  list: (query: FieldsQuery) => [...fieldKeys.all, 'list', query] as const,
  detail: (fieldCode: string) => [...fieldKeys.all, 'detail', fieldCode] as const,
  forms: (fieldCode: string, search: string) => [...fieldKeys.all, 'forms', fieldCode, search] as const,
  accessoryProducts: () => [...fieldKeys.all, 'accessory-products'] as const,
  derivedRequests: () => [...fieldKeys.all, 'derived-requests'] as const,
};

export function getFields(query: FieldsQuery, signal?: AbortSignal): Promise<Page<Field>> {
  return call(fieldsEndpoints.getFields, { query: query }, { signal });
}

/** A page of fields, for the list screen. */
export function fieldsPage(query: FieldsQuery) {
  return queryOptions({
    queryKey: fieldKeys.list(query),
    queryFn: ({ signal }) => getFields(query, signal),
  });
}
