import { servicesEndpoints } from '@portal/contracts/endpoints/services';
import { useMutation } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { Service, ServiceOrderInput } from '../types/service';
import { useInvalidateServices } from './use-invalidate-catalogue';

/** PUT /api/services/order: the page's services in their new order (spec 002 §4), then reload. */
export function reorderServices(order: ServiceOrderInput): Promise<Service[]> {
  return call(servicesEndpoints.putServicesOrder, { body: order });
}

export function useReorderServices() {
  const invalidate = useInvalidateServices();
  // Reloaded after a failure too: the page shows the order the server kept.
  return useMutation({ mutationFn: reorderServices, onSettled: invalidate });
}
