import { fieldsEndpoints } from '@portal/contracts/endpoints/fields';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { FieldForm } from '../types/field';
import { adminQueries } from '../../../api/admin-queries';

const formsInput = (fieldCode: string, search: string) => ({
  params: { fieldCode },
  query: search ? { search } : undefined,
});

export function getFieldForms(fieldCode: string, search: string, signal?: AbortSignal): Promise<FieldForm[]> {
  return call(fieldsEndpoints.getFieldFormsByFieldCode, formsInput(fieldCode, search), { signal });
}

/** The forms that use the field (none for a new one). */
export function useFieldForms(fieldCode: string | null, search: string) {
  return useQuery({
    queryKey: adminQueries.key(fieldsEndpoints.getFieldFormsByFieldCode, formsInput(fieldCode ?? '', search)),
    queryFn: ({ signal }) => (fieldCode ? getFieldForms(fieldCode, search, signal) : Promise.resolve([])),
    placeholderData: keepPreviousData,
  });
}
