import { api, type Page } from '@portal/shared-auth';
import { useRemoteData } from '@portal/shared-ui';
import type { PermissionUser } from '../types/permission-user';

export interface PermissionUsersQuery {
  page: number;
  size: number;
  search: string;
  /** Only the users of this client; absent = every client of the tenant. */
  clientId: number | null;
}

/** `GET /api/permission-management/available/users`: paged, filtered by search and client. */
export function getPermissionUsers({ clientId, ...query }: PermissionUsersQuery): Promise<Page<PermissionUser>> {
  return api.get<Page<PermissionUser>>('/api/permission-management/available/users', {
    params: clientId === null ? query : { ...query, clientId },
  });
}

export function usePermissionUsers(query: PermissionUsersQuery) {
  return useRemoteData(() => getPermissionUsers(query), [query.page, query.size, query.search, query.clientId]);
}
