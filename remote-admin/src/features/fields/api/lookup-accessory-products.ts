import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { call } from '@portal/shared-auth';
import { adminQueries } from '../../../api/admin-queries';
import type { ProductSuggestion } from '../types/field';

/** The lookup's cache: a field's save makes it stale with the rest of the fields'. */
export const ACCESSORY_PRODUCTS_KEY = adminQueries.key(fieldsEndpoints.getFieldLookupAccessoryProducts);

/** At most 50 products whose code or description contains the text (spec 002 §5). */
export function lookupAccessoryProducts(search: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  return call(fieldsEndpoints.getFieldLookupAccessoryProducts, { query: { search } }, { signal });
}
