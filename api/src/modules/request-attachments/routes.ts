import { answer, route } from '../../http/endpoint-route.ts';
import { requestAttachmentsEndpoints } from '@portal/contracts/api/request-attachments';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readUploadedFile, sendAttachment, uploadLimits } from '../../http/file-transfer.ts';
import { caller } from '../../plugins/tenant.ts';
import { requestAttachment, uploadAttachment } from './service.ts';

/** A file of a FILE field: 10 MiB, as the catalogue's own files. */
export const MAX_ATTACHMENT_MB = 10;

/** Files of the request form's FILE fields (spec 001 §5): sent first, then claimed by the request. */
const requestAttachments: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin takes multipart bodies among the request routes.
  await app.register(multipart, { limits: uploadLimits(MAX_ATTACHMENT_MB * 1024 * 1024) });

  answer(app, requestAttachmentsEndpoints.postRequestsAttachments, async (request, { db, who }) => {
    const file = await readUploadedFile(request, 'allegato', MAX_ATTACHMENT_MB * 1024 * 1024);
    return await uploadAttachment(db, who, request.query, file);
  });

  route(app, requestAttachmentsEndpoints.getRequestsAttachmentsByIdAndAttachmentId, async (request, reply) =>
    sendAttachment(
      reply,
      await requestAttachment(app.db, caller(request), request.params.id, request.params.attachmentId),
    ),
  );
};

export default requestAttachments;
