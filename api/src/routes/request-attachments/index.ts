import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AttachmentParams, AttachmentUploadQuery, RequestAttachment } from '@portal/contracts/api/requests';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import { envelope } from '../../errors.ts';
import { ATTACHMENT_RESPONSE, readUploadedFile, sendAttachment, uploadLimits } from '../../http/file-transfer.ts';
import { caller } from '../../plugins/tenant.ts';
import { responses } from '../../schemas/common.ts';
import { MAX_UNCLAIMED_ATTACHMENTS, requestAttachment, uploadAttachment } from '../../services/request-attachments.ts';

/** A file of a FILE field: 10 MiB, as the catalogue's own files. */
export const MAX_ATTACHMENT_MB = 10;

const TAGS = ['richieste'];
const signedIn = { access: 'user' as const };

/** Files of the request form's FILE fields (spec 001 §5): sent first, then claimed by the request. */
const requestAttachments: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin takes multipart bodies among the request routes.
  await app.register(multipart, { limits: uploadLimits(MAX_ATTACHMENT_MB * 1024 * 1024) });

  app.post(
    '/api/requests/attachments',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Carica il file di un campo FILE, prima di inviare la richiesta',
        description:
          `multipart/form-data con una parte "file" (al massimo ${MAX_ATTACHMENT_MB} MiB) per il campo fieldCode ` +
          `della form del prodotto; 400 "Gli unici tipi di file accettabili sono …" se l'estensione non è tra quelle ` +
          `del campo. La richiesta lo indica in attachments[fieldCode]; i file non inviati entro un giorno sono ` +
          `eliminati, al massimo ${MAX_UNCLAIMED_ATTACHMENTS} in attesa per utente (409 "${ORDERING_MESSAGES.attachmentTooMany}").`,
        consumes: ['multipart/form-data'],
        querystring: AttachmentUploadQuery,
        response: responses(RequestAttachment),
      },
    },
    async (request) => {
      const file = await readUploadedFile(request, 'allegato', MAX_ATTACHMENT_MB * 1024 * 1024);
      return envelope(await uploadAttachment(app.db, caller(request), request.query, file));
    },
  );

  app.get(
    '/api/requests/:id/attachments/:attachmentId',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Scarica un file inviato con una propria richiesta',
        params: AttachmentParams,
        produces: ['application/octet-stream'],
        response: ATTACHMENT_RESPONSE,
      },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        await requestAttachment(app.db, caller(request), request.params.id, request.params.attachmentId),
      ),
  );
};

export default requestAttachments;
