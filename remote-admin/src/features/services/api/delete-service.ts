import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import { useInvalidateServices } from './use-invalidate-catalogue';

/** DELETE /api/service/{id}: refused (409, with how many) while the service has lines. */
export function deleteService(id: number): Promise<null> {
  return api.delete<null>(`/api/service/${id}`);
}

export function useDeleteService() {
  const invalidate = useInvalidateServices();
  return useMutation({ mutationFn: deleteService, onSuccess: invalidate });
}
