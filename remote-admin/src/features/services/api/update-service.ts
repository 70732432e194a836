import { servicesEndpoints } from '@portal/contracts/endpoints/services';
import { useMutation } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { Service, ServiceInput } from '../types/service';
import { useInvalidateServices } from './use-invalidate-catalogue';

/**
 * PUT /api/service/{id} with the version read and, when the line table changed, its lines in
 * their new order: one transaction, 409 when someone else saved the service or a line first.
 */
export function updateService(id: number, service: ServiceInput): Promise<Service> {
  return call(servicesEndpoints.putServiceById, { params: { id }, body: service });
}

export function useUpdateService(id: number) {
  const invalidate = useInvalidateServices();
  return useMutation({ mutationFn: (service: ServiceInput) => updateService(id, service), onSuccess: invalidate });
}
