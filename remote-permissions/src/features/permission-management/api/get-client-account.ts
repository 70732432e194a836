import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import type { ClientAccountDetail } from '../types/permission-user';
import { permissionKeys } from './get-permission-users';

/** `GET /api/permission-management/account/{clientId}`: the client account block. */
export function getClientAccount(clientId: number, signal?: AbortSignal): Promise<ClientAccountDetail> {
  return api.get<ClientAccountDetail>(`/api/permission-management/account/${clientId}`, { signal });
}

export function useClientAccount(clientId: number | null) {
  return useQuery({
    queryKey: permissionKeys.account(clientId ?? 0),
    queryFn: ({ signal }) => getClientAccount(clientId!, signal),
    enabled: clientId !== null,
  });
}
