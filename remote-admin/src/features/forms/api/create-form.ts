import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewFormInput } from '@portal/contracts/api/forms';
import { call } from '@portal/shared-auth';
import type { Form } from '../types/form';
import { FORMS } from './get-forms';

/** POST /api/form. The validators travel comma-joined (spec 002 §3). */
export function createForm(form: NewFormInput): Promise<Form> {
  return call(formsEndpoints.postForm, { body: form });
}

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForm,
    onSuccess: () => queryClient.invalidateQueries(FORMS),
  });
}
