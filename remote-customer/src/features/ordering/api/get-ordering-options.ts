import { orderingEndpoints } from '@portal/contracts/endpoints/ordering';
import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { SubjectType } from '../types/ordering';
import { orderingKeys } from './ordering-keys';

const FRESH_MS = 60_000;

/** GET /api/ordering/services: the services with lines for the subject type, with their icons. */
export function useOrderableServices(subjectType: SubjectType | null) {
  return useQuery({
    queryKey: orderingKeys.services(subjectType),
    queryFn: ({ signal }) =>
      call(orderingEndpoints.getOrderingServices, { query: subjectType ? { subjectType } : {} }, { signal }),
    staleTime: FRESH_MS,
  });
}

/** GET /api/available/contents: the content filter's options. */
export function useContents() {
  return useQuery({
    queryKey: orderingKeys.contents,
    queryFn: ({ signal }) => call(contentsEndpoints.getAvailableContents, {}, { signal }),
    staleTime: FRESH_MS,
  });
}
