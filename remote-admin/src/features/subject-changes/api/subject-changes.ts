import { ADMIN_KEY } from '../../../api/admin-queries';
import { portfolioEndpoints } from '@portal/contracts/endpoints/portfolio';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubjectChangeInput } from '@portal/contracts/api/portfolio';
import { call } from '@portal/shared-auth';

const KEY = [ADMIN_KEY, 'subject-changes'] as const;

/** A page of subject changes, for the list screen. */
export function subjectChangesPage(query: { page: number; size: number; search: string }) {
  return queryOptions({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) => call(portfolioEndpoints.getBackOfficeSubjectChanges, { query: query }, { signal }),
  });
}

/** POST /api/back-office/subject-changes: alerts every active monitoring of the subject. */
export function useRecordChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubjectChangeInput) => call(portfolioEndpoints.postBackOfficeSubjectChanges, { body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
