import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { pathOf, signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';
import { assertTableFits, choose, dragBelow, enabled, openPanel } from '../support/antd.ts';
import { textOf } from '../support/downloads.ts';

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

/** The field codes of the form's links, top to bottom. */
async function linkOrder(page: Page): Promise<string[]> {
  const rows = page.getByRole('list', { name: 'Campi della form' }).getByRole('listitem');
  return rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-field-code') ?? ''));
}

test.describe('catalogue administration (spec 002 §2.1-§2.6)', () => {
  test('field, form, links reordered by dragging, example sheet, list state kept', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'gestore');

    // A new field.
    await page.goto('/fields');
    await page.getByRole('button', { name: 'Nuovo campo' }).click();
    await page.getByRole('heading', { name: 'Nuovo campo' }).waitFor();
    await page.getByLabel('Codice', { exact: true }).fill('E2E_CAMPO');
    await page.getByLabel('Nome', { exact: true }).fill('Campo di prova');
    await page.getByLabel('Descrizione', { exact: true }).fill('Creato dal test end to end');
    await choose(page, 'Tipo', 'Testo');
    await openPanel(page, 'Azioni');
    await choose(page, 'Validatore', 'Nessuno');
    await enabled(page, 'Crea');
    await page.getByRole('button', { name: 'Crea' }).click();
    // 'Crea' stays on the new field (issue 46).
    await page.waitForURL('**/field/E2E_CAMPO');
    await page.getByRole('heading', { name: 'Modifica campo Campo di prova' }).waitFor();

    // A new form: the fields panel opens after the first save.
    await page.goto('/forms');
    await page.getByRole('button', { name: 'Nuovo form' }).click();
    await page.getByRole('heading', { name: 'Nuovo form' }).waitFor();
    await page.getByLabel('Codice form').fill('E2E_FORM');
    await page.getByLabel('Descrizione', { exact: true }).fill('Form di prova end to end');
    await enabled(page, 'Crea');
    await page.getByRole('button', { name: 'Crea' }).click();
    await page.waitForURL('**/form/E2E_FORM');
    const links = page.getByRole('list', { name: 'Campi della form' });

    // Two links: the new field and a seeded one, each last with the defaults.
    await page.getByRole('region', { name: 'Campi form' }).waitFor();
    await choose(page, 'Campo da aggiungere', 'Campo di prova (E2E_CAMPO)', 'E2E_CAMPO');
    await page.getByRole('button', { name: 'Aggiungi campo' }).click();
    await links.waitFor();
    await choose(page, 'Campo da aggiungere', 'Partita IVA (PARTITA_IVA)', 'PARTITA_IVA');
    await page.getByRole('button', { name: 'Aggiungi campo' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-field-code]').length === 2);
    assert.deepEqual(await linkOrder(page), ['E2E_CAMPO', 'PARTITA_IVA']);

    // Reorder by dragging the first row's handle below the second.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/form/fields') && response.request().method() === 'PUT',
    );
    await dragBelow(page, page.getByLabel('Trascina E2E_CAMPO'), links.getByRole('listitem').nth(1));
    assert.equal((await saved).status(), 200);
    assert.deepEqual(await linkOrder(page), ['PARTITA_IVA', 'E2E_CAMPO']);
    await page.reload();
    await page.getByRole('heading', { name: /Modifica form/ }).waitFor();
    await openPanel(page, 'Campi form');
    await links.waitFor();
    assert.deepEqual(await linkOrder(page), ['PARTITA_IVA', 'E2E_CAMPO'], 'the new order was saved');

    // Example sheet: upload, then download through the client.
    await openPanel(page, 'Form');
    await page.getByTestId('file-input').setInputFiles({
      name: 'scheda-esempio.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('codice_fiscale;importo\nRSSMRA80A01H501U;1000\n'),
    });
    await page.getByTestId('file-name').filter({ hasText: 'scheda-esempio.csv' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'scheda-esempio.csv');
    assert.match(await textOf(file), /RSSMRA80A01H501U;1000/);

    // The field list: search, 5 per page, second page; to an edit screen and back.
    await page.goto('/fields');
    await page.getByRole('heading', { name: 'Campi' }).waitFor();
    await page.getByLabel('Cerca campo').fill('a');
    await page.waitForResponse(
      (response) => response.url().includes('/api/fields?') && response.url().includes('search=a'),
    );
    // The paginator is disabled while a page loads: wait until the list has settled.
    await page.locator('.portal-paginator .ant-select:not(.ant-select-disabled)').waitFor();
    await choose(page, 'Elementi per pagina:', '5');
    await page.getByText(/^1 - 5 di \d+$/).waitFor();
    await page.getByRole('button', { name: 'Pagina successiva' }).click();
    await page.waitForURL('**/fields?page=1');
    const range = await page.getByText(/^6 - 10 di \d+$/).textContent();
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Modifica' }).click();
    await page.waitForURL(/\/field\/[^/?]+\?page=1$/);
    await page.getByRole('heading', { name: /Modifica campo/ }).waitFor();
    await page.getByRole('link', { name: 'Indietro' }).click();
    await page.waitForURL('**/fields?page=1');
    assert.equal(pathOf(page), '/fields?page=1');
    assert.equal(await page.getByLabel('Cerca campo').inputValue(), 'a');
    await page.getByText(range ?? '').waitFor();
    await context.close();
  });

  test('at 1440 px the field list shows every column whole, Modifica included, without scrolling sideways', async () => {
    const { context, page } = await platform.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'gestore');
    await page.goto('/fields');
    await page.getByRole('heading', { name: 'Campi' }).waitFor();
    const edit = page.getByRole('row').nth(1).getByRole('button', { name: 'Modifica' });
    await edit.waitFor();
    await assertTableFits(page);
    const box = await page.locator('.portal-list-page .ant-table-content').boundingBox();
    const button = await edit.boundingBox();
    assert.ok(box && button);
    assert.ok(button.x + button.width <= box.x + box.width, 'Modifica dentro la tabella');
    for (const header of ['Validatore', 'Icona']) {
      await page.getByRole('columnheader', { name: header }).waitFor();
    }
    await context.close();
  });
});
