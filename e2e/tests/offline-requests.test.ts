import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import { assertActionInView, choose } from '../support/antd.ts';
import { openLine, toSummary } from '../support/ordering.ts';
import { signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

const PDF = Buffer.from('%PDF-1.4\n% esito di prova\n%%EOF\n');

test.describe('foreign companies and the life of an offline request (spec 001 §2.4, §4; 002 §3)', () => {
  test('a foreign company not online is bought offline, in English with the translation', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'admin');
    await page.goto('/foreign-companies');
    await choose(page, 'Nazione', 'Malta', 'Malt');
    const card = page.locator('.ant-card').filter({ hasText: 'Malta' }).first();
    await card.getByRole('button', { name: /^Acquista il report di / }).click();
    const form = page.getByRole('dialog', { name: 'Richiesta offline' });
    await form.getByLabel('Città').waitFor();
    assert.notEqual(await form.getByLabel('Ragione sociale').inputValue(), '');
    await form.getByText('Inglese (con traduzione)').click();
    await page.getByRole('dialog', { name: 'Traduzione in inglese' }).getByRole('button', { name: 'Conferma' }).click();
    await form.getByText(/^Report e traduzione:/).waitFor();
    await form.getByRole('button', { name: 'Acquista' }).click();
    await page.getByText(/^Richiesta n\. \d+ salvata$/).waitFor();
    await page.waitForURL(/\/requests\?requestId=\d+/);
    await context.close();
  });

  test('subject to approval: approved by the approver, fulfilled by the back office with a PDF, the customer told live and downloading it', async () => {
    const customer = await platform.newPage();
    await signIn(customer.page, 'richiedente');
    await openLine(customer.page, 'Indagini su imprese', 'indagini');
    await customer.page.getByRole('radio', { name: /Richiesta di informazioni libera/ }).click();
    await customer.page.locator('[data-field-code="NOTE"] textarea').fill('Verifica della solidità del fornitore');
    await toSummary(customer.page);
    await customer.page.getByRole('button', { name: 'Conferma', exact: true }).click();
    const saved = customer.page.getByText(/^Richiesta n\. \d+ salvata$/);
    await saved.waitFor();
    const id = /\d+/.exec((await saved.textContent()) ?? '')![0];
    await customer.page.getByText(/attende l’approvazione/).waitFor();

    const approver = await platform.newPage();
    await signIn(approver.page, 'approvatore');
    // The portal home lists what the user may open: an approver has 'Approvazioni'.
    await approver.page
      .getByRole('link', { name: /Approvazioni/ })
      .first()
      .click();
    await approver.page.waitForURL('**/approvals');
    await approver.page.getByRole('button', { name: `Approva la richiesta n. ${id}` }).click();
    await approver.page.getByText('Richiesta approvata: è in lavorazione').waitFor();
    await approver.context.close();

    const manager = await platform.newPage();
    // At 1280 px the queue's 'Evadi' and 'Annulla' stay in view (issue 46).
    await manager.page.setViewportSize({ width: 1280, height: 720 });
    await signIn(manager.page, 'gestore');
    await manager.page.goto(`/offline-requests?page=0`);
    const row = manager.page
      .getByRole('row')
      .filter({ has: manager.page.getByRole('button', { name: `Evadi la richiesta n. ${id}` }) });
    for (const action of [`Evadi la richiesta n. ${id}`, `Annulla la richiesta n. ${id}`]) {
      await assertActionInView(row.getByRole('button', { name: action }), '/offline-requests');
    }
    await row
      .locator('input[type=file]')
      .setInputFiles({ name: 'esito.pdf', mimeType: 'application/pdf', buffer: PDF });
    await manager.page.getByText(`Richiesta n. ${id} evasa: il cliente è stato avvisato`).waitFor();
    await manager.context.close();

    // The customer's bell hears of it at once, on the live channel.
    await customer.page.getByRole('button', { name: 'Notifiche' }).click();
    await customer.page
      .getByText(`La richiesta n. ${id} (Richiesta di informazioni libera) è stata evasa: l'esito è disponibile.`)
      .waitFor();
    await customer.page.keyboard.press('Escape');
    await customer.page.goto(`/requests?requestId=${id}`);
    const download = customer.page.waitForEvent('download');
    await customer.page.getByRole('button', { name: 'Scarica esito (esito.pdf)' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'esito.pdf');
    assert.equal((await readFile((await file.path())!)).subarray(0, 4).toString(), '%PDF');
    await customer.page
      .getByLabel('Cronologia della richiesta')
      .getByText(/Evasa \(Giulia Bianchi\)/)
      .waitFor();
    await customer.context.close();
  });
});
