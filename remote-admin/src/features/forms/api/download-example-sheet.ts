import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { downloadFrom } from '@portal/shared-auth/files';

/** The form's example sheet, saved under its own name. */
export function downloadExampleSheet(formCode: string, fileName: string | null) {
  return downloadFrom(
    formsEndpoints.getFormDownloadExampleSheetByFormCode,
    { params: { formCode } },
    fileName ?? 'scheda-esempio',
  );
}
