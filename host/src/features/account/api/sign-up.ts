import { SIGN_UP_LIMITS } from '@portal/contracts/account';
import { SignUpBody } from '@portal/contracts/api/account';
import { accountEndpoints } from '@portal/contracts/endpoints/account';
import { MESSAGES } from '@portal/contracts/messages';
import { callForEnvelope, type Envelope } from '@portal/shared-auth';
import { contractRules, yup } from '@portal/shared-ui/forms';

export type SignUpRequest = Omit<SignUpBody, 'tenantName'>;

export { SIGN_UP_LIMITS };

const REQUIRED = MESSAGES.required;

const contract = contractRules(SignUpBody, ['companyName', 'name', 'lastName', 'email', 'username']);

export const signUpSchema: yup.ObjectSchema<SignUpRequest> = yup.object({
  companyName: contract.companyName.required(REQUIRED),
  partitaIva: yup
    .string()
    .trim()
    .required(REQUIRED)
    // The format here; the office code and check digit are the server's (one implementation),
    // whose message comes back on submit with the form kept.
    .matches(/^\d{11}$/, 'La partita IVA deve contenere 11 cifre'),
  name: contract.name.required(REQUIRED),
  lastName: contract.lastName.required(REQUIRED),
  email: contract.email.required(REQUIRED),
  username: contract.username
    .required(REQUIRED)
    .min(SIGN_UP_LIMITS.usernameMin, `Il nome utente deve contenere almeno ${SIGN_UP_LIMITS.usernameMin} caratteri`)
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
