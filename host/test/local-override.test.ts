import { authStore, resetAuthStore } from '@portal/shared-auth';
import { REMOTE_CONTRACT_VERSION, SHARED_SINGLETONS, type SingletonVersions } from '@portal/contracts/platform';
import {
  applyLocalOverrides,
  endOverrides,
  overrideProblems,
  overrideStore,
  readOverrides,
  saveOverride,
} from '../src/remotes/local-override';
import { hasLocalOverrides } from '../src/remotes/override-key';

const LENT = Object.fromEntries(
  SHARED_SINGLETONS.map((name) => [
    name,
    { version: name.startsWith('react') ? '19.2.1' : '1.0.0', requiredVersion: '' },
  ]),
) as SingletonVersions;
Object.assign(globalThis, { __PORTAL_SINGLETONS__: LENT });

const URL_ = 'http://localhost:4202/mf-manifest.json';
const RELEASE = {
  name: 'remote_admin',
  app: 'remote-admin',
  version: '20261129T1',
  manifestUrl: 'http://localhost:5302/20261129T1/mf-manifest.json',
  routePrefix: null,
  section: null,
};

/** A dev server's answers: the manifest and the contract file of a build against `react`. */
function serveBuild(react = '^19.0.0', name = 'remote_admin') {
  const shared = [{ name: 'react', version: '19.2.1', requiredVersion: react, singleton: true, import: false }];
  globalThis.fetch = jest.fn((url: string | URL | Request) => {
    const body = String(url).endsWith('mf-manifest.json')
      ? { name, shared }
      : { name, contractVersion: REMOTE_CONTRACT_VERSION, shared };
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
  }) as unknown as typeof fetch;
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

  it('a build that does not fit the host is not loaded, and says why', async () => {
    signIn('admin', true);
    saveOverride('remote-admin', URL_);
    serveBuild('^18.0.0');
    const [kept] = await applyLocalOverrides([RELEASE]);
    expect(kept).toBe(RELEASE);
    expect(overrideStore.getState().outcomes[0].problems).toEqual([
      "react: l'host fornisce 19.2.1, remote_admin richiede ^18.0.0",
    ]);
    serveBuild('^19.0.0', 'remote_customer');
    expect(await overrideProblems(RELEASE, URL_)).toEqual([`${URL_} è di «remote_customer», non di remote_admin`]);
  });
});
