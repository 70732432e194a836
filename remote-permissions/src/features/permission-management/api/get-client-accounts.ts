import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import type { ClientAccount } from '../types/permission-user';
import { permissionKeys } from './get-permission-users';

/** `GET /api/permission-management/available/accounts?search=`: the clients whose name or code matches. */
export function getClientAccounts(search: string, signal?: AbortSignal): Promise<ClientAccount[]> {
  return api.get<ClientAccount[]>('/api/permission-management/available/accounts', { params: { search }, signal });
}

export function useClientAccounts(search: string) {
  return useQuery({
    queryKey: permissionKeys.accounts(search),
    queryFn: ({ signal }) => getClientAccounts(search, signal),
    placeholderData: keepPreviousData,
  });
}
