import { adminQueries } from '../../../api/admin-queries';
import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import type { Field } from '../types/field';

export interface FieldsQuery {
  page: number;
  size: number;
  search: string;
}

/** What a save of a field makes stale: every answer of the fields' endpoints. */
export const FIELDS = adminQueries.about(fieldsEndpoints);

export function getFields(query: FieldsQuery, signal?: AbortSignal): Promise<Page<Field>> {
  return call(fieldsEndpoints.getFields, { query: query }, { signal });
}

/** A page of fields, for the list screen. */
export function fieldsPage(query: FieldsQuery) {
  return queryOptions({
    queryKey: adminQueries.key(fieldsEndpoints.getFields, { query }),
    queryFn: ({ signal }) => getFields(query, signal),
  });
}
