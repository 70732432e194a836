import { helpCenterEndpoints } from '@portal/contracts/endpoints/help-center';
import { SUPPORT_LIMITS } from '@portal/contracts/account';
import type { SupportBody } from '@portal/contracts/api/help-center';
import { MESSAGES } from '@portal/contracts/messages';
import { type Envelope, callForEnvelope } from '@portal/shared-auth';
import { yup } from '@portal/shared-ui/forms';

export type SupportMessage = SupportBody;

export { SUPPORT_LIMITS };

const REQUIRED = MESSAGES.required;

/** Spec 001 §5: name, email (valid format) and note are all required. */
export const supportMessageSchema: yup.ObjectSchema<SupportMessage> = yup.object({
  name: yup.string().trim().required(REQUIRED),
  email: yup.string().trim().required(REQUIRED).email('Si prega di fornire un indirizzo email valido'),
  note: yup.string().trim().required(REQUIRED),
});

/** `POST /api/help-center/contact/support`: answers the envelope; its message is shown to the user. */
export function sendSupportMessage(message: SupportMessage): Promise<Envelope<null>> {
  return callForEnvelope(helpCenterEndpoints.postHelpCenterContactSupport, { body: message });
}
