import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import type { Content, OrderableService, SubjectType } from '../types/ordering';
import { orderingKeys } from './ordering-keys';

const FRESH_MS = 60_000;

/** GET /api/ordering/services: the services with lines for the subject type, with their icons. */
export function useOrderableServices(subjectType: SubjectType | null) {
  return useQuery({
    queryKey: orderingKeys.services(subjectType),
    queryFn: ({ signal }) =>
      api.get<OrderableService[]>('/api/ordering/services', {
        params: subjectType ? { subjectType } : {},
        signal,
      }),
    staleTime: FRESH_MS,
  });
}

/** GET /api/available/contents: the content filter's options. */
export function useContents() {
  return useQuery({
    queryKey: orderingKeys.contents,
    queryFn: ({ signal }) => api.get<Content[]>('/api/available/contents', { signal }),
    staleTime: FRESH_MS,
  });
}
