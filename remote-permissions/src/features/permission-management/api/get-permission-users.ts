import { permissionManagementEndpoints } from '@portal/contracts/endpoints/permission-management';
import { call, type Page } from '@portal/shared-auth';
import type { PermissionUser } from '../types/permission-user';
import { permissionQueries } from './permission-queries';

const { getPermissionManagementAvailableUsers: users } = permissionManagementEndpoints;

export interface PermissionUsersQuery {
  page: number;
  size: number;
  search: string;
  /** Only the users of this client; absent = every client of the tenant. */
  clientId: number | null;
}

/** Paged, filtered by search and client (a client left empty is not sent). */
export function getPermissionUsers(query: PermissionUsersQuery, signal?: AbortSignal): Promise<Page<PermissionUser>> {
  return call(users, { query }, { signal });
}

/** A page of users with their permissions, for the list screen. */
export function permissionUsersPage(query: PermissionUsersQuery) {
  return permissionQueries.options(users, { query });
}
