import type { NewFieldInput } from '@portal/contracts/api/fields';
import { api } from '@portal/shared-auth';
import type { Field } from '../types/field';

/** POST /api/field: a new field. The answer carries its version for the next save. */
export function createField(field: NewFieldInput): Promise<Field> {
  return api.post<Field>('/api/field', field);
}
