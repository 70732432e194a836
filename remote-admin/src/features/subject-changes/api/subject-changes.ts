import { portfolioEndpoints } from '@portal/contracts/endpoints/portfolio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubjectChangeInput } from '@portal/contracts/api/portfolio';
import { call } from '@portal/shared-auth';
import { adminQueries } from '../../../api/admin-queries';

const { getBackOfficeSubjectChanges: changes } = portfolioEndpoints;

/** GET /api/back-office/subject-changes: a page of the recorded changes, for the list screen. */
export function subjectChangesPage(query: { page: number; size: number; search: string }) {
  return adminQueries.options(changes, { query });
}

/** POST /api/back-office/subject-changes: alerts every active monitoring of the subject. */
export function useRecordChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubjectChangeInput) => call(portfolioEndpoints.postBackOfficeSubjectChanges, { body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueries.key(changes) }),
  });
}
