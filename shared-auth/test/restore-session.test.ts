import { authStore, resetAuthStore } from '../src/auth-store';
import type { CurrentUser } from '../src/types';
import { hasSessionHint, restoreSession } from '../src/session';
import { envelope, serveApi, TEST_TENANTS, unsignedToken } from '../src/testing/serve-api';

const TENANT = TEST_TENANTS.alfa;
const USER = { id: 1, login: 'cliente', name: 'Anna', lastName: 'Neri', permissions: [] };

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  resetAuthStore();
});

describe('restoreSession', () => {
  it('asks for no refresh when the server left no session hint: no 401 on a cold start', async () => {
    const seen = serveApi(({ url }) => ({
      status: url.startsWith('/api/tenants') ? 200 : 401,
      body: envelope(TENANT),
    }));
    await restoreSession();
    expect(seen.map(({ url }) => url).filter((url) => !url.startsWith('/api/tenants/'))).toEqual([]);
    expect(authStore.getState().status).toBe('signed-out');
  });

  it('refreshes and loads the user when the hint says a session may be there', async () => {
    document.cookie = 'portal_session=1; path=/';
    const seen = serveApi(({ url }) => {
      if (url === '/api/auth/refresh') {
        return {
          status: 200,
          body: envelope({ accessToken: unsignedToken({ sub: '1', tid: 'alfa' }), expiresIn: 300 }),
        };
      }
      if (url === '/api/me') return { status: 200, body: envelope({ ...USER, tenant: TENANT }) };
      return { status: 200, body: envelope(TENANT) };
    });
    await restoreSession();
    expect(seen.map(({ url }) => url).filter((url) => !url.startsWith('/api/tenants/'))).toEqual([
      '/api/auth/refresh',
      '/api/me',
    ]);
    expect(authStore.getState().status).toBe('signed-in');
  });

  it('asks for the user with the refresh, and no GET /api/me when the answer has it', async () => {
    document.cookie = 'portal_session=1; path=/';
    const seen = serveApi(({ url }) => {
      if (url === '/api/auth/refresh') {
        const accessToken = unsignedToken({ sub: '1', tid: 'alfa' });
        return { status: 200, body: envelope({ accessToken, expiresIn: 300, user: { ...USER, tenant: TENANT } }) };
      }
      if (url.startsWith('/api/tenants/')) return { status: 200, body: envelope(TENANT) };
      return { status: 404, body: envelope(null, 'Risorsa non trovata') };
    });
    await restoreSession();
    const calls = seen.filter(({ url }) => !url.startsWith('/api/tenants/'));
    expect(calls.map(({ url, params }) => [url, params])).toEqual([['/api/auth/refresh', { include: 'user' }]]);
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', user: { login: 'cliente' } });
  });

  it("asks for the refresh beside the tenant's look, not after its answer", async () => {
    document.cookie = 'portal_session=1; path=/';
    let refreshAsked: () => void = () => undefined;
    const refreshSeen = new Promise<void>((resolve) => (refreshAsked = resolve));
    serveApi(async ({ url }) => {
      if (url === '/api/auth/refresh') {
        refreshAsked();
        return {
          status: 200,
          body: envelope({ accessToken: unsignedToken({ sub: '1', tid: 'alfa' }), expiresIn: 300 }),
        };
      }
      if (url === '/api/me') return { status: 200, body: envelope({ ...USER, tenant: TENANT }) };
      // The tenant answers only once the refresh has been asked: asked in turn, this would hang.
      await refreshSeen;
      return { status: 200, body: envelope(TENANT) };
    });
    await restoreSession();
    expect(authStore.getState().status).toBe('signed-in');
  });

  it('signs out when the refresh fails, with the tenant applied', async () => {
    document.cookie = 'portal_session=1; path=/';
    serveApi(({ url }) =>
      url === '/api/auth/refresh'
        ? { status: 401, body: envelope(null, 'Sessione scaduta') }
        : { status: 200, body: envelope(TENANT) },
    );
    await restoreSession();
    expect(authStore.getState().status).toBe('signed-out');
    expect(authStore.getState().tenant?.name).toBe(TENANT.name);
  });

  it('adopts the refresh the entry asked, without asking its own nor the look', async () => {
    document.cookie = 'portal_session=1; path=/';
    const seen = serveApi(async ({ url }) => {
      if (url.startsWith('/api/tenants/')) return new Promise(() => undefined); // never answers
      return { status: 404, body: envelope(null, 'Risorsa non trovata') };
    });
    const accessToken = unsignedToken({ sub: '1', tid: 'alfa' });
    const user = { ...USER, tenant: TENANT } as unknown as CurrentUser; // what the checks read
    await restoreSession(Promise.resolve({ accessToken, expiresIn: 300, user }));
    // Not even the look: the restored user brings the tenant.
    expect(seen).toEqual([]);
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', accessToken, tenant: { name: TENANT.name } });
  });

  it("signs out with the tenant's look when the entry's refresh failed", async () => {
    document.cookie = 'portal_session=1; path=/';
    const seen = serveApi(() => ({ status: 200, body: envelope(TENANT) }));
    await restoreSession(Promise.reject(new Error('refresh: 401')));
    expect(seen.filter(({ url }) => !url.startsWith('/api/tenants/'))).toEqual([]);
    expect(authStore.getState()).toMatchObject({ status: 'signed-out', tenant: { name: TENANT.name } });
  });

  it('reads the hint among other cookies', () => {
    expect(hasSessionHint('a=1; portal_session=1; b=2')).toBe(true);
    expect(hasSessionHint('a=1; my_portal_session=1')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });
});
