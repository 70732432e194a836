import { customerQueries } from './customer-queries';
import { useQuery } from '@tanstack/react-query';
import { offlineRequestsEndpoints } from '@portal/contracts/endpoints/offline-requests';
import { requestAttachmentsEndpoints } from '@portal/contracts/endpoints/request-attachments';
import { requestsEndpoints } from '@portal/contracts/endpoints/requests';
import { callForText } from '@portal/shared-auth';
import { downloadFrom } from '@portal/shared-auth/files';

/** The report page's HTML, shown in a sandboxed frame (the page says when it is missing). */
export function useReportHtml(id: number | null) {
  return useQuery({
    queryKey: customerQueries.key(requestsEndpoints.getRequestsReportById, { params: { id: id! } }),
    queryFn: ({ signal }) =>
      callForText(requestsEndpoints.getRequestsReportById, { params: { id: id! } }, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

/** The report as PDF (richiesta-{id}.pdf), while it is kept. */
export function downloadReportPdf(id: number) {
  return downloadFrom(offlineRequestsEndpoints.getRequestsResultById, { params: { id } }, `richiesta-${id}.pdf`);
}

/** A file sent with the request, under its name. */
export function downloadAttachment(requestId: number, attachment: { id: string; fileName: string }) {
  return downloadFrom(
    requestAttachmentsEndpoints.getRequestsAttachmentsByIdAndAttachmentId,
    { params: { id: requestId, attachmentId: attachment.id } },
    attachment.fileName,
  );
}

/** The file the back office attached to an offline request. */
export function downloadResult(id: number, fileName: string) {
  return downloadFrom(offlineRequestsEndpoints.getRequestsResultById, { params: { id } }, fileName);
}
