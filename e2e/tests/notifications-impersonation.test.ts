import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, startTestPlatform, untilPageReloads, type TestPlatform } from '../support/platform.ts';

// Needs only the host (E2E_REMOTES=none skips publishing the remotes), except the
// 'Mutaforma' test, which needs remote-permissions.
let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

// shared-ui palettes (header colours) and the host's top-bar colours.
const BRAND_HEADER = 'rgb(13, 60, 97)'; // #0d3c61, tenant alfa
const TEAL_HEADER = 'rgb(19, 78, 74)'; // #134e4a, tenant beta
const IMPERSONATING = 'rgb(185, 28, 28)'; // #b91c1c

async function topBar(page: Page): Promise<{ mode: string | null; background: string }> {
  const bar = page.getByTestId('top-bar');
  await bar.waitFor();
  return bar.evaluate((element) => ({
    mode: element.getAttribute('data-mode'),
    background: getComputedStyle(element).backgroundColor,
  }));
}

async function badgeCount(page: Page): Promise<number> {
  const text = await page.getByTestId('unread-badge').locator('.portal-badge-count').first().getAttribute('title');
  return Number(text ?? 0);
}

/** Sends a notification the way a manager's tool would: straight to the API. */
async function sendNotification(login: string, subject: string) {
  const signInAnswer = await fetch(`${platform.urls.api}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'gestore', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await signInAnswer.json()).context as { accessToken: string };
  const response = await fetch(`${platform.urls.api}/api/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, tenantid: 'alfa' },
    body: JSON.stringify({ login, subject, text: 'Arriva senza ricaricare la pagina.' }),
  });
  assert.equal(response.status, 201);
}

test.describe('notifications (spec 000 §2.3, §4)', () => {
  test('marked read one, then all; a new one arrives live through the host', async () => {
    const { context, page } = await platform.newPage();
    // The live channel is a websocket through the host's /api proxy.
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await signIn(page, 'cliente');
    await page.waitForFunction(() => document.querySelector('[data-testid="unread-badge"] .portal-badge-count'));
    const initial = await badgeCount(page);
    assert.ok(initial >= 2, `seeded unread: ${initial}`);

    await page.getByRole('button', { name: 'Notifiche' }).click();
    const panel = page.getByRole('region', { name: 'Notifiche' });
    await panel.waitFor();
    await panel.getByTestId('notification').first().waitFor();
    await panel.getByRole('button', { name: 'Segna come letto' }).first().click();
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="unread-badge"] .portal-badge-count')?.getAttribute('title') ===
        String(expected),
      initial - 1,
    );

    await panel.getByRole('button', { name: 'Segna tutto come letto' }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="unread-badge"] .portal-badge-count'));
    assert.equal(await panel.getByRole('button', { name: 'Segna tutto come letto' }).isDisabled(), true);
    assert.equal(await panel.locator('[data-unread="true"]').count(), 0);

    assert.ok(
      sockets.some((url) => url.startsWith(`${platform.urls.host.replace('http', 'ws')}/api/ws?ticket=`)),
      `websocket through the host: ${sockets.join(', ')}`,
    );
    await sendNotification('cliente', 'Report disponibile in diretta');
    await panel.getByText('Report disponibile in diretta').waitFor();
    assert.equal(await badgeCount(page), 1);
    await context.close();
  });
});

test.describe('impersonation and top-bar colour (spec 000 §2.2, §2.4, §4)', () => {
  test('start shows the user and the impersonating colour, a reload keeps it, the X ends it', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'mutaforma');
    assert.deepEqual(await topBar(page), { mode: 'normal', background: BRAND_HEADER });

    await page.getByRole('button', { name: /Profilo/ }).click();
    const profile = page.getByRole('region', { name: 'Profilo' });
    await profile.getByText('Connesso come').waitFor();
    assert.match((await profile.getByTestId('signed-in-as').textContent()) ?? '', /Luca Ferrari/);
    await profile.getByText('Impersona un utente').click();
    const search = profile.getByPlaceholder('Cerca');
    await page.waitForFunction(() => document.activeElement?.getAttribute('placeholder') === 'Cerca');
    await search.fill('Brambilla');
    await profile.getByText('Edilizia Brambilla S.r.l.').click();
    const marco = profile.getByRole('menuitem', { name: /Marco Rossi/ });
    await marco.getByRole('img', { name: 'premium' }).waitFor();
    await untilPageReloads(page, () => marco.click());

    // The page reloads at the portal as Marco Rossi, with the impersonating colour.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="top-bar"]')?.getAttribute('data-mode') === 'impersonating',
      undefined,
      { timeout: 15_000 },
    );
    assert.equal(new URL(page.url()).pathname, '/portal');
    assert.deepEqual(await topBar(page), { mode: 'impersonating', background: IMPERSONATING });
    await page
      .getByRole('button', { name: /Profilo/ })
      .getByText('Marco Rossi')
      .waitFor();

    await page.reload();
    assert.deepEqual(await topBar(page), { mode: 'impersonating', background: IMPERSONATING });

    await page.getByRole('button', { name: /Profilo/ }).click();
    const item = page.getByTestId('impersonation-item');
    assert.match((await item.textContent()) ?? '', /Marco Rossi/);
    await untilPageReloads(page, () => item.getByRole('button', { name: 'Termina impersonificazione' }).click());
    await page.waitForFunction(
      () => document.querySelector('[data-testid="top-bar"]')?.getAttribute('data-mode') === 'normal',
      undefined,
      { timeout: 15_000 },
    );
    assert.deepEqual(await topBar(page), { mode: 'normal', background: BRAND_HEADER });
    await page
      .getByRole('button', { name: /Profilo/ })
      .getByText('Luca')
      .waitFor();
    await context.close();
  });

  test("'Mutaforma' in permission management starts the same impersonation", async () => {
    test.skip(
      process.env.E2E_REMOTES !== undefined && !process.env.E2E_REMOTES.includes('remote-permissions'),
      'needs remote-permissions',
    );
    const { context, page } = await platform.newPage();
    await signIn(page, 'admin');
    await page.goto('/permission-management');
    await page.getByPlaceholder('Cerca utente').fill('cliente'); // Marco Rossi's login
    const shapeshift = page.getByRole('button', { name: 'Mutaforma (accedi come Marco Rossi)' });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await untilPageReloads(page, () => shapeshift.first().click());
    await page.waitForURL((url) => url.pathname === '/portal', { timeout: 15_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="top-bar"]')?.getAttribute('data-mode') === 'impersonating',
      undefined,
      { timeout: 15_000 },
    );
    // The old page is not judged by the impersonated user's permissions on the way.
    assert.ok(!visited.includes('/401'), `visited: ${visited.join(', ')}`);
    await page.getByRole('button', { name: /Profilo/ }).click();
    assert.match((await page.getByTestId('impersonation-item').textContent()) ?? '', /Marco Rossi/);
    await context.close();
  });

  test('a user without the shapeshifter permission has no accounts menu', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'gestore');
    await page.getByRole('button', { name: /Profilo/ }).click();
    await page.getByRole('region', { name: 'Profilo' }).getByText('Cambia password').waitFor();
    assert.equal(await page.getByText('Impersona un utente').count(), 0);
    await context.close();
  });
});

test.describe('tenant switch (spec 000 §4)', () => {
  test('gestore@beta signs in to beta: its palette colours the top bar', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'gestore@beta');
    assert.deepEqual(await topBar(page), { mode: 'normal', background: TEAL_HEADER });
    await context.close();
  });
});
