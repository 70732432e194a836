import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { call } from '@portal/shared-auth';
import type { AvailableField } from '../types/form';

/** GET /api/available/fields: every field of the catalogue, the choice of 'Aggiungi campo'. */
export function getAvailableFields(): Promise<AvailableField[]> {
  return call(fieldsEndpoints.getAvailableFields);
}
