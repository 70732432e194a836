import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { call } from '@portal/shared-auth';

export const FORM_CODE_TAKEN = CATALOGUE_MESSAGES.formCodeTaken;

/** GET /api/form/form-code/availability: true when no form of the tenant has the code. */
export async function isFormCodeAvailable(formCode: string): Promise<boolean> {
  const answer = await call(formsEndpoints.getFormFormCodeAvailability, { query: { formCode } }, { silent: true });
  return answer.available;
}
