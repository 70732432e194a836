import type { RequestAttachment } from '@portal/contracts/api/requests';
import { uploadFile } from '@portal/shared-auth/files';

/** POST /api/requests/attachments: the file of a FILE field, kept until the request claims it. */
export function uploadAttachment(productId: number, fieldCode: string, file: File): Promise<RequestAttachment> {
  const query = new URLSearchParams({ productId: String(productId), fieldCode });
  return uploadFile<RequestAttachment>(`/api/requests/attachments?${query}`, file);
}
