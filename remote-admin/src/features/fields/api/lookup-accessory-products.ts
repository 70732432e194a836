import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { call } from '@portal/shared-auth';
import type { ProductSuggestion } from '../types/field';

/** At most 50 products whose code or description contains the text (spec 002 §5). */
export function lookupAccessoryProducts(search: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  return call(fieldsEndpoints.getFieldLookupAccessoryProducts, { query: { search } }, { signal });
}
