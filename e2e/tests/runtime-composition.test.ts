import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test, type Locator, type Page, type Route } from '@playwright/test';
import { REPO_ROOT } from '../../scripts/lib/layout.ts';
import { publish, registerRelease, rollback } from '../../scripts/lib/releases.ts';
import { TEST_PORTS, signIn, startTestPlatform, untilPageReloads, type TestPlatform } from '../support/platform.ts';
import { buildRemoteCopy } from '../support/remote-copy.ts';

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser, { apiEnv: { ACCESS_TOKEN_TTL: '3' } });
});
test.afterAll(async () => platform?.close());

// The tenants' brand colours as the theme uses them, darkened where white text on them would
// not read (shared-ui/src/theme/contrast.ts): brand #2196f3 → #1972b9, teal #0d9488 → #0b7c72.
const ALFA_PRIMARY = 'rgb(25, 114, 185)';
const BETA_PRIMARY = 'rgb(11, 124, 114)';

test.describe('the production runtime (issue 48)', () => {
  test('every server runs built, on plain node: no TypeScript loader in any process', async () => {
    const processes = platform.processes();
    assert.deepEqual(processes.map((server) => server.name).sort(), [
      'api',
      'host',
      'remote-admin',
      'remote-customer',
      'remote-permissions',
    ]);
    for (const { name, pid } of processes) {
      const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
      assert.equal(args[0], process.execPath, name);
      assert.ok(!args.some((arg) => /tsx|ts-node|\.[cm]?ts$/.test(arg)), `${name}: ${args.join(' ')}`);
      const script = args.find((arg) => arg.endsWith('.js'));
      assert.equal(script, path.join(REPO_ROOT, name === 'api' ? 'api/dist/server.js' : 'scripts/dist/serve.js'), name);
    }
  });
});

test.describe('one host, remotes composed at runtime, one store', () => {
  test('the tenant theme set by the host shows inside every remote, and React is loaded once', async () => {
    // One palette-coloured element per remote: a primary button, or an input's focus border.
    const probes: { path: string; element: (page: Page) => Locator; focus: boolean; property: string }[] = [
      {
        path: '/fields',
        element: (page) => page.getByRole('button', { name: 'Nuovo campo' }),
        focus: false,
        property: 'background-color',
      },
      {
        path: '/help-center/support',
        element: (page) => page.getByLabel('Nome', { exact: true }),
        focus: true,
        property: 'border-top-color',
      },
      {
        path: '/permission-management',
        element: (page) => page.getByPlaceholder('Cerca utente'),
        focus: true,
        property: 'border-top-color',
      },
    ];
    for (const [login, colour] of [
      ['admin', ALFA_PRIMARY],
      ['admin@beta', BETA_PRIMARY],
    ]) {
      const { context, page } = await platform.newPage();
      await signIn(page, login);
      for (const probe of probes) {
        await page.goto(probe.path);
        const element = probe.element(page);
        await element.waitFor();
        if (probe.focus) await element.focus();
        await page.waitForTimeout(300); // antd's colour transition
        const shown = await element.evaluate(
          // An input with an icon has its border on antd's affix wrapper.
          (node, property) =>
            getComputedStyle(node.closest('.ant-input-affix-wrapper') ?? node).getPropertyValue(property),
          probe.property,
        );
        assert.equal(shown, colour, `${login} ${probe.path}: the remote follows the tenant palette`);
      }
      const reactCopies = await page.evaluate(() => {
        const scopes =
          (
            globalThis as {
              __FEDERATION__?: {
                __SHARE__?: Record<
                  string,
                  Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
                >;
              };
            }
          ).__FEDERATION__?.__SHARE__ ?? {};
        const copies: string[] = [];
        for (const scope of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(scope.default ?? {})) {
            if (name === 'react') for (const version of Object.values(versions)) copies.push(version.from);
          }
        }
        return copies;
      });
      assert.deepEqual([...new Set(reactCopies)], ['host'], 'only the host provides React');
      await context.close();
    }
  });

  test("a remote's catalogue icons draw with the Material font the host bundles (no CDN)", async () => {
    const { context, page } = await platform.newPage();
    const fonts: string[] = [];
    page.on('response', (response) => /\.woff2?$/.test(response.url()) && fonts.push(response.url()));
    await signIn(page, 'gestore');
    await page.goto('/contents');
    await page.locator('.portal-material-icon').first().waitFor();
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('20px "Material Icons Outlined"');
    });
    assert.ok(loaded, 'the outlined Material Icons font is loaded');
    assert.ok(fonts.length > 0 && fonts.every((url) => url.startsWith(platform.urls.host)), fonts.join(', '));
    await context.close();
  });

  test('a session ended inside a remote signs out the host (one store, one client)', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'gestore');
    await page.goto('/fields');
    await page.getByRole('heading', { name: 'Campi' }).waitFor();
    // The session is revoked on the server (its whole refresh family, whichever token of it a
    // refresh under way holds) and the access token expires.
    const revoked = await context.request.post('/api/auth/sign-out');
    assert.equal(revoked.status(), 200);
    await page.waitForTimeout(4_000);
    // The remote's next call meets the expired token; a refresh already under way may have
    // signed the host out first, which is as good.
    if (!page.url().includes('/sign-in')) await page.getByLabel('Cerca campo').fill('codice');
    await page.waitForURL('**/sign-in?redirectURL=*', { timeout: 15_000 });
    assert.equal(new URL(page.url()).searchParams.get('redirectURL'), '/fields');
    await context.close();
  });

  test('concurrent 401s cause exactly one refresh', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'admin');
    await page.waitForTimeout(4_000); // the 3 s access token has expired
    const refreshes: string[] = [];
    const unauthorized: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/auth/refresh') && refreshes.push(request.url()));
    // The three calls below; the frame's own background calls (notifications) may meet the
    // expired token too, and are not what this counts.
    const ofTheCalls = (url: string) => /\/api\/(me|fields\?)/.test(new URL(url).pathname + new URL(url).search);
    page.on(
      'response',
      (response) => response.status() === 401 && ofTheCalls(response.url()) && unauthorized.push(response.url()),
    );
    // Three calls at once through the platform's one client, taken from the shared scope.
    const answers = await page.evaluate(async () => {
      type Entry = { from: string; get: () => Promise<() => { api: { get: (url: string) => Promise<unknown> } }> };
      const share = (
        globalThis as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const entry = Object.values(Object.values(share)[0].default['@portal/shared-auth'])[0];
      const { api } = (await entry.get())();
      const results = await Promise.all([api.get('/api/me'), api.get('/api/fields?page=0&size=5'), api.get('/api/me')]);
      return results.length;
    });
    assert.equal(answers, 3);
    assert.equal(unauthorized.length, 3, `401s: ${unauthorized.join(', ')}`);
    assert.equal(refreshes.length, 1, `refreshes: ${refreshes.length}`);
    await context.close();
  });

  test('tabs reloaded together share the single-use refresh cookie and stay signed in', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'gestore');
    const tabs = [page, await context.newPage(), await context.newPage()];
    // Each tab restores its session with a refresh at the same moment: without the
    // cross-tab lock the second would replay a spent cookie and revoke the family.
    await Promise.all(tabs.map((tab) => tab.goto('/portal')));
    for (const tab of tabs) {
      await tab.getByText(/^Benvenuto, /).waitFor();
      assert.equal(new URL(tab.url()).pathname, '/portal');
    }
    await context.close();
  });

  test('a replayed refresh token is refused and revokes its family', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'gestore');
    const [spent] = (await context.cookies()).filter((cookie) => cookie.name === 'portal_refresh');
    assert.ok(spent, 'the refresh cookie is set');
    await page.reload(); // rotates the refresh token
    await page.getByText(/^Benvenuto, /).waitFor();
    const replay = await fetch(`${platform.urls.api}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: `portal_refresh=${spent.value}` },
    });
    assert.equal(replay.status, 401);
    await page.reload(); // the current token belonged to the revoked family
    await page.waitForURL('**/sign-in*');
    await context.close();
  });
});

test.describe("the portal's content security policy", () => {
  test('the main journeys run under the CSP without a violation, and no other site can frame the portal', async () => {
    const journeys: Array<[string, string[]]> = [
      ['cliente', ['/portal', '/service-list', '/line/detail/1', '/requests', '/help-center/support']],
      ['admin', ['/fields', '/products', '/users', '/permission-management', '/top-ups', '/activity']],
    ];
    for (const [login, paths] of journeys) {
      const { context, page } = await platform.newPage();
      // Every violation the browser reports, from the first script of every page on.
      await context.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { __cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const consoleViolations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
      });
      const first = await page.goto('/sign-in');
      const policy = first?.headers()['content-security-policy'] ?? '';
      assert.match(policy, /frame-ancestors 'none'/);
      assert.match(policy, /script-src 'self' http:\/\/127\.0\.0\.1:\d+ /);
      assert.equal(first?.headers()['x-frame-options'], 'DENY');
      await signIn(page, login);
      for (const target of paths) {
        await page.goto(target);
        await page.getByRole('main').waitFor();
        await page.waitForLoadState('networkidle');
        const violations = await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        );
        assert.deepEqual([target, ...violations], [target], `${login} ${target}`);
      }
      assert.deepEqual(consoleViolations, []);
      await context.close();
    }
  });
});

test.describe('resilience: one remote down', () => {
  test('its routes show the fallback, the rest works, and "Riprova" loads it once it is back', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'admin');
    // The remote's own server process ends: its port refuses connections, like a team's
    // deployment that is down, while the host's and the other remotes' processes go on.
    await platform.stopRemote('remote-admin');
    const adminOrigin = `http://127.0.0.1:${TEST_PORTS.remotes['remote-admin']}`;
    await assert.rejects(fetch(`${adminOrigin}/`), 'the stopped remote still answers');
    try {
      await page.goto('/fields');
      await page.getByText(/non è al momento disponibile/).waitFor({ timeout: 20_000 });
      await page.goto('/portal');
      await page.getByText(/^Benvenuto, /).waitFor();
      await page.goto('/help-center');
      await page.getByRole('heading', { name: 'Centro assistenza' }).waitFor({ timeout: 20_000 });
      await page.goto('/permission-management');
      await page.getByRole('heading', { name: 'Gestione permessi' }).waitFor({ timeout: 20_000 });
      await page.goto('/fields');
      await page.getByText(/non è al momento disponibile/).waitFor({ timeout: 20_000 });
    } finally {
      await platform.startRemote('remote-admin');
    }
    // 'Riprova' recovers in the same page: a mark set now would not survive a reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('button', { name: 'Riprova' }).click();
    await page.getByRole('heading', { name: 'Campi' }).waitFor({ timeout: 20_000 });
    assert.equal(await page.evaluate(() => '__sameDocument' in window), true);
    await context.close();
  });
});

test.describe('resilience: one remote too slow', () => {
  test('past the timeout its routes show the fallback, the others work, and "Riprova" loads it', async () => {
    const { context, page } = await platform.newPage();
    // Every file of remote-permissions answers 10 s late: past the host's 8 s timeout.
    const slowRemote = `http://127.0.0.1:${TEST_PORTS.remotes['remote-permissions']}/**`;
    const late = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue().catch(() => undefined); // the page may have moved on
    };
    await context.route(slowRemote, late);
    await signIn(page, 'admin');
    await page.goto('/help-center');
    await page.getByRole('heading', { name: 'Centro assistenza' }).waitFor({ timeout: 20_000 });
    await page.goto('/permission-management');
    await page.getByText(/non è al momento disponibile/).waitFor({ timeout: 20_000 });
    await context.unroute(slowRemote, late);
    await page.getByRole('button', { name: 'Riprova' }).click();
    await page.getByRole('heading', { name: 'Gestione permessi' }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});

test.describe('independent release and rollback of one remote', () => {
  /** A copy of remote-admin with one more navigation entry, built once. */
  let built: ReturnType<typeof buildRemoteCopy> | null = null;
  const changedAdmin = async () => {
    built ??= buildRemoteCopy('remote-admin', 'src/app/contribution.ts', (source) =>
      source.replace(
        'navigation: [',
        "navigation: [\n    { id: 'release-check', type: 'basic', title: 'Novità catalogo', icon: 'list', link: '/fields', order: 21 },",
      ),
    );
    return (await built).dist;
  };
  test.afterAll(async () => (await built)?.remove());
  const target = () => ({ dataDir: platform.dataDir, releasesDir: platform.releasesDir, apiUrl: platform.urls.api });

  test('a changed remote shows after a reload without rebuilding the host; rollback restores it', async () => {
    const dist = await changedAdmin();
    const hostBefore = await readFile(path.join(REPO_ROOT, 'host/dist/index.html'), 'utf8');

    const { context, page } = await platform.newPage();
    await signIn(page, 'admin');
    assert.equal(await page.getByText('Novità catalogo').count(), 0);

    const version = await publish('remote-admin', dist, platform.releasesDir);
    await registerRelease('remote-admin', version, target());
    await page.reload();
    await page.getByText('Novità catalogo').first().waitFor({ state: 'attached' });

    await rollback('remote-admin', target());
    await page.reload();
    await page.getByText(/^Benvenuto, /).waitFor();
    await page.getByText('Catalogo').first().waitFor({ state: 'attached' });
    assert.equal(await page.getByText('Novità catalogo').count(), 0);
    assert.equal(await readFile(path.join(REPO_ROOT, 'host/dist/index.html'), 'utf8'), hostBefore, 'host not rebuilt');
    await context.close();
  });

  test('a canary for one user: two users see two versions of remote-admin at once; rollback ends it', async () => {
    const dist = await changedAdmin();
    const version = await publish('remote-admin', dist, platform.releasesDir);
    await registerRelease('remote-admin', version, target(), { users: ['gestore@alfa'] });

    const canary = await platform.newPage();
    const everyone = await platform.newPage();
    await signIn(canary.page, 'gestore');
    await signIn(everyone.page, 'admin');
    await canary.page.getByText('Novità catalogo').first().waitFor({ state: 'attached' });
    await everyone.page.getByText('Catalogo').first().waitFor({ state: 'attached' });
    assert.equal(await everyone.page.getByText('Novità catalogo').count(), 0);
    // The answer follows the user: reloaded, each keeps their version.
    await canary.page.reload();
    await canary.page.getByText('Novità catalogo').first().waitFor({ state: 'attached' });
    // The stable address names no version: without a token it answers the active one, whose files load.
    const stable = await everyone.page.evaluate(async () => {
      const response = await fetch('/api/platform/remotes/remote-admin/current/mf-manifest.json');
      const manifest = (await response.json()) as { name: string; metaData: Record<string, { name: string }> };
      const entry = await fetch(`${String(manifest.metaData.publicPath)}${manifest.metaData.remoteEntry.name}`);
      return { name: manifest.name, version: response.headers.get('x-remote-version'), entry: entry.status };
    });
    assert.equal(stable.name, 'remote_admin');
    assert.ok(stable.version && stable.version !== version, `stable ${stable.version}, canary ${version}`);
    assert.equal(stable.entry, 200);

    await rollback('remote-admin', target());
    await canary.page.reload();
    await canary.page.getByText(/^Benvenuto, /).waitFor();
    await canary.page.getByText('Catalogo').first().waitFor({ state: 'attached' });
    assert.equal(await canary.page.getByText('Novità catalogo').count(), 0);
    await canary.context.close();
    await everyone.context.close();
  });
});

test.describe('a canary that watches itself (issue 48)', () => {
  /** A copy of remote-permissions whose page throws while rendering, built once. */
  let built: ReturnType<typeof buildRemoteCopy> | null = null;
  test.afterAll(async () => (await built)?.remove());

  test('a canary whose page throws for its users is ended by itself; they get the stable version on their next navigation', async () => {
    built = buildRemoteCopy(
      'remote-permissions',
      'src/features/permission-management/components/permission-management-page.tsx',
      (source) =>
        source.replace(
          'export default function PermissionManagementPage() {',
          "export default function PermissionManagementPage() {\n  if (Date.now() > 0) throw new Error('Canary rotto');",
        ),
    );
    const version = await publish('remote-permissions', (await built).dist, platform.releasesDir);
    const target = { dataDir: platform.dataDir, releasesDir: platform.releasesDir, apiUrl: platform.urls.api };
    await registerRelease('remote-permissions', version, target, {
      users: ['sicurezza@alfa', 'admin@alfa', 'sicurezza@beta'],
    });

    const fallback = (page: Page) => page.getByText('La sezione «Gestione permessi» non è al momento disponibile');
    /** The host's report of the page's render error, and the server's answer to it. */
    const errorReported = (page: Page) =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/platform/telemetry') &&
          (response.request().postData() ?? '').includes('render-error'),
      );
    /** Opens the broken page and waits until its error is reported: the report's answer. */
    const fail = async (page: Page) => {
      const reported = errorReported(page);
      await page.goto('/permission-management');
      await fallback(page).waitFor();
      return (await (await reported).json()).context as { rolledBack: string[] };
    };

    // Four errors from two users: the canary stays.
    const first = await platform.newPage();
    const second = await platform.newPage();
    const third = await platform.newPage();
    await signIn(first.page, 'sicurezza');
    await signIn(second.page, 'admin');
    await signIn(third.page, 'sicurezza@beta');
    for (const page of [first.page, first.page, second.page, second.page]) {
      assert.deepEqual((await fail(page)).rolledBack, []);
    }
    // The fifth, from a third user, ends it.
    assert.deepEqual((await fail(third.page)).rolledBack, ['remote-permissions']);

    // That user's next navigation loads the page anew: the stable version draws the page.
    await untilPageReloads(third.page, () =>
      third.page.evaluate(() => {
        window.history.pushState({}, '', '/portal');
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    );
    await third.page.getByRole('link', { name: 'Gestione permessi' }).first().click();
    await third.page.getByPlaceholder('Cerca utente').waitFor();
    assert.equal(await fallback(third.page).count(), 0);

    // The other canary users get the stable version at their next page load too.
    await first.page.reload();
    await first.page.getByPlaceholder('Cerca utente').waitFor();
    assert.equal(await fallback(first.page).count(), 0);

    // The platform administrator is told, with the reason.
    await second.page.goto('/remote-health');
    await second.page.getByRole('heading', { name: 'Salute dei remote' }).waitFor();
    const row = second.page.getByRole('row').filter({ hasText: version });
    await row.getByText('Non più servita').waitFor();
    await row.getByText('Error: Canary rotto', { exact: false }).waitFor();
    for (const context of [first.context, second.context, third.context]) await context.close();
  });
});
