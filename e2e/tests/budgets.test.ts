/**
 * The size budgets (perf-budgets.json): the JS each first route loads in Chromium and each
 * remote's remoteEntry.js, gzip -9, against their ceilings. Sizes do not depend on the
 * machine's speed, so unlike times they belong in the tests. The second test ships a remote
 * with a deliberately oversized import and shows the check refusing it.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@playwright/test';
import { REMOTE_APPS, REPO_ROOT } from '../../scripts/lib/layout.ts';
import { budgetViolations, readBudgets, remoteEntryBytes, type Measured } from '../../scripts/lib/budgets.ts';
import { FIRST_ROUTE, measureFirstLoads, sumBytes, type FirstLoads } from '../../scripts/bench/first-loads.ts';
import { openPage, signIn } from '../../scripts/bench/browser.ts';
import { publish, registerRelease, rollback } from '../../scripts/lib/releases.ts';
import { startTestPlatform, type TestPlatform } from '../support/platform.ts';
import { buildRemoteCopy } from '../support/remote-copy.ts';

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

/** The measured figures in the budget file's terms. */
function measuredOf(loads: FirstLoads, remoteEntry: Measured['remoteEntry'] = {}): Measured {
  const routes: Record<string, number> = { '/sign-in': sumBytes(loads.signIn), '/portal': sumBytes(loads.portal) };
  for (const app of REMOTE_APPS) {
    const loaded = loads.routes[app];
    if (loaded) routes[FIRST_ROUTE[app]] = sumBytes(loaded);
  }
  return { routes, remoteEntry };
}

test.describe('size budgets (perf-budgets.json)', () => {
  test('every first route and every remoteEntry.js fits its budget', async ({ browser }) => {
    const loads = await measureFirstLoads(browser, platform.urls.host);
    const remoteEntry: Measured['remoteEntry'] = {};
    for (const app of REMOTE_APPS) remoteEntry[app] = await remoteEntryBytes(path.join(REPO_ROOT, app, 'dist'));
    const measured = measuredOf(loads, remoteEntry);
    // Every route of the budget file was measured: a route that is not reached checks nothing.
    assert.deepEqual(Object.keys(measured.routes).sort(), Object.keys((await readBudgets()).routes).sort());
    assert.deepEqual(budgetViolations(measured, await readBudgets()), []);
  });

  test('a remote shipped with an oversized import is over its route budget, named', async ({ browser }) => {
    // The whole spreadsheet library pulled into the permission management page.
    const copy = await buildRemoteCopy(
      'remote-permissions',
      'src/features/permission-management/components/permission-management-page.tsx',
      (source) => `import * as oversized from '@e965/xlsx';\nObject.assign(globalThis, { oversized });\n${source}`,
    );
    try {
      const version = await publish('remote-permissions', copy.dist, platform.releasesDir);
      const target = { dataDir: platform.dataDir, releasesDir: platform.releasesDir, apiUrl: platform.urls.api };
      await registerRelease('remote-permissions', version, target);
      try {
        const loads = await measureFirstLoads(browser, platform.urls.host, ['remote-permissions']);
        const problems = budgetViolations(measuredOf(loads), await readBudgets());
        assert.equal(problems.length, 1, problems.join('\n'));
        assert.match(problems[0], /^percorso \/permission-management: \d+\.\d KB oltre il budget di \d+ KB$/);
      } finally {
        await rollback('remote-permissions', target);
      }
    } finally {
      await copy.remove();
    }
  });
});

test.describe("a phone's round trips (issue 48)", () => {
  test("a cold /portal asks for the host's code in three scripts: the entry, the app's chunk (asked by the page itself) and the signed-in frame", async ({
    browser,
  }) => {
    const html = await (await fetch(`${platform.urls.host}/portal`)).text();
    const preloaded = [...html.matchAll(/<link as="script" href="([^"]+)" rel="preload">/g)].map((match) => match[1]);
    assert.equal(preloaded.length, 1, html);
    const { context, page, meter, quiet } = await openPage(browser, platform.urls.host);
    try {
      await page.goto('/sign-in');
      await signIn(page, 'admin');
      await page.getByText('Benvenuto').first().waitFor();
      await quiet();
      const mark = meter.mark();
      await page.reload();
      await page.getByText('Benvenuto').first().waitFor();
      await quiet();
      const hostScripts = (await meter.entries(mark))
        .filter((entry) => entry.origin === platform.urls.host)
        .map((entry) => new URL(entry.url).pathname);
      assert.equal(hostScripts.length, 3, hostScripts.join(', '));
      assert.ok(hostScripts.includes(preloaded[0]), `${preloaded[0]} non caricato: ${hostScripts.join(', ')}`);
    } finally {
      await context.close();
    }
  });
});

/** The first screens: the portal's home, a line's page (the bench's two LCP routes), each remote's first route. */
const FIRST_SCREENS = ['/portal', '/line/detail/1', ...REMOTE_APPS.map((app) => FIRST_ROUTE[app])];

test.describe('antd’s prebuilt styles (shared-ui/src/theme/antd-static.css)', () => {
  test('the first screens draw without antd writing a component style by script', async ({ browser }) => {
    const { context, page, quiet } = await openPage(browser, platform.urls.host);
    try {
      await page.goto('/sign-in');
      await signIn(page, 'admin');
      await page.getByText('Benvenuto').first().waitFor();
      const written: string[] = [];
      for (const route of FIRST_SCREENS) {
        await page.goto(route);
        await page.locator('main h1, main h2').first().waitFor();
        await quiet();
        // antd marks the styles it writes; the theme's variables (`data-token-hash`) are the
        // tenant's palette, always written at run time.
        const styles = await page.$$eval('style[data-css-hash]:not([data-token-hash])', (tags) =>
          tags.map(
            (tag) => /\.ant-[a-z-]+|@keyframes [\w-]+/.exec(tag.textContent ?? '')?.[0] ?? tag.outerHTML.slice(0, 80),
          ),
        );
        written.push(...styles.map((style) => `${route}: ${style}`));
      }
      // A component drawn on a first screen and missing from the sheet: add it to
      // shared-ui/build/antd-static-styles/first-screens.tsx and run `npm run antd-styles -w shared-ui`.
      assert.deepEqual(written, []);
    } finally {
      await context.close();
    }
  });
});
