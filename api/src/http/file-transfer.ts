/**
 * Files in and out of the catalogue (forms' example sheets, products' demo files and sheets):
 * one multipart part named "file" in, an attachment out. The multipart plugin is registered by
 * each route plugin that takes uploads, with its own size limit.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { HttpError, MESSAGES } from '../errors.ts';
import { isStorableText } from './text-safety.ts';
import type { TransferredFile } from '../types/transferred-file.ts';

export type { TransferredFile };

/**
 * Size and part limits for `@fastify/multipart`: one file, a few fields. The parser may read one
 * byte past the limit, so that a file cut there is always longer than allowed: whichever order
 * the parser's events come in, a file over the limit is refused, never stored cut to it.
 */
export const uploadLimits = (maxBytes: number) => ({ fileSize: maxBytes + 1, files: 1, fields: 10, parts: 11 });

/**
 * The one file of a multipart upload, at most `maxBytes` (the limit given to uploadLimits);
 * 415 for another body, 400 for a missing or empty file, 413 past the limit.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  fallbackName: string,
  maxBytes: number,
): Promise<TransferredFile> {
  if (!request.isMultipart()) throw new HttpError(415, MESSAGES.unsupportedMediaType);
  const { part, data } = await readPart(request);
  if (part?.file.truncated || (data && data.length > maxBytes)) throw new HttpError(413, MESSAGES.tooLarge);
  if (!part || part.fieldname !== 'file' || !data?.length) throw new HttpError(400, CATALOGUE_MESSAGES.uploadFailed);
  // The name is shown, stored and sent back in a header: no path, quotes, line breaks or controls.
  const fileName = [...(part.filename || fallbackName)]
    .map((char) => (char.charCodeAt(0) < 0x20 || char === '\u007f' || '\\/"'.includes(char) ? '_' : char))
    .join('')
    .slice(0, 255);
  const storable = isStorableText(fileName) ? fileName : fallbackName;
  const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(part.mimetype) ? part.mimetype : 'application/octet-stream';
  return { fileName: storable, contentType, size: data.length, data };
}

/**
 * The first part and its bytes. A body the client broke (no boundary, cut short, malformed
 * headers) is the client's error, a 400; the limits keep their own status (413).
 */
async function readPart(request: FastifyRequest) {
  try {
    const part = await request.file();
    return { part, data: part ? await part.toBuffer() : null };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500 && status !== 406) throw error;
    throw new HttpError(400, CATALOGUE_MESSAGES.uploadFailed);
  }
}

/** Sends the file as an attachment, its name in ASCII and in UTF-8 (RFC 6266), never sniffed. */
export function sendAttachment(reply: FastifyReply, file: TransferredFile): FastifyReply {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.data));
}

/** The OpenAPI answer of a download. */
export const ATTACHMENT_RESPONSE = {
  200: { type: 'string', format: 'binary', description: 'Il file' },
  '4xx': { $ref: 'ErrorEnvelope#' },
  '5xx': { $ref: 'ErrorEnvelope#' },
} as const;
