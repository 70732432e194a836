import { adminQueries } from '../../../api/admin-queries';
import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import type { Form } from '../types/form';

export interface FormsQuery {
  page: number;
  size: number;
  search: string;
}

/** What a save of a form makes stale: every answer of the forms' endpoints. */
export const FORMS = adminQueries.about(formsEndpoints);

export function getForms(query: FormsQuery, signal?: AbortSignal): Promise<Page<Form>> {
  return call(formsEndpoints.getForms, { query: query }, { signal });
}

/** A page of forms, for the list screen. */
export function formsPage(query: FormsQuery) {
  return queryOptions({
    queryKey: adminQueries.key(formsEndpoints.getForms, { query }),
    queryFn: ({ signal }) => getForms(query, signal),
  });
}
