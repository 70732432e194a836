import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { createRemoteServer, type StaticServer } from '../../scripts/lib/static-servers.ts';
import { signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';
import { buildRemoteCopy } from '../support/remote-copy.ts';
import { useLocalBuild } from '../support/local-override.ts';

/**
 * The local override (issue 47): a platform developer sees their local build of remote-admin
 * inside the deployed portal, in their browser and for themselves only; a build that does not
 * fit the host is refused; one click ends it.
 */
let platform: TestPlatform;
let local: StaticServer;
let removeCopy: () => Promise<void> = async () => {};
let manifestUrl = '';
let dist = '';
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
  const copy = await buildRemoteCopy('remote-admin', 'src/app/contribution.ts', (source) =>
    source.replace(
      'navigation: [',
      "navigation: [\n    { id: 'local-build', type: 'basic', title: 'Dalla build locale', icon: 'list', link: '/fields', order: 21 },",
    ),
  );
  removeCopy = copy.remove;
  dist = copy.dist;
  // The developer's dev server: the build folder at the root, readable from the portal's origin.
  local = createRemoteServer({ releasesDir: dist });
  const port = await local.listen({ port: 0, host: '127.0.0.1' });
  manifestUrl = `http://127.0.0.1:${port}/mf-manifest.json`;
});
test.afterAll(async () => {
  await local?.close();
  await platform?.close();
  await removeCopy();
});

// In the navigation, shown or folded under 'Altro' by the width: present in the page either way.
const localEntry = (page: Page) => page.getByText('Dalla build locale');

test('a local build in one browser session only, refused when it does not fit, ended in one click', async () => {
  test.setTimeout(90_000);
  const { context, page } = await platform.newPage();
  const other = await platform.newPage();
  try {
    await signIn(page, 'admin');
    await useLocalBuild(page, 'remote-admin', manifestUrl);
    await page.goto('/fields');
    await localEntry(page).first().waitFor({ state: 'attached' });
    assert.match(
      (await page.getByTestId('local-override-banner').textContent()) ?? '',
      /Build locale di remote-admin da http:\/\/127\.0\.0\.1:\d+\/mf-manifest\.json: la vedi solo tu/,
    );

    // Another browser of the same administrator, and another user of this browser: published.
    await signIn(other.page, 'admin');
    await other.page.goto('/fields');
    await other.page.getByRole('button', { name: 'Nuovo campo' }).waitFor();
    assert.equal(await localEntry(other.page).count(), 0);
    assert.equal(await other.page.getByTestId('local-override-banner').count(), 0);
    await page.goto('/sign-out');
    await page.waitForURL('**/sign-in*');
    await signIn(page, 'gestore');
    await page.goto('/fields');
    await page.getByRole('button', { name: 'Nuovo campo' }).waitFor();
    assert.equal(await localEntry(page).count(), 0);
    assert.equal(await page.getByTestId('local-override-banner').count(), 0);

    // A build against React 18 is not loaded: the published version shows, and the banner says why.
    await page.goto('/sign-out');
    await page.waitForURL('**/sign-in*');
    await signIn(page, 'admin');
    const react18 = await mkdtemp(path.join(os.tmpdir(), 'portal-override-react18-'));
    // Without the build's pre-compressed copies, which the server would hand out unchanged.
    await cp(dist, react18, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
    const contractFile = path.join(react18, 'portal-contract.json');
    const contract = JSON.parse(await readFile(contractFile, 'utf8')) as { shared: Array<{ name: string }> };
    for (const shared of contract.shared) {
      if (shared.name === 'react') Object.assign(shared, { requiredVersion: '^18.0.0', version: '18.3.1' });
    }
    await writeFile(contractFile, JSON.stringify(contract));
    const old = createRemoteServer({ releasesDir: react18 });
    const oldPort = await old.listen({ port: 0, host: '127.0.0.1' });
    try {
      await useLocalBuild(page, 'remote-admin', `http://127.0.0.1:${oldPort}/mf-manifest.json`);
      await page.goto('/fields');
      await page.getByRole('button', { name: 'Nuovo campo' }).waitFor();
      assert.match(
        (await page.getByTestId('local-override-banner').textContent()) ?? '',
        /Build locale di remote-admin da http:\/\/127\.0\.0\.1:\d+\/mf-manifest\.json non usata: react: l'host fornisce 19\.\d+\.\d+, remote_admin richiede \^18\.0\.0/,
      );
      assert.equal(await localEntry(page).count(), 0);
    } finally {
      await old.close();
      await rm(react18, { recursive: true, force: true });
    }

    // One click back to the published versions.
    await page.getByRole('button', { name: 'Torna alle versioni pubblicate' }).click();
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: 'Nuovo campo' }).waitFor();
    assert.equal(await page.getByTestId('local-override-banner').count(), 0);
  } finally {
    await context.close();
    await other.context.close();
  }
});
