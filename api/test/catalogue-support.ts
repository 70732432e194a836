import assert from 'node:assert/strict';
import { before } from 'node:test';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BuildOptions } from '../src/app.ts';
import { buildTestApp, signIn, type Session } from './helper.ts';

/** What the catalogue tests share: the messages they expect and a signed-in client. */
export const FORBIDDEN = 'Non disponi dei privilegi necessari per eseguire questa azione';
export const STALE = 'Il record è stato modificato da un altro utente: ricarica la pagina';
export const NOT_FOUND = 'Risorsa non trovata';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CatalogueClient {
  app: FastifyInstance;
  sessions: Record<string, Session>;
  /** A JSON call, as the manager (gestore) unless another session is given. */
  call(method: Method, url: string, payload?: unknown, session?: Session): Promise<LightMyRequestResponse>;
  /** The same call, which must answer 200: the envelope's context. */
  ok<T = unknown>(method: Method, url: string, payload?: unknown, session?: Session): Promise<T>;
}

/** Builds the app and signs in each login before the file's tests run. */
export function catalogueClient(logins: readonly string[], options: BuildOptions = {}): CatalogueClient {
  const client = { sessions: {} } as CatalogueClient;
  before(async () => {
    client.app = await buildTestApp(options);
    for (const login of logins) client.sessions[login] = await signIn(client.app, login);
  });
  client.call = (method, url, payload, session = client.sessions.gestore) =>
    client.app.inject({
      method,
      url,
      headers: session.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  client.ok = async <T>(method: Method, url: string, payload?: unknown, session?: Session) => {
    const response = await client.call(method, url, payload, session);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().context as T;
  };
  return client;
}

export function assertError(
  response: { statusCode: number; json(): { error: boolean; message: string } },
  status: number,
  message: string | RegExp,
) {
  assert.equal(response.statusCode, status, response.json().message);
  const body = response.json();
  assert.equal(body.error, true);
  if (typeof message === 'string') assert.equal(body.message, message);
  else assert.match(body.message, message);
}

let counter = 0;
/** A code no other test (or test process) uses. */
export function uniqueCode(prefix: string): string {
  counter += 1;
  return `${prefix}_${process.pid}_${counter}`;
}

/** A multipart/form-data body, as a browser sends an upload. */
export function multipart(parts: Array<{ name: string; filename?: string; type?: string; data: Buffer | string }>) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          `${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
