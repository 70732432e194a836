import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { call } from '@portal/shared-auth';
import { adminQueries } from '../../../api/admin-queries';
import type { ProductSuggestion } from '../types/field';

/** The lookup's cache: a field's save makes it stale with the rest of the fields'. */
export const DERIVED_REQUESTS_KEY = adminQueries.key(fieldsEndpoints.getFieldLookupDerivedRequests);

/** At most 50 products (not suspended) a derived request can create (spec 002 §5). */
export function lookupDerivedRequests(search: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  return call(fieldsEndpoints.getFieldLookupDerivedRequests, { query: { search } }, { signal });
}
