import { usersEndpoints } from '@portal/contracts/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { UserDetail } from '../types/user';
import { adminQueries } from '../../../api/admin-queries';

export function getUser(id: number, signal?: AbortSignal): Promise<UserDetail> {
  return call(usersEndpoints.getUserById, { params: { id } }, { signal });
}

/** The user being edited; nothing to load for a new one (`null`). */
export function useUserRecord(id: number | null) {
  return useQuery({
    queryKey: adminQueries.key(usersEndpoints.getUserById, { params: { id: id ?? 0 } }),
    queryFn: ({ signal }) => getUser(id!, signal),
    enabled: id !== null,
  });
}

/** GET /api/client/{id}/price-lists: the price-list profiles the client's users may have. */
export function useClientPriceLists(clientId: number | null) {
  return useQuery(
    adminQueries.options(
      usersEndpoints.getClientPriceListsByClientId,
      { params: { clientId: clientId ?? 0 } },
      { enabled: clientId !== null },
    ),
  );
}
