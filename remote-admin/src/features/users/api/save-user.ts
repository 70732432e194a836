import { usersEndpoints } from '@portal/contracts/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { NewUserInput, UserDetail, UserInput } from '../types/user';
import { USERS } from './get-users';

/** POST /api/user: the server mails the activation link. */
export function createUser(user: NewUserInput): Promise<UserDetail> {
  return call(usersEndpoints.postUser, { body: user });
}

/** PUT /api/user/{id} with the version read: 409 when someone saved in between. */
export function updateUser(id: number, user: UserInput): Promise<UserDetail> {
  return call(usersEndpoints.putUserById, { params: { id }, body: user });
}

/** POST /api/user/{id}/activation: the activation mail again, for a user without a password. */
export function resendActivation(id: number): Promise<null> {
  return call(usersEndpoints.postUserActivationById, { params: { id } });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(USERS);
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: createUser, onSuccess: invalidate });
}

export function useUpdateUser(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: (user: UserInput) => updateUser(id, user), onSuccess: invalidate });
}

export function useResendActivation(id: number) {
  return useMutation({ mutationFn: () => resendActivation(id) });
}
