import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { suspendedCompany } from '@portal/api/demo-data';
import { choose } from '../support/antd.ts';
import { bytesOf } from '../support/downloads.ts';
import { productSelection } from '../support/ordering.ts';
import { startTestPlatform, signIn, type TestPlatform } from '../support/platform.ts';
import { pdfText } from '@portal/api/pdf-text';

const SUSPENDED = suspendedCompany('alfa');

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

test.describe('reports worth paying for (issue 45)', () => {
  test('a reliability report on a suspended company: score, recommended credit and the warning in the page and the PDF', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'cliente');
    const drawer = await productSelection(page, SUSPENDED.partitaIva);
    await drawer.getByRole('region', { name: 'Risultato ricerca' }).getByText(SUSPENDED.denominazione).waitFor();
    await drawer.getByPlaceholder('Cerca per parola chiave').fill('affidabilità');
    await drawer.getByRole('button', { name: 'Scegli Report di affidabilità' }).click();
    await page.waitForURL(/\/line\/detail\/\d+/);
    const products = page.getByRole('radiogroup', { name: 'Prodotti della linea' });
    await products.getByRole('radio', { name: 'Report di affidabilità base', exact: true }).click();

    const code = page.locator('[data-field-code="CF_PIVA"] input');
    await code.waitFor();
    if (!(await code.inputValue())) await code.fill(SUSPENDED.partitaIva);
    await page.locator('[data-field-code="IMPORTO_FIDO"] input').fill('25000');
    await choose(page, 'Motivo della richiesta', 'Valutazione cliente');
    await page.getByRole('button', { name: 'Avanti' }).click();
    await page.getByText('Riepilogo').waitFor();
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();

    // The result's warning, as a toast that outlives the step (spec 001 §2.2).
    await page.getByText(/^Attenzione: l'impresa risulta SOSPESA nel Registro delle imprese/).waitFor();
    await page.waitForURL('**/request/report?requestId=*');
    const number = new URL(page.url()).searchParams.get('requestId')!;
    const frame = page.frameLocator(`iframe[title="Esito della richiesta n. ${number}"]`);
    await frame.getByRole('heading', { name: 'Valutazione di affidabilità' }).waitFor();
    const score = (await frame.getByRole('row', { name: /^Punteggio/ }).textContent())!.match(/(\d+) su 10/)![1];
    assert.ok(Number(score) <= 6, 'a suspension weighs on the score');
    const credit = (await frame.getByRole('row', { name: /^Fido consigliato/ }).textContent())!.replace(
      'Fido consigliato',
      '',
    );
    await frame.getByText(/^Attenzione: l'impresa risulta SOSPESA/).waitFor();
    await frame.getByRole('heading', { name: 'Protesti' }).waitFor();
    await frame.getByText('Note legali').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Scarica PDF/ }).click();
    const { text, pages } = await pdfText(await bytesOf(await download));
    assert.ok(text.includes(`${score} su 10`), 'the same score in the PDF');
    assert.ok(text.replace(/\s+/g, '').includes(credit.replace(/\s+/g, '')), 'the same recommended credit');
    assert.ok(text.includes("Attenzione: l'impresa risulta SOSPESA"), 'the warning in the PDF');
    assert.ok(text.includes(`Pagina 1 di ${pages}`), 'page numbers');
    assert.ok(text.includes('Alfa Informazioni'), 'the issuer');
    await context.close();
  });
});
