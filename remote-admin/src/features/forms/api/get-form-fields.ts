import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { call } from '@portal/shared-auth';
import type { FormFieldLink } from '../types/form';

/** GET /api/form/{formCode}/fields: the form's field links, by order. */
export function getFormFields(formCode: string): Promise<FormFieldLink[]> {
  return call(formsEndpoints.getFormFieldsByFormCode, { params: { formCode } });
}
