import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInput, NewFormInput } from '@portal/contracts/api/forms';
import { call } from '@portal/shared-auth';
import type { Form } from '../types/form';
import { FORMS } from './get-forms';

/** PUT /api/form with the version read: 409 when someone else saved in between. */
export function updateForm(form: NewFormInput): Promise<Form> {
  // The form of an existing record holds the version it read (a new record's has none).
  return call(formsEndpoints.putForm, { body: form as FormInput });
}

export function useUpdateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateForm,
    onSuccess: () => queryClient.invalidateQueries(FORMS),
  });
}
