import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { call } from '@portal/shared-auth';

export const FIELD_CODE_TAKEN = CATALOGUE_MESSAGES.fieldCodeTaken;

/** GET /api/field/field-code/availability: true when no field of the tenant has the code. */
export async function isFieldCodeAvailable(fieldCode: string): Promise<boolean> {
  const answer = await call(fieldsEndpoints.getFieldFieldCodeAvailability, { query: { fieldCode } }, { silent: true });
  return answer.available;
}
