import { adminQueries } from '../../../api/admin-queries';
import { usersEndpoints } from '@portal/contracts/endpoints/users';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import type { UserListItem, UserStatus } from '../types/user';

export interface UsersQuery {
  page: number;
  size: number;
  search: string;
  clientId: number | null;
  status: UserStatus | null;
}

/** What a user's save makes stale: every answer of user administration's endpoints. */
export const USERS = adminQueries.about(usersEndpoints);

/** Only the filters set travel. */
const usersInput = ({ clientId, status, ...query }: UsersQuery) => ({
  query: { ...query, ...(clientId === null ? {} : { clientId }), ...(status === null ? {} : { status }) },
});

/** GET /api/users: paged by last name; search over login, name, email and client. */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<Page<UserListItem>> {
  return call(usersEndpoints.getUsers, usersInput(query), { signal });
}

/** A page of users, for the list screen. */
export function usersPage(query: UsersQuery) {
  return queryOptions({
    queryKey: adminQueries.key(usersEndpoints.getUsers, usersInput(query)),
    queryFn: ({ signal }) => getUsers(query, signal),
  });
}
