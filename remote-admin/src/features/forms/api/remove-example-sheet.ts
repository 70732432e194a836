import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { call } from '@portal/shared-auth';
import type { Form } from '../types/form';

/** DELETE /api/form/{formCode}/example/sheet. */
export function removeExampleSheet(formCode: string): Promise<Form> {
  return call(formsEndpoints.deleteFormExampleSheetByFormCode, { params: { formCode } });
}
