import { api } from '@portal/shared-auth';
import { useRemoteData } from '@portal/shared-ui';
import type { ClientAccount } from '../types/permission-user';

/** `GET /api/permission-management/available/accounts?search=`: the clients whose name or code matches. */
export function getClientAccounts(search: string): Promise<ClientAccount[]> {
  return api.get<ClientAccount[]>('/api/permission-management/available/accounts', { params: { search } });
}

export function useClientAccounts(search: string) {
  return useRemoteData(() => getClientAccounts(search), [search]);
}
