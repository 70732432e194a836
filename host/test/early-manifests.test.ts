import { fetchManifestsEarly, takeEarlyManifest } from '../src/remotes/early-manifests';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'contribution', assets: { js: { sync: ['__federation_expose_contribution.0ae6e3c6.js'] } } },
    { name: 'other', assets: { js: { sync: ['other.11111111.js'] } } },
  ],
};

describe('the remotes named by the session refresh load early', () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    document.head.innerHTML = '';
    globalThis.fetch = jest.fn((url: string | URL | Request) => {
      asked.push(String(url));
      const response = { ok: true, json: () => Promise.resolve(MANIFEST) };
      return Promise.resolve({ ...response, clone: () => response });
    }) as unknown as typeof fetch;
  });

  it("fetches each manifest at once and preloads its entry and the contribution's own files", async () => {
    fetchManifestsEarly(
      [
        {
          name: 'remote_customer',
          app: 'remote-customer',
          version: '20261129T1',
          manifestUrl: 'http://{hostname}:4201/20261129T1/mf-manifest.json',
          routePrefix: null,
          section: null,
        },
      ],
      { hostname: 'portale.example.it', origin: 'https://portale.example.it' },
    );
    const url = 'http://portale.example.it:4201/20261129T1/mf-manifest.json';
    expect(asked).toEqual([url]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const preloaded = [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map(
      (link) => (link as HTMLLinkElement).href,
    );
    expect(preloaded).toEqual([
      'http://portale.example.it:4201/20261129T1/remoteEntry.js',
      'http://portale.example.it:4201/20261129T1/__federation_expose_contribution.0ae6e3c6.js',
    ]);
    // The runtime takes the response once; a retry fetches anew.
    const early = takeEarlyManifest(url);
    expect(early).toBeDefined();
    expect(await (await early!).json()).toEqual(MANIFEST);
    expect(takeEarlyManifest(url)).toBeUndefined();
  });
});
