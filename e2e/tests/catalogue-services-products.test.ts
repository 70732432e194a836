import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { pathOf, signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';
import { choose, dragBelow, enabled, lookUp, openPanel } from '../support/antd.ts';
import { bytesOf } from '../support/downloads.ts';

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';

/** The codes of a sortable list's rows, top to bottom, from the attribute each row carries. */
function rowCodes(page: Page, list: string, attribute: string): Promise<string[]> {
  return page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .evaluateAll((rows, name) => rows.map((row) => row.getAttribute(name) ?? ''), attribute);
}

/** Clicks Salva or Crea once the form is valid and waits for the answer of the save. */
async function save(page: Page, name: 'Crea' | 'Salva', url: RegExp) {
  await enabled(page, name);
  const answer = page.waitForResponse(
    (response) => url.test(new URL(response.url()).pathname) && ['POST', 'PUT'].includes(response.request().method()),
  );
  await page.getByRole('button', { name, exact: true }).click();
  const response = await answer;
  assert.equal(response.status(), 200, await response.text());
}

test.describe('catalogue administration II (spec 002 §2.7-§2.12)', () => {
  test('a new service takes two lines, reordered by dragging; the order survives a reload', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'gestore');
    await page.goto('/services');
    await page.getByRole('button', { name: 'Nuovo servizio' }).click();
    await page.getByRole('heading', { name: 'Nuovo servizio' }).waitFor();
    await page.getByLabel('Nome', { exact: true }).fill('Servizio E2E');
    await page.getByLabel('Descrizione', { exact: true }).fill('Creato dal test end to end');
    await page.getByLabel('Icona: file immagine').setInputFiles({
      name: 'icona.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(ICON),
    });
    await page.getByAltText('Icona: anteprima').waitFor();
    await save(page, 'Crea', /^\/api\/service$/);
    // 'Crea' stays on the new service (issue 46): its lines are added at once.
    await page.waitForURL(/\/service\/\d+$/);
    await page.getByRole('heading', { name: 'Modifica servizio Servizio E2E' }).waitFor();
    const serviceUrl = pathOf(page);
    await openPanel(page, 'Linee');
    await lookUp(page, 'Linea da aggiungere', 'LIB', 'LIB - Richieste libere');
    await page.getByRole('button', { name: 'Aggiungi linea' }).click();
    await lookUp(page, 'Linea da aggiungere', 'CAT_PLAN', 'CAT_PLAN - Planimetrie');
    await page.getByRole('button', { name: 'Aggiungi linea' }).click();
    await page.getByRole('list', { name: 'Linee del servizio' }).waitFor();
    assert.deepEqual(await rowCodes(page, 'Linee del servizio', 'data-line-code'), ['LIB', 'CAT_PLAN']);

    // Drag the first below the second, then save: the table goes with the service.
    const lines = page.getByRole('list', { name: 'Linee del servizio' });
    await dragBelow(page, page.getByLabel('Trascina Richieste libere'), lines.getByRole('listitem').nth(1));
    // The rows move when the drop animation ends.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-line-code]')].map((row) => row.getAttribute('data-line-code')).join() ===
        'CAT_PLAN,LIB',
    );
    await save(page, 'Salva', /^\/api\/service\/\d+$/);
    await page.waitForURL('**/services');

    await page.goto(serviceUrl);
    await page.getByRole('heading', { name: 'Modifica servizio Servizio E2E' }).waitFor();
    await openPanel(page, 'Linee');
    await lines.waitFor();
    assert.deepEqual(await rowCodes(page, 'Linee del servizio', 'data-line-code'), ['CAT_PLAN', 'LIB']);
    const orders = await lines.getByRole('listitem').evaluateAll((rows) => rows.map((item) => item.textContent ?? ''));
    // Each line at the service's order +100, +200.
    const serviceOrder = Number(
      await page
        .getByLabel('Ordine')
        .inputValue()
        .catch(() => 'NaN'),
    );
    const [first, second] = orders.map((text) => Number(/^\d+/.exec(text)?.[0]));
    assert.equal(second - first, 100);
    if (!Number.isNaN(serviceOrder)) assert.equal(first, serviceOrder + 100);
    await context.close();
  });

  test('a new line with two products; one taken off on save is left without a line', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'gestore');
    await page.goto('/lines');
    await page.getByRole('button', { name: 'Nuova linea' }).click();
    await page.getByRole('heading', { name: 'Nuova linea' }).waitFor();
    await page.getByLabel('Codice', { exact: true }).fill('E2E_LINEA');
    await page.getByLabel('Nome', { exact: true }).fill('Linea di prova');
    await page.getByLabel('Descrizione', { exact: true }).fill('Creata dal test end to end');
    await choose(page, 'Servizio', 'Visure camerali');
    await choose(page, 'Form', 'VISURA_PG', 'VISURA_PG');
    await save(page, 'Crea', /^\/api\/line$/);
    // The line stays open on its products.
    await page.waitForURL(/\/line\/\d+$/);
    const lineUrl = pathOf(page);
    await openPanel(page, 'Prodotti');
    await lookUp(page, 'Prodotto da aggiungere', 'URG001', 'URG001 - Evasione urgente');
    await page.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await lookUp(page, 'Prodotto da aggiungere', 'VIS009', 'VIS009 - ');
    await page.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await page.getByRole('cell', { name: 'VIS009', exact: true }).waitFor();
    await save(page, 'Salva', /^\/api\/line\/\d+$/);
    await page.waitForURL('**/lines');

    await page.goto(lineUrl);
    await openPanel(page, 'Prodotti');
    await page.getByRole('cell', { name: 'URG001', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Rimuovi URG001' }).click();
    await save(page, 'Salva', /^\/api\/line\/\d+$/);
    await page.waitForURL('**/lines');

    // The product list says URG001 has no line any more; VIS009 is on the new one.
    await page.goto('/products');
    await page.getByLabel('Cerca prodotto').fill('URG001');
    const urgent = page.getByRole('row').filter({ hasText: 'URG001' });
    await urgent.waitFor();
    assert.equal(await urgent.getByRole('cell').nth(6).textContent(), '—');
    await page.getByLabel('Cerca prodotto').fill('VIS009');
    await page.getByRole('row').filter({ hasText: 'VIS009' }).filter({ hasText: 'Linea di prova' }).waitFor();
    await context.close();
  });

  test('products filtered by configuration status come back from an edit with the filter', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'gestore');
    await page.goto('/products');
    await page.getByRole('heading', { name: 'Prodotti' }).waitFor();
    const filtered = page.waitForResponse((response) => response.url().includes('configurationStatus=Y'));
    await choose(page, 'Stato configurazione', 'Da configurare');
    await filtered;
    const flags = page.locator('.ant-table-tbody [data-status]');
    await page.waitForFunction(() => {
      const statuses = [...document.querySelectorAll('.ant-table-tbody [data-status]')].map((flag) =>
        flag.getAttribute('data-status'),
      );
      return statuses.length > 0 && statuses.every((status) => status === 'Y');
    });
    const codes = await page
      .locator('.ant-table-tbody tr.ant-table-row')
      .evaluateAll((rows) => rows.map((row) => row.textContent));
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Modifica' }).click();
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { name: /Modifica prodotto/ }).waitFor();
    await page.getByRole('link', { name: 'Indietro' }).click();
    await page.waitForURL('**/products');
    await page.locator('.ant-select').filter({ hasText: 'Da configurare' }).waitFor();
    await page.waitForFunction(
      (count) => document.querySelectorAll('.ant-table-tbody [data-status="Y"]').length === count,
      codes.length,
    );
    assert.equal(await flags.count(), codes.length);
    await context.close();
  });

  test('a PF demo file uploaded to a product downloads with the same bytes', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'gestore');
    await page.goto('/products');
    await page.getByLabel('Cerca prodotto').fill('VIS005');
    await page.getByRole('row').filter({ hasText: 'VIS005' }).getByRole('button', { name: 'Modifica' }).click();
    await page.getByRole('heading', { name: 'Modifica prodotto VIS005' }).waitFor();
    await openPanel(page, 'Configurazioni');
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x00, 0xff, 0xfe, 0x80]);
    const field = page.locator('.portal-file-field').filter({ hasText: 'File demo persona fisica' });
    await field
      .getByTestId('file-input')
      .setInputFiles({ name: 'demo-visura.pdf', mimeType: 'application/pdf', buffer: bytes });
    await field.getByTestId('file-name').filter({ hasText: 'demo-visura.pdf' }).waitFor();
    const download = page.waitForEvent('download');
    await field.getByRole('button', { name: 'Scarica' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'demo-visura.pdf');
    assert.deepEqual(await bytesOf(file), bytes);
    // The legal-entity file is another one.
    const pg = page.locator('.portal-file-field').filter({ hasText: 'File demo persona giuridica' });
    assert.equal(await pg.getByTestId('file-name').textContent(), 'Nessun file caricato');
    await context.close();
  });
});
