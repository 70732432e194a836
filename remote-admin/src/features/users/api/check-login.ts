import { usersEndpoints } from '@portal/contracts/endpoints/users';
import { USER_MESSAGES } from '@portal/contracts/messages';
import { call } from '@portal/shared-auth';

export const LOGIN_TAKEN = USER_MESSAGES.loginTaken;

/** GET /api/user/login/availability: true when no user of the tenant has the login (any case). */
export async function isLoginAvailable(login: string): Promise<boolean> {
  const answer = await call(usersEndpoints.getUserLoginAvailability, { query: { login } }, { silent: true });
  return answer.available;
}
