import { api } from '@portal/shared-auth';
import type { Form } from '../types/form';

/** DELETE /api/form/{formCode}/example/sheet. */
export function removeExampleSheet(formCode: string): Promise<Form> {
  return api.delete<Form>(`/api/form/${encodeURIComponent(formCode)}/example/sheet`);
}
