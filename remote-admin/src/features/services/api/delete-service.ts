import { servicesEndpoints } from '@portal/contracts/endpoints/services';
import { useMutation } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import { useInvalidateServices } from './use-invalidate-catalogue';

/** DELETE /api/service/{id}: refused (409, with how many) while the service has lines. */
export function deleteService(id: number): Promise<null> {
  return call(servicesEndpoints.deleteServiceById, { params: { id } });
}

export function useDeleteService() {
  const invalidate = useInvalidateServices();
  return useMutation({ mutationFn: deleteService, onSuccess: invalidate });
}
