import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { makePartitaIva } from '@portal/api/demo-data';
import { readSheet, sheetLimitsFor } from '@portal/api/sheets';
import { apiGet, apiSignIn } from '../../scripts/lib/api-session.ts';
import { choose } from '../support/antd.ts';
import { openLine } from '../support/ordering.ts';
import { signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';

let platform: TestPlatform;
let folder: string;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
  folder = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-batch-'));
});
test.afterAll(async () => {
  await platform?.close();
  await rm(folder, { recursive: true, force: true });
});

const CODE_HEADER = 'Codice fiscale o partita IVA';

/** A semicolon CSV with the template's headers, one row per code (the other columns empty). */
async function csvFile(name: string, headers: string[], codes: string[]): Promise<string> {
  const column = headers.indexOf(CODE_HEADER);
  const lines = [headers, ...codes.map((code) => headers.map((_, index) => (index === column ? code : '')))];
  const file = path.join(folder, name);
  await writeFile(file, `\uFEFF${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`);
  return file;
}

test.describe('batch requests by spreadsheet (spec 001 §2.1, §2.2)', () => {
  test('20 rows with 2 blocking errors and 1 warning: banners, filter, fixed file, one batch, its detail and results', async () => {
    // Companies of the registry, as the API's search finds them.
    const session = await apiSignIn(platform.urls.api, 'admin');
    const found = await apiGet<{ content: Array<{ partitaIva: string | null }> }>(
      platform.urls.api,
      session,
      '/api/subjects/companies?search=S.R.L.&size=30',
    );
    const known = found.content.map((company) => company.partitaIva).filter((code): code is string => Boolean(code));
    assert.ok(known.length >= 19, `${known.length} companies found`);

    const { context, page } = await platform.newPage();
    await signIn(page, 'admin');
    await openLine(page, 'Visure ordinarie', 'ordinarie');
    await page.getByRole('radio', { name: /Visura ordinaria massiva/ }).click();
    await page.getByRole('tab', { name: 'Carica un file' }).click();
    await page.getByRole('button', { name: 'Regole del file' }).click();
    await page
      .getByRole('dialog', { name: 'Regole del file' })
      .getByText(/al massimo 1\.000 righe/)
      .waitFor();
    await page.keyboard.press('Escape');

    const templateDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica file di esempio' }).click();
    const template = await templateDownload;
    assert.match(template.suggestedFilename(), /^esempio-.*\.xlsx$/);
    const { headers } = readSheet('esempio.xlsx', await readFile((await template.path())!), sheetLimitsFor(100));
    assert.ok(headers.includes(CODE_HEADER), headers.join(', '));

    // Rows 6 and 13 of the file (codes 5 and 12) are wrong; the last is a valid code nobody registered.
    const codes = [...known.slice(0, 17), makePartitaIva(9_876_543, 15)];
    codes.splice(4, 0, '12345678901');
    codes.splice(11, 0, 'NONVALIDO');
    assert.equal(codes.length, 20);
    await page.locator('input[type=file]').setInputFiles(await csvFile('lotto.csv', headers, codes));
    await page.getByText('Rilevati 2 bloccanti. Sistema gli errori e ricarica il file!').waitFor();
    await page.getByText('Sono stati rilevati 1 avvisi. Ti consigliamo di sistemarli prima di procedere').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Invia il lotto' }).isDisabled(), true);
    await choose(page, 'Filtra le righe', 'Con errori bloccanti');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 2);
    assert.deepEqual(await rows.locator('td:first-child').allTextContents(), ['6', '13']);
    // The outcome column stays in view however many columns the file has.
    const outcome = (await page.getByRole('columnheader', { name: 'Esito' }).boundingBox())!;
    assert.ok(outcome.x + outcome.width <= page.viewportSize()!.width, `'Esito' ends at ${outcome.x + outcome.width}`);
    await page.getByRole('button', { name: 'Escludi le 2 righe con errori e invia le altre' }).waitFor();

    await page.getByRole('button', { name: 'Carica un altro file' }).click();
    codes[4] = known[17];
    codes[11] = known[18];
    await page.locator('input[type=file]').setInputFiles(await csvFile('lotto-corretto.csv', headers, codes));
    await page.getByText('Sono stati rilevati 1 avvisi. Ti consigliamo di sistemarli prima di procedere').waitFor();
    const send = page.getByRole('button', { name: 'Invia il lotto' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Invia il lotto' && !b.disabled),
    );
    await send.click();
    const saved = page.getByText(/^Lotto n\. \d+ salvato$/);
    await saved.waitFor();
    const batchId = /\d+/.exec((await saved.textContent()) ?? '')![0];
    await page.getByText('20 richieste per 20 soggetti', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Vedi il lotto' }).click();
    await page.waitForURL(`**/requests/massive/detail/${batchId}`);
    await page.getByRole('heading', { name: `Lotto n. ${batchId}` }).waitFor();
    await page.getByText('lotto-corretto.csv').waitFor();
    await page.getByText('20 evase su 20').waitFor();
    const zip = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica gli esiti (zip)' }).click();
    const results = await zip;
    assert.equal(results.suggestedFilename(), `esiti-lotto-${batchId}.zip`);
    const bytes = await readFile((await results.path())!);
    assert.equal(bytes.subarray(0, 2).toString(), 'PK');
    await context.close();
  });
});
