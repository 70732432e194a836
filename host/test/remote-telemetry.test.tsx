import { render, screen, waitFor } from '@testing-library/react';
import { authStore, configureClientHooks, resetAuthStore } from '@portal/shared-auth';
import { envelope, serveApi } from '@portal/shared-auth/testing';
import { renderRoute } from '@portal/shared-ui/testing';
import { RemoteBoundary } from '../src/remotes/remote-boundary';
import { remotesStore } from '../src/remotes/remote-store';
import { reportLoadError, reportSessions } from '../src/remotes/telemetry';
import { RemoteHealthPage } from '../src/features/remote-health/components/remote-health-page';
import { userNavigation } from '../src/features/user-panel/user-navigation';

function Broken(): never {
  throw new Error('boom nel disegno');
}

const RELEASES = [
  { name: 'remote_admin', app: 'remote-admin', version: '2026.11.27-canary' },
  { name: 'remote_customer', app: 'remote-customer', version: '2026.11.20' },
];

beforeEach(() => {
  resetAuthStore();
  remotesStore.setState({ reloadAfter: undefined });
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/fields' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  window.history.pushState({}, '', '/fields?search=x');
});

const signIn = (platformAdmin = false) =>
  authStore.setState({
    status: 'signed-in',
    accessToken: 'x',
    user: { platformAdmin } as never,
  });

describe("the host's telemetry of its remotes (issue 48)", () => {
  it('one report a second: a session per remote version and the page that threw, with path and message only', async () => {
    signIn();
    const seen = serveApi(() => ({ status: 200, body: envelope({ accepted: 3, rolledBack: [] }) }));
    reportSessions(RELEASES);
    render(
      <RemoteBoundary title="Catalogo" remote="remote_admin" onRetry={jest.fn()}>
        <Broken />
      </RemoteBoundary>,
    );
    await waitFor(() => expect(seen).toHaveLength(1), { timeout: 3_000 });
    const [report] = seen;
    expect(report.method).toBe('POST');
    expect(report.url).toBe('/api/platform/telemetry');
    const body = report.data as { session: string; events: object[] };
    expect(body.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.events).toEqual([
      { kind: 'session', app: 'remote-admin', version: '2026.11.27-canary', route: '/fields' },
      { kind: 'session', app: 'remote-customer', version: '2026.11.20', route: '/fields' },
      {
        kind: 'render-error',
        app: 'remote-admin',
        version: '2026.11.27-canary',
        route: '/fields',
        message: 'Error: boom nel disegno',
      },
    ]);
    expect(remotesStore.getState().reloadAfter).toBeUndefined();
  });

  it('a canary ended by the watch: the next navigation loads the page anew', async () => {
    signIn();
    serveApi(() => ({ status: 200, body: envelope({ accepted: 1, rolledBack: ['remote-admin'] }) }));
    reportSessions(RELEASES);
    reportLoadError('remote_admin', new Error('ScriptExternalLoadError'));
    await waitFor(() => expect(remotesStore.getState().reloadAfter).toBe('/fields'), { timeout: 3_000 });
  });

  it('a page going away sends what is queued at once, with keepalive', () => {
    signIn();
    authStore.setState({ tenant: { name: 'alfa' } as never });
    const sent = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true }));
    globalThis.fetch = sent as unknown as typeof fetch;
    reportSessions(RELEASES);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0];
    expect(url).toBe('/api/platform/telemetry');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer x', TenantId: 'alfa' });
    expect(JSON.parse(String(init.body)).events).toHaveLength(2);
  });

  it('nothing is sent without a signed-in user', async () => {
    const seen = serveApi(() => ({ status: 200, body: envelope({ accepted: 1, rolledBack: [] }) }));
    reportSessions(RELEASES);
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(seen).toHaveLength(0);
  });
});

describe("'Salute dei remote'", () => {
  const HEALTH = {
    hours: 24,
    versions: [
      {
        app: 'remote-admin',
        version: '2026.11.27-canary',
        role: 'canary',
        sessions: 8,
        errors: 6,
        users: 3,
        errorRate: 0.75,
        lastError: 'TypeError: boom',
        lastErrorAt: '2026-11-27T09:30:00.000Z',
      },
    ],
    watches: ['remote-customer', 'remote-admin', 'remote-permissions'].map((app) => ({
      app,
      enabled: true,
      minErrors: 5,
      minUsers: 3,
      windowMinutes: 10,
      ratio: 5,
      teamEmail: null,
    })),
  };

  it('per version: state, sessions, errors, rate and the last error; the watch of each remote', async () => {
    signIn(true);
    serveApi(({ url }) =>
      url === '/api/platform/remotes/health' ? { status: 200, body: envelope(HEALTH) } : { status: 404 },
    );
    renderRoute('/remote-health', <RemoteHealthPage />);
    expect(await screen.findByText('2026.11.27-canary')).toBeInTheDocument();
    expect(screen.getByText('Canary')).toBeInTheDocument();
    expect(screen.getByText('0,75')).toBeInTheDocument();
    expect(screen.getByTitle('TypeError: boom')).toHaveTextContent(/^27\/11\/2026, \d\d:30 · TypeError: boom$/);
    expect(screen.getByRole('switch', { name: 'Sorveglianza attiva' })).toBeChecked();
    expect(screen.getByLabelText('Errori almeno')).toHaveValue('5');
  });

  it('is for the platform administrators only: the others go to 403 and do not see it in their menu', () => {
    signIn(false);
    renderRoute('/remote-health', <RemoteHealthPage />);
    expect(screen.getByTestId('location')).toHaveTextContent('/403');
    expect(userNavigation(false, false).map((item) => item.title)).not.toContain('Salute dei remote');
    expect(userNavigation(false, true).map((item) => item.title)).toContain('Salute dei remote');
  });
});
