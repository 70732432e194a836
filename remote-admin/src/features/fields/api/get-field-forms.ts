import { api } from '@portal/shared-auth';
import { useRemoteData } from '@portal/shared-ui';
import type { FieldForm } from '../types/field';

export function getFieldForms(fieldCode: string, search: string): Promise<FieldForm[]> {
  return api.get<FieldForm[]>(`/api/field/forms/${encodeURIComponent(fieldCode)}`, {
    params: search ? { search } : undefined,
  });
}

export function useFieldForms(fieldCode: string | null, search: string) {
  return useRemoteData(() => (fieldCode ? getFieldForms(fieldCode, search) : Promise.resolve([])), [fieldCode, search]);
}
