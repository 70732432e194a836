import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { call } from '@portal/shared-auth';
import type { ProductSuggestion } from '../types/field';

/** At most 50 products (not suspended) a derived request can create (spec 002 §5). */
export function lookupDerivedRequests(search: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  return call(fieldsEndpoints.getFieldLookupDerivedRequests, { query: { search } }, { signal });
}
