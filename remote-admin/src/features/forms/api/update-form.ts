import type { NewFormInput } from '@portal/contracts/api/forms';
import { api } from '@portal/shared-auth';
import type { Form } from '../types/form';

/** PUT /api/form with the version read: 409 when someone else saved in between. */
export function updateForm(form: NewFormInput): Promise<Form> {
  return api.put<Form>('/api/form', form);
}
