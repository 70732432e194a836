/** The request-attachments endpoints. */
import { endpoint } from './endpoint.ts';
import { MAX_UNCLAIMED_ATTACHMENTS } from '../catalogue.ts';
import { ORDERING_MESSAGES } from '../messages.ts';
import { AttachmentParams, AttachmentUploadQuery, RequestAttachment } from './requests.ts';

/** Every request-attachments endpoint: the one declaration the API registers and the clients call. */
export const requestAttachmentsEndpoints = {
  postRequestsAttachments: endpoint({
    method: 'POST',
    path: '/api/requests/attachments',
    access: 'user',
    tags: ['richieste'],
    summary: 'Carica il file di un campo FILE, prima di inviare la richiesta',
    description:
      `multipart/form-data con una parte "file" (al massimo ${10} MiB) per il campo fieldCode ` +
      `della form del prodotto; 400 "Gli unici tipi di file accettabili sono …" se l'estensione non è tra quelle ` +
      `del campo. La richiesta lo indica in attachments[fieldCode]; i file non inviati entro un giorno sono ` +
      `eliminati, al massimo ${MAX_UNCLAIMED_ATTACHMENTS} in attesa per utente (409 "${ORDERING_MESSAGES.attachmentTooMany}").`,
    query: AttachmentUploadQuery,
    consumes: ['multipart/form-data'],
    response: RequestAttachment,
  }),
  getRequestsAttachmentsByIdAndAttachmentId: endpoint({
    method: 'GET',
    path: '/api/requests/:id/attachments/:attachmentId',
    access: 'user',
    tags: ['richieste'],
    summary: 'Scarica un file inviato con una propria richiesta',
    params: AttachmentParams,
    produces: ['application/octet-stream'],
  }),
};
