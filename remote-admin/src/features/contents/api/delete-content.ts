import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import { CONTENTS } from './get-contents';

/** DELETE /api/content/{id}: refused (409) while the content has products. */
export function deleteContent(id: number): Promise<null> {
  return call(contentsEndpoints.deleteContentById, { params: { id } });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => queryClient.invalidateQueries(CONTENTS),
  });
}
