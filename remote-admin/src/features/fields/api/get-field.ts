import { api } from '@portal/shared-auth';
import { useRemoteData } from '@portal/shared-ui';
import type { Field } from '../types/field';

export function getField(fieldCode: string): Promise<Field> {
  return api.get<Field>(`/api/field/${encodeURIComponent(fieldCode)}`);
}

/** The field being edited; nothing to load for a new one. */
export function useFieldRecord(fieldCode: string | null) {
  return useRemoteData(() => (fieldCode ? getField(fieldCode) : Promise.resolve(null)), [fieldCode]);
}
