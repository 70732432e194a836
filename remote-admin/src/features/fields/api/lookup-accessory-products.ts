import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { adminQueries } from '../../../api/admin-queries';

/** At most 50 products whose code or description contains the text (spec 002 §5); a field's save makes it stale. */
export const accessoryProductsLookup = (search: string) =>
  adminQueries.options(fieldsEndpoints.getFieldLookupAccessoryProducts, { query: { search } });
