import { uploadFile } from '@portal/shared-auth/files';
import type { Form } from '../types/form';

/** POST /api/form/{formCode}/upload/example/sheet: multipart part `file`, bearer. */
export function uploadExampleSheet(formCode: string, file: File): Promise<Form> {
  return uploadFile<Form>(`/api/form/${encodeURIComponent(formCode)}/upload/example/sheet`, file);
}
