import { formFieldsEndpoints } from '@portal/contracts/endpoints/form-fields';
import type { FormFieldInput, NewFormFieldInput } from '@portal/contracts/api/forms';
import { call } from '@portal/shared-auth';
import type { FormFieldLink } from '../types/form';

/** PUT /api/form/fields: order and settings of every link in one go (409 if one is stale). */
export function saveFormFields(links: NewFormFieldInput[]): Promise<FormFieldLink[]> {
  // Each link carries the version last read of it, as the server requires.
  return call(formFieldsEndpoints.putFormFields, { body: links as FormFieldInput[] });
}
