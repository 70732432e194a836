import { accountEndpoints } from '@portal/contracts/endpoints/account';
import { meEndpoints } from '@portal/contracts/endpoints/me';
import {
  authStore,
  call,
  callForEnvelope,
  refreshAccessToken,
  type CurrentUser,
  type Envelope,
} from '@portal/shared-auth';
import type { NewPassword } from '../../../lib/password-schema';

/**
 * `POST /api/me/password` (spec 000 §7 "Change password": password, passwordConfirm, and the
 * current password unless it has expired; answer
 * message and error). A failure is shown by the shared client as a toast with the server's
 * message (§8); the caller shows the success message.
 */
export function changePassword(values: NewPassword & { currentPassword?: string }): Promise<Envelope<null>> {
  return callForEnvelope(accountEndpoints.postMePassword, { body: values });
}

/**
 * After a change the stored user detail is fetched again (passwordExpired is cleared). An
 * expired password's session first gets a new access token: the old one only allows this page.
 */
export async function reloadCurrentUser({ renewSession = false } = {}): Promise<CurrentUser> {
  if (renewSession) await refreshAccessToken();
  const user = await call(meEndpoints.getMe);
  authStore.setState({ user, permissions: user.permissions });
  return user;
}
