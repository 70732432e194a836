import type { NewFormFieldInput } from '@portal/contracts/api/forms';
import { api } from '@portal/shared-auth';
import type { FormFieldLink } from '../types/form';

/** PUT /api/form/fields: order and settings of every link in one go (409 if one is stale). */
export function saveFormFields(links: NewFormFieldInput[]): Promise<FormFieldLink[]> {
  return api.put<FormFieldLink[]>('/api/form/fields', links);
}
