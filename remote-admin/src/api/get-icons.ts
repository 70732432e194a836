import { adminQueries } from './admin-queries';
import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';

export const ICON_LIMIT = 100;
export const DEFAULT_ICON = 'mat_outline:bookmark';

/** The icon lookup: names containing the text, at most 100 (spec 002 §5); the set does not change while the portal is open. */
export const iconLookup = (search: string) =>
  adminQueries.options(fieldsEndpoints.getIcons, { query: { search, limit: ICON_LIMIT } }, { staleTime: Infinity });
