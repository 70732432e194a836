import { api } from '@portal/shared-auth';
import { useRemoteData } from '@portal/shared-ui';
import type { FormValidatorOption } from '../types/form';

export function getFormValidators(): Promise<FormValidatorOption[]> {
  return api.get<FormValidatorOption[]>('/api/form-validators');
}

export function useFormValidators() {
  return useRemoteData(getFormValidators, []);
}
