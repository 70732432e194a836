import { SIGN_UP_LIMITS } from '@portal/contracts/account';
import type { SignUpBody } from '@portal/contracts/api/account';
import { accountEndpoints } from '@portal/contracts/endpoints/account';
import { MESSAGES } from '@portal/contracts/messages';
import { callForEnvelope, type Envelope } from '@portal/shared-auth';
import { yup } from '@portal/shared-ui/forms';

export type SignUpRequest = Omit<SignUpBody, 'tenantName'>;

export { SIGN_UP_LIMITS };

const REQUIRED = MESSAGES.required;

export const signUpSchema: yup.ObjectSchema<SignUpRequest> = yup.object({
  companyName: yup.string().trim().required(REQUIRED).max(SIGN_UP_LIMITS.companyName),
  partitaIva: yup
    .string()
    .trim()
    .required(REQUIRED)
    // The format here; the office code and check digit are the server's (one implementation),
    // whose message comes back on submit with the form kept.
    .matches(/^\d{11}$/, 'La partita IVA deve contenere 11 cifre'),
  name: yup.string().trim().required(REQUIRED).max(SIGN_UP_LIMITS.name),
  lastName: yup.string().trim().required(REQUIRED).max(SIGN_UP_LIMITS.lastName),
  email: yup.string().trim().required(REQUIRED).email(MESSAGES.invalidEmail).max(SIGN_UP_LIMITS.email),
  username: yup
    .string()
    .trim()
    .required(REQUIRED)
    .min(3, 'Il nome utente deve contenere almeno 3 caratteri')
    .max(SIGN_UP_LIMITS.username)
    .matches(/^[A-Za-z0-9._-]+$/, 'Il nome utente può contenere solo lettere, numeri e i caratteri . _ -'),
});

/**
 * A request for an account that the back office approves; the
 * answer is the same whether the username exists or not.
 */
export function sendSignUpRequest(request: SignUpRequest, tenantName: string | null): Promise<Envelope<null>> {
  return callForEnvelope(
    accountEndpoints.postAuthSignUp,
    { body: { ...request, tenantName } },
    { skipAuthRefresh: true, silent: true },
  );
}
