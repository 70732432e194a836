import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import type { Field } from '../types/field';
import { fieldKeys } from './get-fields';

export function getField(fieldCode: string, signal?: AbortSignal): Promise<Field> {
  return api.get<Field>(`/api/field/${encodeURIComponent(fieldCode)}`, { signal });
}

/** The field being edited; nothing to load for a new one (`null`). */
export function useFieldRecord(fieldCode: string | null) {
  return useQuery({
    queryKey: fieldKeys.detail(fieldCode ?? ''),
    queryFn: ({ signal }) => getField(fieldCode!, signal),
    enabled: fieldCode !== null,
  });
}
