import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewFieldInput } from '@portal/contracts/api/fields';
import { api } from '@portal/shared-auth';
import type { Field } from '../types/field';
import { fieldKeys } from './get-fields';

/** PUT /api/field with the version read: 409 when someone else saved in between. */
export function updateField(field: NewFieldInput): Promise<Field> {
  return api.put<Field>('/api/field', field);
}

export function useUpdateField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateField,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldKeys.all }),
  });
}
