import { api } from '@portal/shared-auth';
import type { Form } from '../types/form';
import type { FormInput } from './create-form';

/** PUT /api/form with the version read: 409 when someone else saved in between. */
export function updateForm(form: FormInput): Promise<Form> {
  return api.put<Form>('/api/form', form);
}
