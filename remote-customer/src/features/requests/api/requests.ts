import { customerQueries } from '../../../api/customer-queries';
import { requestsEndpoints } from '@portal/contracts/endpoints/requests';
import { offlineRequestsEndpoints } from '@portal/contracts/endpoints/offline-requests';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { RequestDetail, RequestSummary } from '../types/request';
import { refreshOwnCredit } from '@portal/shared-auth/query';

export interface RequestFilters {
  status: RequestSummary['status'] | null;
  /** YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
}

/** A request is opened by its id (`/requests?requestId=`) or by its accounting movement (the drawer's views). */
export type RequestRef = { requestId: number } | { movementId: number };

const getDetail = (ref: RequestRef, signal: AbortSignal) =>
  'requestId' in ref
    ? call(requestsEndpoints.getRequestsById, { params: { id: ref.requestId } }, { signal })
    : call(requestsEndpoints.getRequestsByMovementByMovementId, { params: { movementId: ref.movementId } }, { signal });

/** What a read, a cancellation or a purchase makes stale: every answer about the requests. */
export const REQUESTS = customerQueries.about(requestsEndpoints);

/** GET /api/requests: the user's requests, newest first; only the filters set travel. */
/** GET /api/requests: the user's requests, newest first; only the filters set travel. */
export function requestsPage(query: { page: number; size: number; search: string } & RequestFilters) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null && value !== ''));
  return queryOptions({
    queryKey: customerQueries.key(requestsEndpoints.getRequests, { query: params }),
    queryFn: ({ signal }) => call(requestsEndpoints.getRequests, { query: params }, { signal }),
  });
}

/** GET /api/requests/{id} (or by movement), then POST …/read: opening a request marks it read. */
export function useRequestDetail(ref: RequestRef | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...customerQueries.key(requestsEndpoints.getRequestsById), ref],
    queryFn: async ({ signal }) => {
      const detail: RequestDetail = await getDetail(ref!, signal);
      if (detail.read) return detail;
      const read = await call(requestsEndpoints.postRequestsReadById, { params: { id: detail.id } });
      void queryClient.invalidateQueries({ queryKey: customerQueries.key(requestsEndpoints.getRequests) });
      return read;
    },
    enabled: ref !== null,
    retry: false,
  });
}

/** Marks a request read from the list. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(requestsEndpoints.postRequestsReadById, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(REQUESTS),
  });
}

/** POST /api/requests/{id}/cancel: an offline request within the hour; the credit comes back. */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(offlineRequestsEndpoints.postRequestsCancelById, { params: { id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries(REQUESTS), refreshOwnCredit()]),
  });
}
