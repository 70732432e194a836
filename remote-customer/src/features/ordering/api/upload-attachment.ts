import type { RequestAttachment } from '@portal/contracts/api/requests';
import { requestAttachmentsEndpoints } from '@portal/contracts/endpoints/request-attachments';
import { uploadTo } from '@portal/shared-auth/files';

/** The file of a FILE field, kept until the request claims it. */
export function uploadAttachment(productId: number, fieldCode: string, file: File): Promise<RequestAttachment> {
  return uploadTo(requestAttachmentsEndpoints.postRequestsAttachments, { query: { productId, fieldCode } }, file);
}
