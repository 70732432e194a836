import { hostQueries } from '../../../lib/query-keys';
import { useQuery } from '@tanstack/react-query';
import type { ResetTokenAnswer } from '@portal/contracts/api/account';
import { accountEndpoints } from '@portal/contracts/endpoints/account';
import { callForEnvelope, type Envelope } from '@portal/shared-auth';
import type { NewPassword } from '../../../lib/password-schema';

export type ResetLinkPolicy = ResetTokenAnswer;

/** Is the reset link still good, and the user's policy: a spent or unknown link is an error at once (no retry, never cached). */
export function useResetLink(token: string) {
  return useQuery(
    hostQueries.options(
      accountEndpoints.getAuthResetPasswordByToken,
      { params: { token } },
      { retry: false, gcTime: 0, call: { skipAuthRefresh: true, silent: true } },
    ),
  );
}

/** Spends the link and sets the new password. */
export function resetPassword(token: string, values: NewPassword): Promise<Envelope<null>> {
  return callForEnvelope(
    accountEndpoints.postAuthResetPassword,
    { body: { token, ...values } },
    { skipAuthRefresh: true, silent: true },
  );
}
