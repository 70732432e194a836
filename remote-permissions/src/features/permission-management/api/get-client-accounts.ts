import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { permissionManagementEndpoints } from '@portal/contracts/endpoints/permission-management';
import { call } from '@portal/shared-auth';
import type { ClientAccount } from '../types/permission-user';
import { permissionQueries } from './permission-queries';

const { getPermissionManagementAvailableAccounts: accounts } = permissionManagementEndpoints;

/** The clients whose name or code matches. */
export function getClientAccounts(search: string, signal?: AbortSignal): Promise<ClientAccount[]> {
  return call(accounts, { query: { search } }, { signal });
}

export function useClientAccounts(search: string) {
  return useQuery(permissionQueries.options(accounts, { query: { search } }, { placeholderData: keepPreviousData }));
}
