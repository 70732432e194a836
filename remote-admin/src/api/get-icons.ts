import { adminQueries } from './admin-queries';
import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { call } from '@portal/shared-auth';

export const ICON_LIMIT = 100;
export const DEFAULT_ICON = 'mat_outline:bookmark';

/** GET /api/icons: icon names containing the text, at most 100 (spec 002 §5). */
export function getIcons(search: string, signal?: AbortSignal): Promise<string[]> {
  return call(fieldsEndpoints.getIcons, { query: { search, limit: ICON_LIMIT } }, { signal });
}

/** Query key of the icon lookup: the icon set does not change while the portal is open. */
export const ICON_LOOKUP = adminQueries.key(fieldsEndpoints.getIcons);
