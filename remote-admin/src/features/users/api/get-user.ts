import { usersEndpoints } from '@portal/contracts/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { UserDetail } from '../types/user';
import { userKeys } from './get-users';

export function getUser(id: number, signal?: AbortSignal): Promise<UserDetail> {
  return call(usersEndpoints.getUserById, { params: { id } }, { signal });
}

/** The user being edited; nothing to load for a new one (`null`). */
export function useUserRecord(id: number | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getUser(id!, signal),
    enabled: id !== null,
  });
}

/** GET /api/client/{id}/price-lists: the price-list profiles the client's users may have. */
export function useClientPriceLists(clientId: number | null) {
  return useQuery({
    queryKey: userKeys.priceLists(clientId ?? 0),
    queryFn: ({ signal }) =>
      call(usersEndpoints.getClientPriceListsByClientId, { params: { clientId: clientId! } }, { signal }),
    enabled: clientId !== null,
  });
}
