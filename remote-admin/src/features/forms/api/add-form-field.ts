import { formFieldsEndpoints } from '@portal/contracts/endpoints/form-fields';
import type { NewFormFieldInput } from '@portal/contracts/api/forms';
import { call } from '@portal/shared-auth';
import type { FormFieldLink } from '../types/form';

export type NewFormFieldLink = NewFormFieldInput;

/** POST /api/form/field: adds a field to the form. */
export function addFormField(link: NewFormFieldLink): Promise<FormFieldLink> {
  return call(formFieldsEndpoints.postFormField, { body: link });
}
