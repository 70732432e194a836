import { activityEndpoints } from '@portal/contracts/endpoints/activity';
import { filledFilters, type InputOf } from '@portal/contracts/api/endpoint';
import { adminQueries } from './admin-queries';

/** The record's filters: a page, and any of who/what/when (empty ones are not sent). */
export type ActivityRequest = NonNullable<InputOf<typeof activityEndpoints.list>['query']>;

/** Saving anything in the back office adds to the record: it is read fresh each time it shows. */
export function activityPage(query: ActivityRequest) {
  return adminQueries.options(activityEndpoints.list, { query: filledFilters(query) }, { staleTime: 0 });
}
