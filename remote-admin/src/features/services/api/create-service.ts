import { servicesEndpoints } from '@portal/contracts/endpoints/services';
import { useMutation } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { NewServiceInput, Service } from '../types/service';
import { useInvalidateServices } from './use-invalidate-catalogue';

/** POST /api/service: a new service goes last. */
export function createService(service: NewServiceInput): Promise<Service> {
  return call(servicesEndpoints.postService, { body: service });
}

export function useCreateService() {
  const invalidate = useInvalidateServices();
  return useMutation({ mutationFn: createService, onSuccess: invalidate });
}
