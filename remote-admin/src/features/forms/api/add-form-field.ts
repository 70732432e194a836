import { api } from '@portal/shared-auth';
import type { FormFieldLink } from '../types/form';

export interface NewFormFieldLink {
  id: { fieldCode: string; fieldform: string };
  order: number;
  group: number;
  dimension: number;
  obligatory: boolean;
  subjectType: FormFieldLink['subjectType'];
  newRiga: boolean;
}

/** POST /api/form/field: adds a field to the form. */
export function addFormField(link: NewFormFieldLink): Promise<FormFieldLink> {
  return api.post<FormFieldLink>('/api/form/field', link);
}
