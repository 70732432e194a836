import { fetchRemoteReleases, resolveManifestUrl } from '../src/remotes/remote-registry';
import { envelope, serveApi } from '@portal/shared-auth/testing';

describe('resolveManifestUrl', () => {
  it("puts this browser's host name in place of {hostname}", () => {
    expect(
      resolveManifestUrl('http://{hostname}:4201/releases/1.0.3/mf-manifest.json', 'portale.example.it', 'x'),
    ).toBe('http://portale.example.it:4201/releases/1.0.3/mf-manifest.json');
  });

  it("puts a hosted remote's address on the host's own origin", () => {
    expect(
      resolveManifestUrl(
        '/api/platform/remote-files/remote-report/v1/mf-manifest.json',
        'portale.example.it',
        'https://portale.example.it',
      ),
    ).toBe('https://portale.example.it/api/platform/remote-files/remote-report/v1/mf-manifest.json');
  });

  it('leaves a full address as it is', () => {
    const url = 'https://cdn.example.it/remote-admin/2.1.0/mf-manifest.json';
    expect(resolveManifestUrl(url, 'localhost', 'http://localhost:4200')).toBe(url);
  });
});

describe('fetchRemoteReleases', () => {
  it('reads the registry and resolves each manifest address', async () => {
    const seen = serveApi(() => ({
      status: 200,
      body: envelope([
        {
          name: 'remote_admin',
          app: 'remote-admin',
          version: '1.0.0',
          manifestUrl: 'http://{hostname}:4202/mf-manifest.json',
        },
      ]),
    }));
    await expect(fetchRemoteReleases()).resolves.toEqual([
      {
        name: 'remote_admin',
        app: 'remote-admin',
        version: '1.0.0',
        manifestUrl: 'http://localhost:4202/mf-manifest.json',
      },
    ]);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/platform/remotes' });
  });

  it("takes the remotes the session's refresh brought without asking the registry; without them it asks", async () => {
    const entry = {
      name: 'remote_customer',
      app: 'remote-customer',
      version: '2.0.0',
      manifestUrl: 'http://{hostname}:4201/2.0.0/mf-manifest.json',
      routePrefix: null,
      section: null,
    };
    const seen = serveApi(() => ({ status: 200, body: envelope([]) }));
    await expect(fetchRemoteReleases(Promise.resolve([entry]))).resolves.toEqual([
      { ...entry, manifestUrl: 'http://localhost:4201/2.0.0/mf-manifest.json' },
    ]);
    expect(seen).toHaveLength(0);
    await expect(fetchRemoteReleases(Promise.resolve(undefined))).resolves.toEqual([]);
    expect(seen).toHaveLength(1);
  });
});
