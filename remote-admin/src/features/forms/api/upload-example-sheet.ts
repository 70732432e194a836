import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { uploadTo } from '@portal/shared-auth/files';
import type { Form } from '../types/form';

/** The form's example sheet: multipart part `file`. */
export function uploadExampleSheet(formCode: string, file: File): Promise<Form> {
  return uploadTo(formsEndpoints.postFormUploadExampleSheetByFormCode, { params: { formCode } }, file);
}
