import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldInput, NewFieldInput } from '@portal/contracts/api/fields';
import { call } from '@portal/shared-auth';
import type { Field } from '../types/field';
import { FIELDS } from './get-fields';

/** PUT /api/field with the version read: 409 when someone else saved in between. */
export function updateField(field: NewFieldInput): Promise<Field> {
  // The form of an existing field holds the version it read (the new field's form has none).
  return call(fieldsEndpoints.putField, { body: field as FieldInput });
}

export function useUpdateField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateField,
    onSuccess: () => queryClient.invalidateQueries(FIELDS),
  });
}
