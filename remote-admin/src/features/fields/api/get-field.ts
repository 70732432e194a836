import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { Field } from '../types/field';
import { adminQueries } from '../../../api/admin-queries';

export function getField(fieldCode: string, signal?: AbortSignal): Promise<Field> {
  return call(fieldsEndpoints.getFieldByFieldCode, { params: { fieldCode } }, { signal });
}

/** The field being edited; nothing to load for a new one (`null`). */
export function useFieldRecord(fieldCode: string | null) {
  return useQuery({
    queryKey: adminQueries.key(fieldsEndpoints.getFieldByFieldCode, { params: { fieldCode: fieldCode ?? '' } }),
    queryFn: ({ signal }) => getField(fieldCode!, signal),
    enabled: fieldCode !== null,
  });
}
