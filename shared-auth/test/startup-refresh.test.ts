import { REFRESH_LOCK } from '../src/cross-tab-lock';
import { authEndpoints } from '@portal/contracts/endpoints/auth';
import { endpointUrl } from '@portal/contracts/api/endpoint';
import { STARTUP_REFRESH_URL, startStartupRefresh } from '../src/startup-refresh';
import { envelope, recordWebLocks, unsignedToken } from '../src/testing/serve-api';

const ANSWER = { accessToken: unsignedToken({ sub: '1', tid: 'alfa' }), expiresIn: 300 };

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** jsdom has no fetch: each test says what the API answers, and sees what was asked. */
function serveFetch(status: number, body: unknown, held: string[]) {
  const asked: { url: string; method?: string; whileHolding: string[] }[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: String(url), method: init?.method, whileHolding: [...held] });
    return { ok: status < 400, status, json: async () => body } as Response;
  }) as typeof fetch;
  return asked;
}

describe('startStartupRefresh', () => {
  const held: string[] = [];
  let unrecord: () => void;
  beforeEach(() => {
    clearCookies();
    held.length = 0;
    unrecord = recordWebLocks(held);
  });
  afterEach(() => {
    unrecord();
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('asks nothing without a session hint', () => {
    const asked = serveFetch(200, envelope(ANSWER), held);
    expect(startStartupRefresh()).toBeNull();
    expect(asked).toEqual([]);
    expect(held).toEqual([]);
  });

  it('spends the refresh cookie under the cross-tab lock and gives the session with its user and remotes', async () => {
    document.cookie = 'portal_session=1; path=/';
    const asked = serveFetch(200, envelope(ANSWER), held);
    await expect(startStartupRefresh()).resolves.toEqual(ANSWER);
    expect(asked).toEqual([{ url: STARTUP_REFRESH_URL, method: 'POST', whileHolding: [REFRESH_LOCK] }]);
    expect(STARTUP_REFRESH_URL).toBe('/api/auth/refresh?include=user,remotes');
    // Written out (the entry loads no schema), so held to the refresh endpoint's descriptor.
    const refresh = authEndpoints.postAuthRefresh;
    expect([refresh.method, STARTUP_REFRESH_URL]).toEqual(['POST', `${endpointUrl(refresh)}?include=user,remotes`]);
    expect(held).toEqual([REFRESH_LOCK, `released ${REFRESH_LOCK}`]);
  });

  it('fails on a refused refresh, and lets the lock go', async () => {
    document.cookie = 'portal_session=1; path=/';
    serveFetch(401, envelope(null, 'Sessione scaduta'), held);
    await expect(startStartupRefresh()).rejects.toThrow('refresh: 401');
    expect(held).toEqual([REFRESH_LOCK, `released ${REFRESH_LOCK}`]);
  });
});
