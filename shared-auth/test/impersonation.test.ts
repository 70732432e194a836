import { authStore, resetAuthStore } from '../src/auth-store';
import { configureClientHooks } from '../src/client-hooks';
import {
  IMPERSONATION_DELAYS,
  endImpersonation,
  fetchImpersonationAccounts,
  impersonatingAdmin,
  isImpersonating,
  startImpersonation,
} from '../src/impersonation';
import { currentUser, envelope, serveApi, unsignedToken } from '../src/testing/serve-api';
import type { CurrentUser, TenantConfig } from '../src/types';

const ALFA: TenantConfig = {
  instanceCode: 'ALFA',
  name: 'alfa',
  descr: 'Alfa',
  palette: 'brand',
  preProduction: false,
};

function token(login: string, act?: string): string {
  const claims = {
    sub: '1',
    tid: 'alfa',
    login,
    perms: [],
    exp: 1_900_000_000,
    ...(act ? { act: { sub: '3', login: act } } : {}),
  };
  return unsignedToken(claims);
}

function user(login: string, name: string, lastName: string, extra: Partial<CurrentUser> = {}): CurrentUser {
  return currentUser({ login, name, lastName, email: `${login}@alfa.it`, tenant: ALFA, ...extra });
}

const ADMIN = user('mutaforma', 'Luca', 'Ferrari', { permissions: ['MUTAFORMA'] });
const IMPERSONATED = user('cliente', 'Marco', 'Rossi', {
  impersonator: { id: 3, login: 'mutaforma', name: 'Luca', lastName: 'Ferrari' },
});

const notifyError = jest.fn();
const navigate = jest.fn();

beforeEach(() => {
  resetAuthStore();
  sessionStorage.clear();
  authStore.setState({
    status: 'signed-in',
    user: ADMIN,
    permissions: ADMIN.permissions,
    tenant: ALFA,
    accessToken: 'old',
  });
  configureClientHooks({ notifyError, navigate, currentPath: () => '/portal' });
});

/** Records the order of waits and reloads instead of waiting. */
function timeline() {
  const events: string[] = [];
  return {
    events,
    options: {
      wait: async (ms: number) => void events.push(`wait ${ms}`),
      reloadAt: (path: string) => void events.push(`reload ${path}`),
    },
  };
}

describe('startImpersonation (spec 000 §4)', () => {
  it('swaps the tokens, reloads permissions and detail, then reloads at the portal after 100 ms', async () => {
    const seen = serveApi(({ method, url }) => {
      if (method === 'POST' && url === '/api/auth/impersonation')
        return { status: 200, body: envelope({ accessToken: token('cliente', 'mutaforma'), expiresIn: 300 }) };
      if (url === '/api/me') return { status: 200, body: envelope(IMPERSONATED) };
      return { status: 404 };
    });
    const { events, options } = timeline();
    await startImpersonation('cliente', options);

    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/auth/impersonation', 'GET /api/me']);
    expect(seen[0].data).toEqual({ login: 'cliente' });
    const state = authStore.getState();
    expect(state.accessToken).toBe(token('cliente', 'mutaforma'));
    expect(state.user?.login).toBe('cliente');
    expect(state.permissions).toEqual([]);
    expect(isImpersonating(state)).toBe(true);
    expect(impersonatingAdmin()).toEqual({ login: 'mutaforma', name: 'Luca', lastName: 'Ferrari' });
    expect(events).toEqual([`wait ${IMPERSONATION_DELAYS.afterStart}`, 'reload /portal']);
    expect(IMPERSONATION_DELAYS).toEqual({
      afterStart: 100,
      afterEnd: 1000,
      onFailure: 500,
      afterStartFromPermissionManagement: 1000,
    });
  });

  it('from permission management reloads after 1000 ms (spec 002 §2.16)', async () => {
    serveApi(({ method, url }) => {
      if (method === 'POST' && url === '/api/auth/impersonation')
        return { status: 200, body: envelope({ accessToken: token('cliente', 'mutaforma'), expiresIn: 300 }) };
      if (url === '/api/me') return { status: 200, body: envelope(IMPERSONATED) };
      return { status: 404 };
    });
    const { events, options } = timeline();
    await startImpersonation('cliente', {
      ...options,
      reloadDelay: IMPERSONATION_DELAYS.afterStartFromPermissionManagement,
    });
    expect(events).toEqual(['wait 1000', 'reload /portal']);
  });

  it('a refusal shows the server message and changes nothing', async () => {
    serveApi(() => ({
      status: 403,
      body: { error: true, message: 'Non disponi dei privilegi necessari per eseguire questa azione', context: null },
    }));
    const { events, options } = timeline();
    await expect(startImpersonation('gestore', options)).rejects.toThrow(
      'Non disponi dei privilegi necessari per eseguire questa azione',
    );
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('Non disponi dei privilegi necessari per eseguire questa azione');
    // A refused target keeps the user where they are (no /403 page).
    expect(navigate).not.toHaveBeenCalled();
    expect(authStore.getState().user).toBe(ADMIN);
    expect(authStore.getState().accessToken).toBe('old');
    expect(authStore.getState().impersonationPending).toBe(false);
    expect(impersonatingAdmin()).toBeNull();
    expect(events).toEqual([]);
  });

  it('when the detail fails after the swap: error shown, reload at the portal after 500 ms', async () => {
    serveApi(({ url }) =>
      url === '/api/me'
        ? { status: 500, body: { error: true, message: 'Errore interno', context: null } }
        : { status: 200, body: envelope({ accessToken: token('cliente', 'mutaforma'), expiresIn: 300 }) },
    );
    const { events, options } = timeline();
    await startImpersonation('cliente', options);
    expect(notifyError).toHaveBeenCalledWith('Errore interno');
    expect(events).toEqual([`wait ${IMPERSONATION_DELAYS.onFailure}`, 'reload /portal']);
  });
});

describe('an expired access token', () => {
  it('is refreshed once, outside the lock, and the start is sent again', async () => {
    let starts = 0;
    const seen = serveApi(({ url }) => {
      if (url === '/api/auth/impersonation') {
        starts += 1;
        return starts === 1
          ? { status: 401, body: { error: true, message: 'Autenticazione richiesta', context: null } }
          : { status: 200, body: envelope({ accessToken: token('cliente', 'mutaforma'), expiresIn: 300 }) };
      }
      if (url === '/api/auth/refresh') return { status: 200, body: envelope({ accessToken: 'fresh', expiresIn: 300 }) };
      return { status: 200, body: envelope(IMPERSONATED) };
    });
    const { options } = timeline();
    await startImpersonation('cliente', options);
    expect(seen.map((r) => r.url)).toEqual([
      '/api/auth/impersonation',
      '/api/auth/refresh',
      '/api/auth/impersonation',
      '/api/me',
    ]);
    expect(notifyError).not.toHaveBeenCalled();
    expect(authStore.getState().user?.login).toBe('cliente');
  });
});

describe('endImpersonation', () => {
  it('restores the admin, removes the temporary entry, reloads after 1000 ms', async () => {
    sessionStorage.setItem('portal.impersonation.admin', JSON.stringify({ login: 'mutaforma' }));
    authStore.setState({ user: IMPERSONATED, permissions: [], accessToken: token('cliente', 'mutaforma') });
    const seen = serveApi(({ method, url }) => {
      if (method === 'DELETE' && url === '/api/auth/impersonation')
        return { status: 200, body: envelope({ accessToken: token('mutaforma'), expiresIn: 300 }) };
      return { status: 200, body: envelope(ADMIN) };
    });
    const { events, options } = timeline();
    await endImpersonation(options);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/auth/impersonation', 'GET /api/me']);
    expect(authStore.getState().user?.login).toBe('mutaforma');
    expect(authStore.getState().permissions).toEqual(['MUTAFORMA']);
    expect(isImpersonating(authStore.getState())).toBe(false);
    expect(impersonatingAdmin()).toBeNull();
    expect(events).toEqual([`wait ${IMPERSONATION_DELAYS.afterEnd}`, 'reload /portal']);
  });
});

describe('fetchImpersonationAccounts', () => {
  it('asks with the search text and answers the list', async () => {
    const accounts = [{ clientId: 2, clientName: 'Edilizia', users: [] }];
    const seen = serveApi(() => ({ status: 200, body: envelope(accounts) }));
    expect(await fetchImpersonationAccounts('edil')).toEqual(accounts);
    expect(seen[0].url).toBe('/api/impersonation/accounts');
    expect(seen[0].params).toEqual({ search: 'edil' });
  });
});
