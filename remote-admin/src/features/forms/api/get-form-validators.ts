import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { FormValidatorOption } from '../types/form';
import { adminQueries } from '../../../api/admin-queries';

export function getFormValidators(signal?: AbortSignal): Promise<FormValidatorOption[]> {
  return call(formsEndpoints.getFormValidators, {}, { signal });
}

/** The validators a form may require: fixed for the session. */
export function useFormValidators() {
  return useQuery({
    queryKey: adminQueries.key(formsEndpoints.getFormValidators, {}),
    queryFn: ({ signal }) => getFormValidators(signal),
    staleTime: Infinity,
  });
}
