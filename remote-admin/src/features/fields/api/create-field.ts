import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewFieldInput } from '@portal/contracts/api/fields';
import { call } from '@portal/shared-auth';
import type { Field } from '../types/field';
import { FIELDS } from './get-fields';

/** POST /api/field: a new field. The answer carries its version for the next save. */
export function createField(field: NewFieldInput): Promise<Field> {
  return call(fieldsEndpoints.postField, { body: field });
}

export function useCreateField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createField,
    onSuccess: () => queryClient.invalidateQueries(FIELDS),
  });
}
