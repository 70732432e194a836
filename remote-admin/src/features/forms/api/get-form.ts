import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { Form } from '../types/form';
import { adminQueries } from '../../../api/admin-queries';

export function getForm(formCode: string, signal?: AbortSignal): Promise<Form> {
  return call(formsEndpoints.getFormByFormCode, { params: { formCode } }, { signal });
}

/** The form being edited; nothing to load for a new one (`null`). */
export function useFormRecord(formCode: string | null) {
  return useQuery({
    queryKey: adminQueries.key(formsEndpoints.getFormByFormCode, { params: { formCode: formCode ?? '' } }),
    queryFn: ({ signal }) => getForm(formCode!, signal),
    enabled: formCode !== null,
  });
}
