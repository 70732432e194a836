import { api } from '@portal/shared-auth';
import { useRemoteData } from '@portal/shared-ui';
import type { Form } from '../types/form';

export function getForm(formCode: string): Promise<Form> {
  return api.get<Form>(`/api/form/${encodeURIComponent(formCode)}`);
}

/** The form being edited; nothing to load for a new one. */
export function useFormRecord(formCode: string | null) {
  return useRemoteData(() => (formCode ? getForm(formCode) : Promise.resolve(null)), [formCode]);
}
