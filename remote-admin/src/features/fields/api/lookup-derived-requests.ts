import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { adminQueries } from '../../../api/admin-queries';

/** At most 50 products (not suspended) a derived request can create (spec 002 §5); a field's save makes it stale. */
export const derivedRequestsLookup = (search: string) =>
  adminQueries.options(fieldsEndpoints.getFieldLookupDerivedRequests, { query: { search } });
