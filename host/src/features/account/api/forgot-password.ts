import { ForgotPasswordBody } from '@portal/contracts/api/account';
import { accountEndpoints } from '@portal/contracts/endpoints/account';
import { MESSAGES } from '@portal/contracts/messages';
import { callForEnvelope, splitLogin, type Envelope } from '@portal/shared-auth';
import { contractRules, yup } from '@portal/shared-ui/forms';

export type ForgotPasswordRequest = Pick<ForgotPasswordBody, 'username'>;

export const forgotPasswordSchema: yup.ObjectSchema<ForgotPasswordRequest> = yup.object({
  username: contractRules(ForgotPasswordBody, ['username']).username.required(MESSAGES.required),
});

/**
 * Mails a reset link if the account exists; the answer is
 * the same either way. `name@tenant` picks the tenant as on the sign-in page.
 */
export function requestPasswordReset(username: string): Promise<Envelope<null>> {
  return callForEnvelope(
    accountEndpoints.postAuthForgotPassword,
    { body: { username, tenantName: splitLogin(username).tenantName } },
    { skipAuthRefresh: true, silent: true },
  );
}
