import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import { contentKeys } from './get-contents';

/** DELETE /api/content/{id}: refused (409) while the content has products. */
export function deleteContent(id: number): Promise<null> {
  return api.delete<null>(`/api/content/${id}`);
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
