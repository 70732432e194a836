import { api } from '@portal/shared-auth';

/** DELETE /api/form/field/{fieldCode}/{fieldform}: takes the field out of the form. */
export function removeFormField(fieldCode: string, formCode: string): Promise<null> {
  return api.delete<null>(`/api/form/field/${encodeURIComponent(fieldCode)}/${encodeURIComponent(formCode)}`);
}
