import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { signInRedirect } from './access';
import { authStore, resetAuthStore } from './auth-store';
import { clientHooks } from './client-hooks';
import { REFRESH_LOCK, withCrossTabLock } from './cross-tab-lock';
import { ApiError, type Envelope, type SessionAnswer } from './types';
import { AUTH_PATHS } from './paths';
import { authEndpoints } from '@portal/contracts/endpoints/auth';
import { endpointUrl } from '@portal/contracts/api/endpoint';
import { PASSWORD_EXPIRED_REASON } from '@portal/contracts/permissions';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not show the error toast; the caller shows the message itself. */
    silent?: boolean;
    /** Never try a token refresh for this call (sign-in, refresh, sign-out). */
    skipAuthRefresh?: boolean;
  }
}

interface TrackedConfig extends InternalAxiosRequestConfig {
  sentToken?: string | null;
  retried?: boolean;
}

export const GENERIC_ERROR = 'Si è verificato un errore di comunicazione con il server. Riprova.';

/**
 * The one axios instance of the platform. Screens use `api`, never axios or fetch.
 * No XSRF token: the API's cookies are SameSite=Strict and every other call carries a bearer
 * token. Looking for one is not free either: where the browser has a cookie store, axios asks
 * it for the cookie before each same-origin call, a round trip to the browser process that held
 * a cold page's first calls back by 100–300 ms on these machines.
 */
export const http = axios.create({ withCredentials: true, timeout: 30_000, withXSRFToken: false });

/** A 403 for a session whose password has expired (not a missing permission). */
function isPasswordExpired(context: unknown): boolean {
  return (context as { reason?: unknown } | null)?.reason === PASSWORD_EXPIRED_REASON;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'error' in body && 'context' in body;
}

export function applyAccessToken(accessToken: string | null): void {
  authStore.setState({ accessToken });
}

let refreshing: Promise<SessionAnswer> | null = null;

export { REFRESH_LOCK };

/**
 * One refresh at a time: concurrent 401s all wait for the same one, other tabs queue behind it.
 * `withUser` asks for the user in the same answer (a starting page); one already under way is
 * joined as it is, so its answer may come without the user.
 */
export function refreshSession(withUser = false): Promise<SessionAnswer> {
  refreshing ??= withCrossTabLock(REFRESH_LOCK, () =>
    // Through `api`, not `call`: the caller module imports this one.
    api.request<SessionAnswer>({
      method: authEndpoints.postAuthRefresh.method,
      url: endpointUrl(authEndpoints.postAuthRefresh),
      params: withUser ? { include: 'user' } : undefined,
      skipAuthRefresh: true,
      silent: true,
    }),
  )
    .then(({ context }) => {
      applyAccessToken(context.accessToken);
      return context;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export const refreshAccessToken = (): Promise<string> => refreshSession().then((answer) => answer.accessToken);

/** What every call of the session carries: its token and its tenant (also for a `fetch` of its own). */
export function sessionHeaders(): Record<string, string> {
  const { accessToken, tenant } = authStore.getState();
  return {
    ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    ...(tenant ? { TenantId: tenant.name } : {}),
  };
}

http.interceptors.request.use((config: TrackedConfig) => {
  for (const [name, value] of Object.entries(sessionHeaders())) config.headers.set(name, value);
  config.sentToken = authStore.getState().accessToken;
  return config;
});

http.interceptors.response.use(
  (response) => {
    const body: unknown = response.data;
    if (isEnvelope(body) && body.error) {
      const message = body.message ?? GENERIC_ERROR;
      if (!response.config.silent) clientHooks().notifyError(message);
      return Promise.reject(new ApiError(message, response.status, body.context));
    }
    return response;
  },
  async (error: AxiosError<unknown>) => {
    // A call aborted on purpose (a query whose screen went away) is no failure to report.
    if (axios.isCancel(error)) return Promise.reject(error);
    const config = error.config as TrackedConfig | undefined;
    const status = error.response?.status ?? null;
    const body = error.response?.data;
    const message = isEnvelope(body) && body.message ? body.message : GENERIC_ERROR;

    if (status === 401 && config && !config.skipAuthRefresh && !config.retried) {
      config.retried = true;
      try {
        // A call sent with an older token than the current one only needs a retry.
        if (config.sentToken === authStore.getState().accessToken) await refreshAccessToken();
      } catch {
        const wanted = clientHooks().currentPath();
        // Signed out, but the sign-in page keeps the tenant's name and palette.
        const tenant = authStore.getState().tenant;
        resetAuthStore();
        authStore.setState({ status: 'signed-out', tenant });
        clientHooks().navigate(signInRedirect(wanted));
        return Promise.reject(new ApiError('Sessione scaduta. Accedi di nuovo.', 401));
      }
      return http.request(config);
    }
    if (status === 403 && !config?.skipAuthRefresh) {
      const expired = isEnvelope(body) && isPasswordExpired(body.context);
      // The password expired during the session: the host's guard then shows only its page.
      if (expired) authStore.setState(({ user }) => ({ user: user && { ...user, passwordExpired: true } }));
      clientHooks().navigate(expired ? AUTH_PATHS.changePassword : AUTH_PATHS.forbidden);
    }
    if (!config?.silent && status !== 401) clientHooks().notifyError(message);
    return Promise.reject(new ApiError(message, status, isEnvelope(body) ? body.context : null));
  },
);

/** Calls that answer the envelope; the shortcuts return its `context`. */
export const api = {
  async request<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
    const { data } = await http.request<Envelope<T>>(config);
    return data;
  },
  async get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await api.request<T>({ ...config, method: 'GET', url })).context;
  },
  async post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await api.request<T>({ ...config, method: 'POST', url, data })).context;
  },
  async put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await api.request<T>({ ...config, method: 'PUT', url, data })).context;
  },
  async delete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await api.request<T>({ ...config, method: 'DELETE', url })).context;
  },
};
