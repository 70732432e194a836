import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
// By package name: this entry is bundled by whoever imports it, and must call through the
// one client of the page (the singleton), not a copy of its own.
import { api, http } from '@portal/shared-auth';
import {
  endpointUrl,
  sentQuery,
  type AnswerOf,
  type Endpoint,
  type FileEndpoint,
  type InputOf,
} from '@portal/contracts/api/endpoint';

/** What a failed upload says when the server gave no message of its own. */
export const UPLOAD_ERROR = CATALOGUE_MESSAGES.uploadFailed;

/*
 * `@portal/shared-auth/files`: uploads and downloads through the one client. Not a singleton
 * and not in the main entry, which the sign-in page loads: only the screens with files pay it.
 */

/**
 * Sends one file as multipart, part `file` (spec 002 §7), through the platform's client: it
 * carries the bearer token and the tenant, and refreshes the token once on a 401.
 */
export async function uploadFile<T = unknown>(url: string, file: File | Blob, fileName?: string): Promise<T> {
  const body = new FormData();
  if (fileName !== undefined) body.append('file', file, fileName);
  else body.append('file', file);
  return api.post<T>(url, body);
}

/**
 * A file endpoint's address with its query written in (repeated keys for lists): a download is
 * a plain GET of that address, an upload a POST of the form to it.
 */
export function fileEndpointUrl(endpoint: Pick<Endpoint, 'path'>, input: object): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(sentQuery(query) ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const url = endpointUrl(endpoint, params);
  return search.size ? `${url}?${search}` : url;
}

/** The part `file` of an upload endpoint's form, and its other input (path, query). */
export function uploadTo<E extends Endpoint & { consumes: readonly ['multipart/form-data'] }>(
  endpoint: E,
  input: Omit<InputOf<E>, 'body'>,
  file: File | Blob,
  fileName?: string,
): Promise<AnswerOf<E>> {
  return uploadFile<AnswerOf<E>>(fileEndpointUrl(endpoint, input), file, fileName);
}

/** Downloads a file endpoint's answer and saves it under the name the server gives. */
export function downloadFrom<E extends FileEndpoint>(
  endpoint: E,
  input: InputOf<E>,
  fallbackName = 'download',
): Promise<{ name: string; blob: Blob }> {
  return downloadFile(fileEndpointUrl(endpoint, input), fallbackName);
}

/** The file name a `Content-Disposition` header gives, if any. */
export function fileNameOf(disposition: string | undefined | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** Downloads a file as a blob through the client (bearer), then saves it under its name. */
export async function downloadFile(url: string, fallbackName = 'download'): Promise<{ name: string; blob: Blob }> {
  const response = await http.get<Blob>(url, { responseType: 'blob' });
  const header = response.headers?.['content-disposition'] as string | undefined;
  const name = fileNameOf(header) ?? fallbackName;
  const blob = response.data;
  saveBlob(blob, name);
  return { name, blob };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, name: string): void {
  if (typeof URL.createObjectURL !== 'function') return; // jsdom: nothing to save to
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
