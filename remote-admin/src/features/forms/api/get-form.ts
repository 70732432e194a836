import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { Form } from '../types/form';
import { formKeys } from './get-forms';

export function getForm(formCode: string, signal?: AbortSignal): Promise<Form> {
  return call(formsEndpoints.getFormByFormCode, { params: { formCode } }, { signal });
}

/** The form being edited; nothing to load for a new one (`null`). */
export function useFormRecord(formCode: string | null) {
  return useQuery({
    queryKey: formKeys.detail(formCode ?? ''),
    queryFn: ({ signal }) => getForm(formCode!, signal),
    enabled: formCode !== null,
  });
}
