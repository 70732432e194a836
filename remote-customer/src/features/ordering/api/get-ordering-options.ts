import { orderingEndpoints } from '@portal/contracts/endpoints/ordering';
import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { useQuery } from '@tanstack/react-query';
import type { SubjectType } from '../types/ordering';
import { customerQueries } from '../../../api/customer-queries';

const FRESH_MS = 60_000;

/** GET /api/ordering/services: the services with lines for the subject type, with their icons. */
export function useOrderableServices(subjectType: SubjectType | null) {
  return useQuery(
    customerQueries.options(
      orderingEndpoints.getOrderingServices,
      { query: subjectType ? { subjectType } : {} },
      { staleTime: FRESH_MS },
    ),
  );
}

/** GET /api/available/contents: the content filter's options. */
export function useContents() {
  return useQuery(customerQueries.options(contentsEndpoints.getAvailableContents, {}, { staleTime: FRESH_MS }));
}
