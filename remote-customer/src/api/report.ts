import { useQuery } from '@tanstack/react-query';
import { http } from '@portal/shared-auth';
import { downloadFile } from '@portal/shared-auth/files';

/** GET /api/requests/{id}/report: the report page's HTML, shown in a sandboxed frame (the page says when it is missing). */
export function useReportHtml(id: number | null) {
  return useQuery({
    queryKey: ['requests', 'report', id],
    queryFn: async ({ signal }) =>
      (await http.get<string>(`/api/requests/${id}/report`, { responseType: 'text', signal, silent: true })).data,
    enabled: id !== null,
    retry: false,
  });
}

/** GET /api/requests/{id}/result: the report as PDF (richiesta-{id}.pdf), while it is kept. */
export function downloadReportPdf(id: number) {
  return downloadFile(`/api/requests/${id}/result`, `richiesta-${id}.pdf`);
}

/** GET /api/requests/{id}/attachments/{attachmentId}: a file sent with the request, under its name. */
export function downloadAttachment(requestId: number, attachment: { id: string; fileName: string }) {
  return downloadFile(`/api/requests/${requestId}/attachments/${attachment.id}`, attachment.fileName);
}

/** GET /api/requests/{id}/result: the file the back office attached to an offline request. */
export function downloadResult(id: number, fileName: string) {
  return downloadFile(`/api/requests/${id}/result`, fileName);
}
