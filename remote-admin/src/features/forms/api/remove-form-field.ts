import { formFieldsEndpoints } from '@portal/contracts/endpoints/form-fields';
import { call } from '@portal/shared-auth';

/** DELETE /api/form/field/{fieldCode}/{fieldform}: takes the field out of the form. */
export function removeFormField(fieldCode: string, formCode: string): Promise<null> {
  return call(formFieldsEndpoints.deleteFormFieldByFieldCodeAndFieldform, {
    params: { fieldCode, fieldform: formCode },
  });
}
