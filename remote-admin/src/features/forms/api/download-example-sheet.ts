import { downloadFile } from '@portal/shared-auth/files';

/** GET /api/form/{formCode}/download/example/sheet, saved under its own name. */
export function downloadExampleSheet(formCode: string, fileName: string | null) {
  return downloadFile(`/api/form/${encodeURIComponent(formCode)}/download/example/sheet`, fileName ?? 'scheda-esempio');
}
