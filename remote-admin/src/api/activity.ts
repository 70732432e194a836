import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityAction, ActivityEntity } from '@portal/contracts/activity';
import type { ActivityEntry } from '@portal/contracts/api/activity';
import { api, type Page } from '@portal/shared-auth';

export interface ActivityRequest {
  page: number;
  size: number;
  search?: string;
  entity?: ActivityEntity | null;
  entityKey?: string | null;
  action?: ActivityAction | null;
  /** Days yyyy-mm-dd, both included. */
  from?: string | null;
  to?: string | null;
}

/** Saving anything in the back office adds to the record: it is read fresh each time it shows. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (query: ActivityRequest) => [...activityKeys.all, query] as const,
};

/** GET /api/activity, without the filters left empty. */
export function getActivity(query: ActivityRequest, signal?: AbortSignal): Promise<Page<ActivityEntry>> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== null && value !== '' && value !== undefined),
  );
  return api.get<Page<ActivityEntry>>('/api/activity', { params, signal });
}

export function useActivity(query: ActivityRequest, enabled = true) {
  return useQuery({
    queryKey: activityKeys.list(query),
    queryFn: ({ signal }) => getActivity(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
