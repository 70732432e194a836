import type { CurrentUser, TenantConfig } from '../types';
import { http } from '../http-client';

export interface SeenRequest {
  method: string;
  url: string;
  params: unknown;
  data: unknown;
}

interface Answer {
  status: number;
  body?: unknown;
}

/**
 * Plays the API behind the real shared client (interceptors, envelope, error toasts): a
 * custom adapter on the one axios instance. Returns the requests it saw.
 */
export function serveApi(handler: (request: SeenRequest) => Answer | Promise<Answer>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const adapter = async (config: { method?: string; url?: string; params?: unknown; data?: unknown }) => {
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    seen.push(request);
    const { status, body } = await handler(request);
    if (status === 0) throw Object.assign(new Error('Network Error'), { config, code: 'ERR_NETWORK' });
    const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400)
      throw Object.assign(new Error(`Request failed with status code ${status}`), { config, response });
    return response;
  };
  http.defaults.adapter = adapter as never;
  return seen;
}

export const envelope = (context: unknown, message: string | null = null) => ({ error: false, message, context });

/** An access token shaped as the server's (claims in a base64url payload), unsigned: the client never checks signatures. */
export function unsignedToken(claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

/** The two demo tenants as `GET /api/tenants/:name` answers them (their palettes differ). */
export const TEST_TENANTS = {
  alfa: { instanceCode: 'ALFA', name: 'alfa', descr: 'Portale Alfa', palette: 'default', preProduction: false },
  beta: { instanceCode: 'BETA', name: 'beta', descr: 'Portale Beta', palette: 'teal', preProduction: false },
} as const satisfies Record<string, TenantConfig>;

/**
 * A signed-in user as `GET /api/me` answers it: Mario Rossi of alfa, no permission, the default
 * password rules; `extra` sets what a test is about.
 */
export function currentUser(extra: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    login: 'mario',
    name: 'Mario',
    lastName: 'Rossi',
    email: 'mario@alfa.it',
    clientId: 1,
    clientName: 'Alfa',
    tenant: TEST_TENANTS.alfa,
    permissions: [],
    pwdMinLength: 8,
    pwdNumDiff: 3,
    passwordDurationDays: 180,
    impersonator: null,
    ...extra,
  };
}

/**
 * A live-channel socket for tests (`live={{ createSocket: (url) => new FakeSocket(url) }}`):
 * every one made is in `FakeSocket.all`; `push` delivers a message as the server would.
 */
export class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/**
 * jsdom has no Web Locks: a stand-in for navigator.locks that records, in `held`, each lock as
 * it is taken and released. Returns the cleanup for `afterEach`.
 */
export function recordWebLocks(held: string[]): () => void {
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: {
      request: async (name: string, _options: object, task: () => Promise<unknown>) => {
        held.push(name);
        try {
          return await task();
        } finally {
          held.push(`released ${name}`);
        }
      },
    },
  });
  return () => delete (navigator as { locks?: unknown }).locks;
}
