import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubjectChange, SubjectChangeInput } from '@portal/contracts/api/portfolio';
import { api, type Page } from '@portal/shared-auth';

const KEY = ['subject-changes'] as const;

export function useSubjectChanges(query: { page: number; size: number; search: string }) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) =>
      api.get<Page<SubjectChange>>('/api/back-office/subject-changes', { params: query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/back-office/subject-changes: alerts every active monitoring of the subject. */
export function useRecordChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubjectChangeInput) => api.post<SubjectChange>('/api/back-office/subject-changes', change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
