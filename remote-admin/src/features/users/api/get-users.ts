import { ADMIN_KEY } from '../../../api/admin-queries';
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

/** Query keys of user administration: a save invalidates `userKeys.all`. */
export const userKeys = {
  all: [ADMIN_KEY, 'users'] as const,
  list: (query: UsersQuery) => [...userKeys.all, 'list', query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  profiles: [ADMIN_KEY, 'profiles'] as const,
  priceLists: (clientId: number) => [...userKeys.all, 'price-lists', clientId] as const,
};

/** GET /api/users: paged by last name; search over login, name, email and client. */
export function getUsers(
  { clientId, status, ...query }: UsersQuery,
  signal?: AbortSignal,
): Promise<Page<UserListItem>> {
  return call(
    usersEndpoints.getUsers,
    { query: { ...query, ...(clientId === null ? {} : { clientId }), ...(status === null ? {} : { status }) } },
    { signal },
  );
}

/** A page of users, for the list screen. */
export function usersPage(query: UsersQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
  });
}
