import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@portal/shared-auth';
import type { PermissionUser } from '../types/permission-user';

export interface PermissionUsersQuery {
  page: number;
  size: number;
  search: string;
  /** Only the users of this client; absent = every client of the tenant. */
  clientId: number | null;
}

/** Query keys of permission management. */
export const permissionKeys = {
  all: ['permission-management'] as const,
  users: (query: PermissionUsersQuery) => [...permissionKeys.all, 'users', query] as const,
  accounts: (search: string) => [...permissionKeys.all, 'accounts', search] as const,
  account: (clientId: number) => [...permissionKeys.all, 'account', clientId] as const,
  audit: (query: object) => [...permissionKeys.all, 'audit', query] as const,
};

/** `GET /api/permission-management/available/users`: paged, filtered by search and client. */
export function getPermissionUsers(
  { clientId, ...query }: PermissionUsersQuery,
  signal?: AbortSignal,
): Promise<Page<PermissionUser>> {
  return api.get<Page<PermissionUser>>('/api/permission-management/available/users', {
    params: clientId === null ? query : { ...query, clientId },
    signal,
  });
}

export function usePermissionUsers(query: PermissionUsersQuery) {
  return useQuery({
    queryKey: permissionKeys.users(query),
    queryFn: ({ signal }) => getPermissionUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
