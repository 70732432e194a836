import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { assertActionInView, assertTableFits, enabled, lookUp, openPanel } from '../support/antd.ts';
import { openLine, toSummary } from '../support/ordering.ts';
import { mailedLink } from '../support/outbox.ts';
import { signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

test.describe('permission management (spec 002 §2.16)', () => {
  test('granting Portafoglio Indagini with a toggle shows the past-requests panel to that user', async () => {
    const customer = await platform.newPage();
    await signIn(customer.page, 'cliente');
    await openLine(customer.page, 'Visure ordinarie');
    await toSummary(customer.page);
    assert.equal(await customer.page.getByText('Richieste sul soggetto').count(), 0);

    const admin = await platform.newPage();
    await signIn(admin.page, 'admin');
    await admin.page.goto('/permission-management');
    await admin.page.getByPlaceholder('Cerca utente').fill('cliente');
    const toggle = admin.page.getByRole('switch', { name: 'Portafoglio Indagini: Marco Rossi' }).first();
    await toggle.waitFor();
    assert.equal(await toggle.getAttribute('aria-checked'), 'false');
    const save = admin.page.getByRole('button', { name: 'Salva' });
    assert.equal(await save.isDisabled(), true);
    await toggle.click();
    await save.click();
    await admin.page.getByText('Permessi aggiornati').waitFor();
    assert.equal(await toggle.getAttribute('aria-checked'), 'true');
    assert.equal(await save.isDisabled(), true);

    // The audit names who granted what to whom.
    await admin.page.getByRole('button', { name: 'Attività' }).click();
    const audit = admin.page.getByRole('dialog', { name: 'Attività sui permessi' });
    const entry = audit.getByRole('row').filter({ hasText: 'Marco Rossi' }).first();
    await entry.getByText('Assegnato').waitFor();
    await entry.getByText('Portafoglio Indagini').waitFor();
    await entry.getByText('Alessandro Conti').waitFor();

    // The customer's next page has the permission: the panel beside the summary.
    await customer.page.reload();
    await toSummary(customer.page);
    await customer.page.getByText('Richieste sul soggetto').waitFor();
    await admin.context.close();
    await customer.context.close();
  });
});

/** A window of an hour that does not hold the present time in Rome. */
function windowExcludingNow(): [string, string] {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
  );
  return hour < 12 ? ['13:00', '14:00'] : ['01:00', '02:00'];
}

test.describe('processings (spec 002 §2.13, §2.14; README "Elaborazioni")', () => {
  test('a window that excludes now, linked to a product: the customer is told the hours and cannot send', async () => {
    const [from, to] = windowExcludingNow();
    const manager = await platform.newPage();
    const { page } = manager;
    await signIn(page, 'gestore');
    await page.goto('/processings');
    await page.getByRole('button', { name: 'Nuova elaborazione' }).click();
    await page.waitForURL('**/processing/new');
    await page.getByLabel('Codice', { exact: true }).fill('E2E_FUORI_ORARIO');
    await page.getByLabel('Descrizione', { exact: true }).fill('Visure fuori orario');
    await page.getByLabel('Dalle ore', { exact: true }).fill(from);
    await page.getByLabel('Alle ore', { exact: true }).fill(to);
    await enabled(page, 'Crea');
    await page.getByRole('button', { name: 'Crea', exact: true }).click();
    await page.waitForURL(/\/processing\/\d+$/);

    await openPanel(page, 'Prodotti');
    await lookUp(page, 'Prodotto da collegare', 'VIS001', 'VIS001 - Visura ordinaria');
    await page.getByRole('button', { name: 'Collega prodotto' }).click();
    await page.getByRole('region', { name: 'Prodotti' }).getByRole('cell', { name: 'VIS001', exact: true }).waitFor();

    // In the list, with its hours.
    await page.goto('/processings');
    const row = page.getByRole('row').filter({ hasText: 'Visure fuori orario' });
    await row.getByText(`${from} - ${to}`).waitFor();
    await manager.context.close();

    const customer = await platform.newPage();
    await signIn(customer.page, 'cliente');
    await openLine(customer.page, 'Visure ordinarie');
    await customer.page.getByText(`Servizio disponibile dalle ${from} alle ${to}`).waitFor();
    assert.equal(await customer.page.getByRole('button', { name: 'Avanti' }).isDisabled(), true);
    // The server says the same to a request sent anyway.
    const refused = await customer.page.evaluate(async () => {
      const token = (window as unknown as { __portalAccessToken?: string }).__portalAccessToken;
      return token ?? null;
    });
    assert.equal(refused, null); // tokens live in memory only: the API test covers the refusal itself
    await customer.context.close();
  });
});

test.describe('users (spec 002 §2.15)', () => {
  test('a manager creates a user, who gets the activation mail, chooses a password and signs in', async () => {
    const manager = await platform.newPage();
    const { page } = manager;
    await signIn(page, 'gestore');
    await page.goto('/users');
    await page.getByRole('button', { name: 'Nuovo utente' }).click();
    await page.waitForURL('**/user/new');
    await page.getByLabel('Login', { exact: true }).fill('e2e.nuovo');
    await page.getByLabel('Nome', { exact: true }).fill('Nuovo');
    await page.getByLabel('Cognome', { exact: true }).fill('Utente');
    await page.getByLabel('Email', { exact: true }).fill('e2e.nuovo@example.test');
    await lookUp(page, 'Cliente', 'Alfa', 'Alfa Informazioni S.p.A.');
    await openPanel(page, 'Abilitazioni');
    await page.getByLabel('Profilo BASE').waitFor();
    assert.equal(await page.getByLabel('Profilo BASE').isChecked(), true);
    await enabled(page, 'Crea');
    await page.getByRole('button', { name: 'Crea', exact: true }).click();
    // 'Crea' stays on the new user (issue 46); 'Indietro' goes to the list.
    await page.waitForURL(/\/user\/\d+$/);
    await page.getByRole('link', { name: 'Indietro' }).click();
    await page.waitForURL((url) => url.pathname === '/users');
    await page.getByPlaceholder('Cerca per login, nome, email o cliente').fill('e2e.nuovo');
    await page.getByRole('row').filter({ hasText: 'e2e.nuovo' }).getByText('Da attivare').waitFor();
    await manager.context.close();

    const newcomer = await platform.newPage();
    await newcomer.page.goto(await mailedLink(platform.dataDir, 'e2e.nuovo@example.test', 'reset-password'));
    await newcomer.page.getByLabel('Nuova Password').fill('Attivazione-Portale-2026');
    await newcomer.page.getByLabel('Conferma Password').fill('Attivazione-Portale-2026');
    await newcomer.page.getByRole('button', { name: /Salva/ }).click();
    await newcomer.page.getByText('Password reimpostata. Ora puoi accedere con la nuova password.').waitFor();
    await signIn(newcomer.page, 'e2e.nuovo', 'Attivazione-Portale-2026');
    await newcomer.page.getByText(/^Benvenuto, Nuovo/).waitFor();
    await newcomer.context.close();
  });
});

test.describe('back-office lists keep their row actions in view (issue 46)', () => {
  const LISTS: Record<string, string[]> = {
    gestore: ['/fields', '/products', '/forms', '/lines', '/contents', '/product-categories'],
    admin: ['/users', '/price-lists', '/permission-management'],
  };
  for (const [width, height] of [
    [1280, 720],
    [1440, 900],
  ]) {
    test(`at ${width} px every main list shows its first row's action whole, not under another column`, async () => {
      for (const [user, paths] of Object.entries(LISTS)) {
        const { context, page } = await platform.newPage();
        await page.setViewportSize({ width, height });
        await signIn(page, user);
        for (const path of paths) {
          await page.goto(path);
          const firstRow = page.locator('.portal-list-page .ant-table-tbody tr.ant-table-row').first();
          await assertActionInView(firstRow.locator('td:last-child button').last(), path);
        }
        await context.close();
      }
    });
  }

  test('at 1440 px the permission table shows one line per user, the e-mail whole on hover', async () => {
    const { context, page } = await platform.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await page.goto('/permission-management');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Giulia Bianchi' });
    const toggleRow = page.getByRole('switch', { name: 'Gestore: Giulia Bianchi' });
    await toggleRow.waitFor();
    const [rowBox, toggleBox] = [await row.boundingBox(), await toggleRow.boundingBox()];
    assert.ok(rowBox && toggleBox);
    // One line: the row is as tall as its Mutaforma button and the padding (57 px); the name,
    // the e-mail and the client on three wrapped lines made it 201 px.
    assert.ok(rowBox.height < 3 * toggleBox.height + 24, `riga alta ${rowBox.height} px`);
    await assertTableFits(page);
    await row.getByText('Giulia Bianchi').hover();
    await page
      .getByRole('tooltip')
      .getByText(/gestore@alfainformazioni\.it/)
      .waitFor();
    await context.close();
  });
});

test.describe('the back-office side navigation (issue 46)', () => {
  test('back-office pages list every back-office screen by section, one click away; collapsed, it stays so for that user', async () => {
    const { context, page } = await platform.newPage();
    await page.setViewportSize({ width: 1700, height: 900 });
    await signIn(page, 'admin');
    await page.goto('/fields');
    const side = page.getByRole('complementary', { name: 'Back office' });
    for (const section of ['Catalogo', 'Elaborazioni', 'Utenti e listini', 'Code di lavoro', 'Attività', 'Permessi']) {
      await side.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    // One click from a record of one section to the list of another.
    await page.goto('/product/1');
    await side.getByRole('link', { name: 'Prodotti' }).and(side.locator('[aria-current="page"]')).waitFor();
    await side.getByRole('link', { name: 'Gestione permessi' }).click();
    await page.waitForURL('**/permission-management');
    await side.getByRole('link', { name: 'Ricariche' }).click();
    await page.waitForURL('**/top-ups');

    // Collapsed, it stays collapsed on the next load, for this user.
    await side.getByRole('button', { name: 'Comprimi il back office' }).click();
    assert.equal(await side.getByRole('link').count(), 0);
    await page.reload();
    await side.getByRole('button', { name: 'Espandi il back office' }).waitFor();
    assert.equal(await side.getByRole('link').count(), 0);

    // Not on the portal's home.
    await page.goto('/portal');
    await page.getByText(/^Benvenuto, /).waitFor();
    assert.equal(await side.count(), 0);
    // Its shortcuts are grouped by area: the catalogue's 'Servizi' is not the customer's.
    await page
      .getByRole('region', { name: 'Catalogo' })
      .getByRole('link', { name: /Servizi/ })
      .waitFor();
    await page
      .getByRole('region', { name: 'Portale' })
      .getByRole('link', { name: /Servizi/ })
      .waitFor();
    await context.close();
  });

  test('a permission manager sees only Permessi; a customer has no back-office navigation', async () => {
    const security = await platform.newPage();
    await security.page.setViewportSize({ width: 1700, height: 900 });
    await signIn(security.page, 'sicurezza');
    await security.page.goto('/permission-management');
    const side = security.page.getByRole('complementary', { name: 'Back office' });
    await side.getByRole('heading', { name: 'Permessi' }).waitFor();
    assert.deepEqual(await side.getByRole('heading').allTextContents(), ['Permessi']);
    await security.context.close();

    const customer = await platform.newPage();
    await customer.page.setViewportSize({ width: 1700, height: 900 });
    await signIn(customer.page, 'cliente');
    await customer.page.goto('/services');
    await customer.page.getByRole('heading', { name: 'Servizi', level: 2 }).waitFor();
    assert.equal(await customer.page.getByRole('complementary', { name: 'Back office' }).count(), 0);
    await customer.context.close();
  });
});
