import { api } from '@portal/shared-auth';
import type { Form } from '../types/form';

export interface FormInput {
  formCode: string;
  description: string;
  validatore: string | null;
  version?: number;
}

/** POST /api/form. The validators travel comma-joined (spec 002 §3). */
export function createForm(form: FormInput): Promise<Form> {
  return api.post<Form>('/api/form', form);
}
