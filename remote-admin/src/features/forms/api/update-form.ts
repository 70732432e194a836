import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewFormInput } from '@portal/contracts/api/forms';
import { api } from '@portal/shared-auth';
import type { Form } from '../types/form';
import { formKeys } from './get-forms';

/** PUT /api/form with the version read: 409 when someone else saved in between. */
export function updateForm(form: NewFormInput): Promise<Form> {
  return api.put<Form>('/api/form', form);
}

export function useUpdateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all }),
  });
}
