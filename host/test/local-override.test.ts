import { authStore, resetAuthStore } from '@portal/shared-auth';
import { envelope, serveApi } from '@portal/shared-auth/testing';
import {
  applyLocalOverrides,
  endOverrides,
  overrideProblems,
  overrideStore,
  readOverrides,
  saveOverride,
} from '../src/remotes/local-override';
import { hasLocalOverrides } from '../src/remotes/override-key';

const URL_ = 'http://localhost:4202/mf-manifest.json';
const RELEASE = {
  name: 'remote_admin',
  app: 'remote-admin',
  version: '20261129T1',
  manifestUrl: 'http://localhost:5302/20261129T1/mf-manifest.json',
  routePrefix: null,
  section: null,
};

const MANIFEST = { name: 'remote_admin', shared: [{ name: 'react', requiredVersion: '^19.0.0' }] };
const CONTRACT = { name: 'remote_admin', contractVersion: 2 };

/** A dev server's answers (its manifest and contract file) and the API's verdict on them. */
function serveBuild(problems: string[] = []) {
  globalThis.fetch = jest.fn((url: string | URL | Request) => {
    const body = String(url).endsWith('mf-manifest.json') ? MANIFEST : CONTRACT;
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
  }) as unknown as typeof fetch;
  return serveApi(() => ({ status: 200, body: envelope({ problems }) }));
}

const signIn = (login: string, platformAdmin: boolean) =>
  authStore.setState({
    status: 'signed-in',
    user: { login, platformAdmin } as never,
    tenant: { name: 'alfa' } as never,
  });

beforeEach(() => {
  resetAuthStore();
  localStorage.clear();
  overrideStore.setState({ outcomes: [] });
});

describe('the local override of a remote (issue 47)', () => {
  it("a platform administrator's local build replaces the published one, for them only", async () => {
    signIn('admin', true);
    expect(() => saveOverride('remote-admin', 'https://evil.example/mf-manifest.json')).toThrow(/localhost/);
    saveOverride('remote-admin', URL_);
    expect(hasLocalOverrides()).toBe(true);
    serveBuild();
    const [applied] = await applyLocalOverrides([RELEASE]);
    expect(applied).toEqual({ ...RELEASE, manifestUrl: URL_, version: 'locale' });
    expect(overrideStore.getState().outcomes).toEqual([{ app: 'remote-admin', url: URL_, problems: [] }]);

    // Another user of this browser, or a user who is no platform administrator: nothing.
    signIn('gestore', true);
    expect(readOverrides()).toEqual({});
    signIn('admin', false);
    expect(hasLocalOverrides()).toBe(false);
    expect(() => saveOverride('remote-admin', URL_)).toThrow(/amministratore della piattaforma/);

    signIn('admin', true);
    endOverrides();
    expect(hasLocalOverrides()).toBe(false);
  });

  it('the API judges the build the browser read; one that does not fit is not loaded, and says why', async () => {
    signIn('admin', true);
    saveOverride('remote-admin', URL_);
    const problem = "react: l'host fornisce 19.2.1, remote_admin richiede ^18.0.0";
    const seen = serveBuild([problem]);
    const [kept] = await applyLocalOverrides([RELEASE]);
    expect(kept).toBe(RELEASE);
    expect(overrideStore.getState().outcomes[0].problems).toEqual([problem]);
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/platform/remotes/remote-admin/conformance',
        data: { manifest: MANIFEST, contract: CONTRACT },
      }),
    ]);
    expect(await overrideProblems('remote-admin', 'http://evil.example/mf-manifest.json')).toEqual([
      'http://evil.example/mf-manifest.json: non è un indirizzo locale',
    ]);
  });
});
