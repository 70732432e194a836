import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { authStore, resetAuthStore } from '../src/auth-store';
import { configureClientHooks } from '../src/client-hooks';
import { GENERIC_ERROR, REFRESH_LOCK, api, http } from '../src/http-client';
import { PASSWORD_EXPIRED_REASON } from '@portal/contracts/permissions';
import { recordWebLocks, TEST_TENANTS } from '../src/testing/serve-api';
import { ApiError, type TenantConfig } from '../src/types';

const BETA: TenantConfig = TEST_TENANTS.beta;

interface Answer {
  status: number;
  data: unknown;
}

/** Plays the server: a custom axios adapter, so the real interceptors run end to end. */
function serve(handler: (config: InternalAxiosRequestConfig) => Answer | Promise<Answer>) {
  const adapter = jest.fn(async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const { status, data } = await handler(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  });
  http.defaults.adapter = adapter;
  return adapter;
}

const ok = (context: unknown): Answer => ({ status: 200, data: { error: false, message: null, context } });
const bearer = (config: InternalAxiosRequestConfig) => config.headers.get('Authorization');
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

const notifyError = jest.fn();
const navigate = jest.fn();

beforeEach(() => {
  resetAuthStore();
  notifyError.mockReset();
  navigate.mockReset();
  configureClientHooks({ notifyError, navigate, currentPath: () => '/fields?page=2' });
});

describe('sending', () => {
  it('sends at once: no wait for the browser’s cookie store, as the API takes no XSRF token', async () => {
    const cookieStoreGet = jest.fn(() => new Promise<never>(() => undefined));
    Object.defineProperty(window, 'cookieStore', { value: { get: cookieStoreGet }, configurable: true });
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    try {
      http.defaults.adapter = 'xhr';
      void http.get('/api/tenants/default').catch(() => undefined);
      await tick();
      expect(send).toHaveBeenCalledTimes(1);
      expect(cookieStoreGet).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(window, 'cookieStore');
    }
  });
});

describe('request headers', () => {
  it('sends the access token as Bearer and the tenant as TenantId', async () => {
    authStore.setState({ accessToken: 'token-1', tenant: BETA, status: 'signed-in' });
    const adapter = serve(() => ok({ id: 1 }));

    await expect(api.get('/api/field/1')).resolves.toEqual({ id: 1 });

    const config = adapter.mock.calls[0][0];
    expect(config.headers.get('Authorization')).toBe('Bearer token-1');
    expect(config.headers.get('TenantId')).toBe('beta');
  });

  it('sends no Authorization header without a token', async () => {
    authStore.setState({ tenant: BETA });
    const adapter = serve(() => ok(null));
    await api.get('/api/tenants/default');
    expect(adapter.mock.calls[0][0].headers.has('Authorization')).toBe(false);
    expect(adapter.mock.calls[0][0].headers.get('TenantId')).toBe('beta');
  });
});

describe('the envelope', () => {
  it('unwraps context on success', async () => {
    serve(() => ok({ content: [], totalElements: 0 }));
    await expect(api.get('/api/fields')).resolves.toEqual({ content: [], totalElements: 0 });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('with the error flag: shows the server message once and rejects with it', async () => {
    serve(() => ({ status: 200, data: { error: true, message: 'Codice campo già registrata', context: { x: 1 } } }));

    const failure = api.post('/api/field', { fieldCode: 'CF' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Codice campo già registrata', context: { x: 1 } });
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('Codice campo già registrata');
  });

  it('stays quiet for a silent call, still rejecting', async () => {
    serve(() => ({ status: 200, data: { error: true, message: 'No', context: null } }));
    await expect(api.get('/api/x', { silent: true })).rejects.toMatchObject({ message: 'No' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows the message of a failed call, or a generic Italian one', async () => {
    serve(() => ({ status: 500, data: { error: true, message: 'Servizio non disponibile', context: null } }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ message: 'Servizio non disponibile', status: 500 });
    serve(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ message: GENERIC_ERROR, status: 502 });
    expect(notifyError.mock.calls).toEqual([['Servizio non disponibile'], [GENERIC_ERROR]]);
  });
});

describe('401: one refresh, then retries', () => {
  it('refreshes exactly once for concurrent calls and retries each with the new token', async () => {
    authStore.setState({ accessToken: 'old', tenant: BETA, status: 'signed-in' });
    let refreshes = 0;
    const adapter = serve(async (config) => {
      if (config.url === '/api/auth/refresh') {
        refreshes += 1;
        await tick(20);
        return ok({ accessToken: 'new', expiresIn: 900 });
      }
      if (bearer(config) !== 'Bearer new')
        return { status: 401, data: { error: true, message: 'Token scaduto', context: null } };
      return ok(config.url);
    });

    const answers = await Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);

    expect(answers).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(refreshes).toBe(1);
    expect(authStore.getState().accessToken).toBe('new');
    const retried = adapter.mock.calls.map(([config]) => config).filter((config) => bearer(config) === 'Bearer new');
    expect(retried.map((config) => config.url).sort()).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a call that fails after a refresh already happened is only retried', async () => {
    authStore.setState({ accessToken: 'old', status: 'signed-in' });
    let refreshes = 0;
    serve(async (config) => {
      if (config.url === '/api/auth/refresh') {
        refreshes += 1;
        return ok({ accessToken: 'new', expiresIn: 900 });
      }
      // The slow call answers 401 only once the first refresh is over.
      if (config.url === '/api/slow' && bearer(config) === 'Bearer old') await tick(30);
      if (bearer(config) !== 'Bearer new') return { status: 401, data: null };
      return ok('fine');
    });
    await expect(Promise.all([api.get('/api/fast'), api.get('/api/slow')])).resolves.toEqual(['fine', 'fine']);
    expect(refreshes).toBe(1);
  });

  it('signs out and goes to sign-in with the current page when the refresh fails', async () => {
    authStore.setState({ accessToken: 'old', tenant: BETA, status: 'signed-in', permissions: ['GESTORE'] });
    serve((config) => {
      if (config.url === '/api/auth/refresh')
        return { status: 401, data: { error: true, message: 'Sessione revocata', context: null } };
      return { status: 401, data: null };
    });

    await expect(api.get('/api/fields')).rejects.toMatchObject({ status: 401 });

    const state = authStore.getState();
    expect(state.status).toBe('signed-out');
    expect(state.accessToken).toBeNull();
    expect(state.permissions).toEqual([]);
    // The sign-in page keeps the tenant's look.
    expect(state.tenant).toEqual(BETA);
    expect(navigate).toHaveBeenCalledWith('/sign-in?redirectURL=%2Ffields%3Fpage%3D2');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('never refreshes for a call marked skipAuthRefresh', async () => {
    authStore.setState({ accessToken: 'old' });
    const adapter = serve(() => ({
      status: 401,
      data: { error: true, message: 'Credenziali non valide', context: null },
    }));
    await expect(api.post('/api/auth/sign-in', {}, { skipAuthRefresh: true, silent: true })).rejects.toMatchObject({
      status: 401,
      message: 'Credenziali non valide',
    });
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('403', () => {
  it('goes to /403', async () => {
    authStore.setState({ accessToken: 'tok', status: 'signed-in' });
    serve(() => ({ status: 403, data: { error: true, message: 'Accesso negato', context: null } }));
    await expect(api.get('/api/permission-management/available/users')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/403');
  });

  it('for an expired password goes to /change-password and marks the user, so the host shows only that page', async () => {
    authStore.setState({
      accessToken: 'tok',
      status: 'signed-in',
      user: { login: 'mario', passwordExpired: false } as never,
    });
    const message = 'La tua password è scaduta: scegline una nuova per continuare.';
    serve(() => ({ status: 403, data: { error: true, message, context: { reason: PASSWORD_EXPIRED_REASON } } }));
    await expect(api.get('/api/my-notifications')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/change-password');
    expect(navigate).not.toHaveBeenCalledWith('/403');
    expect(authStore.getState().user?.passwordExpired).toBe(true);
    expect(notifyError).toHaveBeenCalledWith(message);
  });
});

describe('refresh across tabs', () => {
  const held: string[] = [];
  let unrecord: () => void;
  beforeEach(() => {
    held.length = 0;
    unrecord = recordWebLocks(held);
  });
  afterEach(() => {
    unrecord();
  });

  it('spends the refresh cookie only while holding the cross-tab lock', async () => {
    authStore.setState({ accessToken: 'old', tenant: BETA, status: 'signed-in' });
    serve(async (config) => {
      if (config.url === '/api/auth/refresh') {
        expect(held).toEqual([REFRESH_LOCK]);
        return ok({ accessToken: 'new', expiresIn: 900 });
      }
      if (bearer(config) !== 'Bearer new')
        return { status: 401, data: { error: true, message: 'Token scaduto', context: null } };
      return ok(config.url);
    });

    await expect(api.get('/api/a')).resolves.toBe('/api/a');
    expect(held).toEqual([REFRESH_LOCK, `released ${REFRESH_LOCK}`]);
  });
});
