import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from '@portal/shared-auth';
import type { RequestDetail, RequestSummary } from '../types/request';

export interface RequestFilters {
  status: RequestSummary['status'] | null;
  /** YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
}

export const requestKeys = {
  all: ['requests'] as const,
  list: (query: object) => [...requestKeys.all, 'list', query] as const,
  detail: (id: number) => [...requestKeys.all, 'detail', id] as const,
};

/** GET /api/requests: the user's requests, newest first; only the filters set travel. */
export function useRequests(query: { page: number; size: number; search: string } & RequestFilters) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null && value !== ''));
  return useQuery({
    queryKey: requestKeys.list(params),
    queryFn: ({ signal }) => api.get<Page<RequestSummary>>('/api/requests', { params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/requests/{id}, then POST …/read: opening a request marks it read. */
export function useRequestDetail(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: requestKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => {
      const detail = await api.get<RequestDetail>(`/api/requests/${id}`, { signal });
      if (detail.read) return detail;
      const read = await api.post<RequestDetail>(`/api/requests/${id}/read`);
      void queryClient.invalidateQueries({ queryKey: [...requestKeys.all, 'list'] });
      return read;
    },
    enabled: id !== null,
  });
}

/** Marks a request read from the list. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<RequestDetail>(`/api/requests/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
