import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { mailedLink as mailedLinkIn, outbox } from '../support/outbox.ts';
import { DEMO_PASSWORD, signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

/** The path of the newest `/<page>/<token>` link mailed to `email`. */
const mailedLink = (email: string, page: string) => mailedLinkIn(platform.dataDir, email, page);

async function attemptSignIn(page: Page, username: string, password: string) {
  await page.getByLabel('Nome utente').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

async function signOut(page: Page) {
  await page.goto('/sign-out');
  await page.waitForURL('**/sign-in*');
}

test.describe('account pages (spec 000 §2.1, §2.9, §5)', () => {
  test('change password refuses a reused one, accepts a new one, which then signs in', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'cliente@beta');
    await page.goto('/change-password');
    await page.getByRole('heading', { name: 'Reimposta la tua password' }).waitFor();
    await page.getByText('La password deve contenere almeno 8 caratteri.').waitFor();
    await page.getByText('Non può essere uguale alle ultime 3 password utilizzate.').waitFor();

    await page.getByRole('button', { name: /Salva/ }).click();
    await page.getByText('La password è obbligatoria', { exact: true }).waitFor();
    await page.getByText('La conferma della password è obbligatoria').waitFor();
    await page.getByText('Inserisci la password attuale').waitFor();

    // The current password proves who is at the keyboard (issue 46).
    await page.getByLabel('Password attuale').fill('Sbagliata2026!');
    await page.getByLabel('Nuova Password').fill('Cambiata2026!');
    await page.getByLabel('Conferma Password').fill('Cambiata2026!');
    await page.getByRole('button', { name: /Salva/ }).click();
    await page.getByText('La password attuale non è corretta').first().waitFor();

    await page.getByLabel('Password attuale').fill(DEMO_PASSWORD);
    await page.getByLabel('Nuova Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Conferma Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /Salva/ }).click();
    await page.getByText('La nuova password non può essere uguale alle ultime 3 password utilizzate').waitFor();
    assert.equal(await page.getByLabel('Nuova Password').inputValue(), DEMO_PASSWORD);

    await page.getByLabel('Nuova Password').fill('Cambiata2026!');
    await page.getByLabel('Conferma Password').fill('Cambiata2026!');
    await page.getByRole('button', { name: /Salva/ }).click();
    await page.getByText('Password aggiornata correttamente.').waitFor();
    assert.equal(await page.getByLabel('Nuova Password').inputValue(), '');
    assert.equal(await page.getByLabel('Conferma Password').inputValue(), '');

    await signOut(page);
    await attemptSignIn(page, 'cliente@beta', DEMO_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Nome utente o password non validi' }).waitFor();
    await signIn(page, 'cliente@beta', 'Cambiata2026!');
    // Signed in: the root, which sends to the portal's home (the test may see either moment).
    await page.waitForURL((url) => url.pathname === '/portal');
    await page.getByRole('heading', { name: /^Benvenuto/ }).waitFor();
    await context.close();
  });

  test('an expired password: only the change-password page, without the portal, until a new one is set', async () => {
    const { context, page } = await platform.newPage();
    const refused: string[] = [];
    page.on('response', (response) => response.status() === 403 && refused.push(new URL(response.url()).pathname));
    await signIn(page, 'scaduto');
    await page.waitForURL((url) => url.pathname === '/change-password');
    await page.getByText('La tua password è scaduta: scegline una nuova per continuare.').waitFor();
    // No top bar, bell or navigation: their calls would be refused to this session.
    assert.equal(await page.getByTestId('top-bar').count(), 0);
    await page.goto('/schedule');
    await page.waitForURL((url) => url.pathname === '/change-password');

    await page.getByLabel('Nuova Password').fill('Rinnovata2026!');
    await page.getByLabel('Conferma Password').fill('Rinnovata2026!');
    await page.getByRole('button', { name: /Salva/ }).click();
    await page.waitForURL((url) => url.pathname === '/portal');
    await page.getByText(/^Benvenuto, /).waitFor();
    await page.getByTestId('top-bar').waitFor();
    assert.deepEqual(refused, []);
    await context.close();
  });

  test('forgot password: the link arrives in the outbox, resets the password, which then signs in', async () => {
    const { context, page } = await platform.newPage();
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await page.waitForURL('**/forgot-password');
    // The router keeps the sign-in page on screen until the lazy page has loaded.
    await page.getByRole('heading', { name: 'Password dimenticata?' }).waitFor();
    await page.getByLabel('Nome utente').fill('gestore@beta');
    await page.getByRole('button', { name: /Invia collegamento/ }).click();
    await page.getByText("Se l'account esiste, riceverai un'email").waitFor();

    const link = await mailedLink('gestore@', 'reset-password');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reimposta la tua password' }).waitFor();
    await page.getByLabel('Nuova Password').fill('Reimpostata2026!');
    await page.getByLabel('Conferma Password').fill('Reimpostata2026!');
    await page.getByRole('button', { name: /Salva/ }).click();
    await page.getByText('Password reimpostata. Ora puoi accedere con la nuova password.').waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByText('Collegamento non valido').waitFor();

    await signIn(page, 'gestore@beta', 'Reimpostata2026!');
    await page.getByText(/^Benvenuto, /).waitFor();
    await context.close();
  });

  test('five failed sign-ins lock the account; the mailed unlock link unlocks it', async () => {
    const { context, page } = await platform.newPage();
    await page.goto('/sign-in');
    for (let i = 1; i <= 5; i++) {
      await attemptSignIn(page, 'sicurezza@beta', `Sbagliata-${i}`);
      await page.getByRole('alert').filter({ hasText: 'Nome utente o password non validi' }).waitFor();
      await page.getByRole('button', { name: 'Accedi' }).and(page.locator(':not(.ant-btn-loading)')).waitFor();
    }
    await attemptSignIn(page, 'sicurezza@beta', DEMO_PASSWORD);
    await page.getByRole('alert').filter({ hasText: "l'account è bloccato" }).waitFor();

    const link = await mailedLink('sicurezza@', 'unlock-account');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Sblocca il tuo account' }).waitFor();
    await page.getByRole('button', { name: /Sblocca account/ }).click();
    await page.getByText('Account sbloccato. Ora puoi accedere con le tue credenziali.').waitFor();

    await signIn(page, 'sicurezza@beta');
    await page.getByText(/^Benvenuto, /).waitFor();
    await context.close();
  });

  test('sign-up sends a request for the back office', async () => {
    const { context, page } = await platform.newPage();
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Registrati' }).click();
    await page.waitForURL('**/sign-up');
    await page.getByRole('heading', { name: 'Registrati' }).waitFor();
    await page.getByLabel('Ragione sociale').fill('Bianchi Trasporti S.p.A.');
    await page.getByLabel('Partita IVA').fill('12345670017');
    await page.getByLabel('Nome', { exact: true }).fill('Luca');
    await page.getByLabel('Cognome').fill('Bianchi');
    await page.getByLabel('Email').fill('luca.bianchi@example.test');
    await page.getByLabel('Nome utente').fill('luca.bianchi');
    await page.getByRole('button', { name: /Invia richiesta/ }).click();
    await page.getByText("Riceverai un'email quando il tuo account sarà attivato.", { exact: false }).waitFor();
    const mails = await outbox(platform.dataDir);
    assert.ok(mails.some((mail) => mail.includes('Bianchi Trasporti S.p.A.') && mail.includes('12345670017')));
    await context.close();
  });

  test('the schedule page, and account pages only when signed out', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'admin@beta');
    await page.goto('/schedule');
    await page.getByRole('heading', { name: 'Orari' }).waitFor();
    await page.getByText('Servizi offline').first().waitFor();
    await page.goto('/forgot-password');
    await page.waitForURL((url) => url.pathname === '/portal' || url.pathname === '/');
    await context.close();
  });

  test('navigation: over below sm closes on navigation, side between sm and md stays open', async () => {
    const { context, page } = await platform.newPage();
    await page.setViewportSize({ width: 500, height: 800 });
    await signIn(page, 'cliente');
    await page.getByRole('button', { name: 'Apri navigazione' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Orari').click();
    await page.waitForURL('**/schedule');
    await page.getByRole('heading', { name: 'Orari' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 800, height: 800 });
    const side = page.getByRole('complementary', { name: 'Pannello di navigazione' });
    await side.getByText('Portale').waitFor();
    await side.getByText('Portale').click();
    await page.waitForURL('**/portal');
    await side.getByText('Orari').waitFor();
    assert.equal(Math.round((await side.boundingBox())!.width), 280);
    await page.getByRole('button', { name: 'Chiudi navigazione' }).click();
    await side.getByText('Orari').waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 1280, height: 800 });
    const bar = page.getByRole('banner').getByRole('navigation', { name: 'Navigazione principale' });
    await bar.getByRole('link', { name: /Portale/ }).waitFor();
    // The entries that do not fit in the row are under "Altro".
    await bar.getByRole('button', { name: 'Altro' }).click();
    await bar.getByRole('link', { name: /Orari/ }).click();
    await page.waitForURL('**/schedule');
    await side.waitFor({ state: 'detached' });
    await context.close();
  });

  test('on a phone the top bar keeps every control inside the screen', async () => {
    const { context, page } = await platform.newPage();
    await page.setViewportSize({ width: 375, height: 700 });
    await signIn(page, 'cliente');
    for (const control of [
      page.getByRole('button', { name: 'Apri navigazione' }),
      page.getByLabel('Cerca soggetto'),
      page.getByRole('button', { name: 'Notifiche' }),
      page.getByRole('button', { name: /Profilo/ }),
    ]) {
      const box = (await control.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 375, `inside the screen: ${JSON.stringify(box)}`);
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no sideways scrolling');
    await context.close();
  });
});
