import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { pathOf, signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';
import { clickMenuLink } from '../support/antd.ts';

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

test.describe('sign-in, guards and redirects (spec 000 §2.1, §6)', () => {
  for (const login of ['cliente', 'gestore', 'mutaforma', 'sicurezza', 'admin']) {
    test(`${login} signs in and lands on the portal`, async () => {
      const { context, page } = await platform.newPage();
      await page.goto('/');
      await page.waitForURL('**/sign-in?redirectURL=%2Fportal');
      await signIn(page, login);
      assert.equal(new URL(page.url()).pathname, '/portal');
      await page.getByText(/^Benvenuto, /).waitFor();
      await context.close();
    });
  }

  test('a wrong password gets the same message as an unknown user, and the form keeps the name', async () => {
    const { context, page } = await platform.newPage();
    await page.goto('/sign-in');
    await page.getByLabel('Nome utente').fill('gestore');
    await page.getByLabel('Password').fill('sbagliata');
    await page.getByRole('button', { name: 'Accedi' }).click();
    const wrong = await page.getByRole('alert').textContent();
    await page.getByLabel('Nome utente').fill('nessuno');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: wrong ?? '' })
      .waitFor();
    assert.match(wrong ?? '', /Nome utente o password non validi/);
    assert.equal(await page.getByLabel('Nome utente').inputValue(), 'nessuno');
    await context.close();
  });

  test('an unauthenticated deep link goes to sign-in with redirectURL, and back after sign-in', async () => {
    const { context, page } = await platform.newPage();
    await page.goto('/fields?page=1');
    await page.waitForURL('**/sign-in?redirectURL=*');
    assert.equal(new URL(page.url()).searchParams.get('redirectURL'), '/fields?page=1');
    await signIn(page, 'gestore');
    assert.equal(pathOf(page), '/fields?page=1');
    await page.getByRole('heading', { name: 'Campi' }).waitFor();
    await context.close();
  });

  test('the sign-out route counts as the root for the redirect', async () => {
    const { context, page } = await platform.newPage();
    await page.goto('/sign-out');
    await page.waitForURL('**/sign-in*');
    const redirect = new URL(page.url()).searchParams.get('redirectURL');
    assert.ok(redirect === null || redirect === '/', `redirectURL was ${redirect}`);
    await context.close();
  });

  test('a route needing a permission the user lacks goes to /401; unknown paths to /404; both keep the header', async () => {
    const { context, page } = await platform.newPage();
    const signedOut = await context.newPage();
    await signedOut.goto('/404');
    await signedOut.getByText('Ops... 404!').waitFor();
    // A signed-out visitor sees the page alone: there is no portal to navigate yet.
    assert.equal(await signedOut.getByRole('banner').count(), 0);
    await signedOut.close();

    await signIn(page, 'cliente');
    await page.goto('/fields');
    await page.waitForURL('**/401');
    await page.getByText('Ops... 401!').waitFor();
    const navigation = page.getByRole('banner').getByRole('navigation', { name: 'Navigazione principale' });
    await navigation.waitFor();
    await page.goto('/questa-pagina-non-esiste');
    await page.waitForURL('**/404');
    await page.getByText('Ops... 404!').waitFor();
    await navigation.waitFor();
    await page.goto('/403');
    await page.getByText('Accesso negato!').waitFor();
    await navigation.waitFor();
    await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
    await page.waitForURL('**/portal');
    await context.close();
  });

  test('a signed-in user opening sign-in goes to the root; a reload keeps the session', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'gestore');
    await page.goto('/sign-in');
    await page.waitForURL('**/portal');
    await page.goto('/fields');
    await page.getByRole('heading', { name: 'Campi' }).waitFor();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname + new URL(request.url()).search));
    await page.reload();
    await page.getByRole('heading', { name: 'Campi' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/fields');
    // The session's refresh brings the user and the remotes: no /api/me, no registry call after it.
    const api = asked.filter((url) => url.startsWith('/api/'));
    assert.ok(api.includes('/api/auth/refresh?include=user,remotes'), api.join(', '));
    assert.ok(!api.some((url) => url.startsWith('/api/platform/remotes') || url === '/api/me'), api.join(', '));
    // The remotes it names are fetched early, each manifest and entry once (the runtime takes them).
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const fetched = asked.filter((url) => url.split('?')[0].endsWith(`/${file}`));
      assert.equal(fetched.length, 3, `${file}: ${fetched.join(', ')}`);
    }
    await context.close();
  });

  test('navigation shows only what the user may open', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'cliente');
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await nav.getByText('Portale').waitFor();
    assert.equal(await page.getByText('Catalogo').count(), 0);
    await context.close();
    const admin = await platform.newPage();
    await signIn(admin.page, 'admin');
    // In the top bar's row or, when the row is full, under "Altro": there, but not in sight.
    await admin.page.getByText('Catalogo').first().waitFor({ state: 'attached' });
    await admin.context.close();
  });

  test('a cold start asks for no session it cannot have: no 401, no console error, the splash gone', async () => {
    const { context, page } = await platform.newPage();
    const failures: string[] = [];
    page.on(
      'response',
      (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`),
    );
    page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
    await page.goto('/portal');
    await page.waitForURL('**/sign-in?redirectURL=%2Fportal');
    await page.getByRole('button', { name: 'Accedi' }).waitFor();
    await page.waitForFunction(() => !document.getElementById('splash'));
    assert.deepEqual(failures, []);
    await signIn(page, 'cliente');
    await page.getByText(/^Benvenuto, /).waitFor();
    assert.equal(await page.getByText('Caricamento del portale…').count(), 0);
    await context.close();
  });

  test('sign-out ends the session: a reload stays signed out', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'gestore');
    await page.getByRole('button', { name: 'Profilo' }).click();
    await clickMenuLink(page, 'Esci');
    await page.waitForURL('**/sign-in*');
    await page.goto('/portal');
    await page.waitForURL('**/sign-in?redirectURL=%2Fportal');
    await context.close();
  });
});
