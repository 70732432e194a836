import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { textOf } from '../support/downloads.ts';
import { ALFA, openLine, toSummary } from '../support/ordering.ts';
import { choose } from '../support/antd.ts';
import { signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

test.describe('customer account area', () => {
  test('a request shows in the history, which exports it; the price list shows what it cost', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'admin');
    await openLine(page, 'Visure ordinarie');
    await toSummary(page);
    await page.getByLabel('Riferimento interno (facoltativo)').fill('E2E-STORICO');
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    const saved = page.getByText(/^Richiesta n\. \d+ salvata$/);
    await saved.waitFor();
    const number = /\d+/.exec((await saved.textContent()) ?? '')![0];

    await page.goto('/request-history?search=E2E-STORICO');
    const row = page.getByRole('row').filter({ hasText: number });
    await row.getByText('Visura ordinaria').waitFor();
    await row.getByText('Alessandro Conti').waitFor(); // a manager sees who asked
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: /CSV/ }).click();
    const file = await csv;
    assert.equal(file.suggestedFilename(), 'storico-richieste.csv');
    const content = await textOf(file);
    assert.ok(content.includes('E2E-STORICO'));
    assert.ok(content.includes(`;${number};`));

    await page.goto('/price-list');
    await page.getByPlaceholder('Cerca prodotto, linea o servizio').fill('VIS001');
    await page.getByRole('row').filter({ hasText: 'Visura ordinaria' }).getByText('6,50 €').first().waitFor();
    await context.close();
  });

  test('ordered reports are debits in the dashboard, lines of the month in the billing detail (PDF) and bars in the statistics', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'admin');
    for (const reference of ['E2E-CONSUMI-1', 'E2E-CONSUMI-2']) {
      await page.goto('/portal');
      await openLine(page, 'Visure ordinarie');
      await toSummary(page);
      await page.getByLabel('Riferimento interno (facoltativo)').fill(reference);
      await page.getByRole('button', { name: 'Conferma', exact: true }).click();
      await page.getByText(/^Richiesta n\. \d+ salvata$/).waitFor();
    }

    await page.goto('/cruscotto');
    const debits = page.getByRole('row').filter({ hasText: 'Visura ordinaria' }).filter({ hasText: '-6,50' });
    await debits.nth(1).waitFor();

    await page.goto('/dettaglio-fatturazione');
    const detail = page.getByRole('row').filter({ hasText: 'VIS001' });
    await detail.waitFor();
    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Estratto conto PDF' }).click();
    const statement = await pdf;
    assert.match(statement.suggestedFilename(), /\.pdf$/);
    assert.ok((await textOf(statement)).startsWith('%PDF'));

    await page.goto('/statistiche');
    await page
      .getByRole('img', { name: /Grafico per mese/ })
      .locator('svg .recharts-bar-rectangle')
      .first()
      .waitFor();
    await page.getByRole('row').filter({ hasText: 'Visure' }).first().waitFor();
    await context.close();
  });

  test('a top-up asked in the credit dashboard is confirmed in the back office and credits the balance', async () => {
    const customer = await platform.newPage();
    await signIn(customer.page, 'admin');
    await customer.page.goto('/cruscotto');
    const balance = customer.page.getByLabel('Credito residuo');
    await balance.waitFor();
    const before = (await balance.textContent()) ?? '';
    await customer.page.getByLabel('Importo della ricarica').fill('600');
    await customer.page.getByRole('button', { name: 'Richiedi ricarica' }).click();
    await customer.page.getByText('Richiesta di ricarica inviata').waitFor();
    await customer.page.getByRole('cell', { name: 'Da confermare' }).waitFor();

    const manager = await platform.newPage();
    await signIn(manager.page, 'gestore');
    await manager.page.goto('/top-ups');
    await manager.page.getByRole('button', { name: /Conferma la ricarica di 600,00/ }).click();
    await manager.page
      .getByRole('dialog', { name: 'Conferma ricarica' })
      .getByRole('button', { name: 'Conferma' })
      .click();
    await manager.page.getByText('Ricarica confermata: il credito è stato aggiornato').waitFor();
    await manager.context.close();

    await customer.page.reload();
    await customer.page.getByRole('cell', { name: 'Confermata' }).waitFor();
    const after = (await customer.page.getByLabel('Credito residuo').textContent()) ?? '';
    const euro = (shown: string) => Number(shown.replace(/[^\d,]/g, '').replace(',', '.'));
    assert.equal(Math.round((euro(after) - euro(before)) * 100), 60_000);
    await customer.page.getByRole('row').filter({ hasText: 'Ricarica del credito' }).first().waitFor();
    await customer.context.close();
  });

  test('a company put under monitoring gets an alert when the back office records a change in its data', async () => {
    const customer = await platform.newPage();
    await signIn(customer.page, 'admin');
    await openLine(customer.page, 'Monitoraggio', 'monitoraggio');
    await customer.page.getByRole('radio', { name: /Monitoraggio impresa 12 mesi/ }).click();
    await customer.page.locator('[data-field-code="EMAIL_NOTIFICA"] input').fill('monitoraggio@example.it');
    // Only what the customer switches on is started (issue 46).
    await customer.page.getByRole('checkbox', { name: 'Attiva monitoraggio' }).check();
    await toSummary(customer.page);
    await customer.page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await customer.page.getByText(/^Richiesta n\. \d+ salvata$/).waitFor();
    await customer.page.goto('/portafoglio-indagini?tab=monitorings');
    await customer.page.getByRole('row').filter({ hasText: ALFA.partitaIva }).waitFor();

    const manager = await platform.newPage();
    await signIn(manager.page, 'gestore');
    await manager.page.goto('/subject-changes');
    await manager.page.getByLabel('Codice fiscale o partita IVA').fill(ALFA.partitaIva);
    await choose(manager.page, 'Variazione', 'Protesto');
    await manager.page.getByLabel('Dettaglio della variazione').fill('Protesto levato il 20/11/2026');
    await manager.page.getByRole('button', { name: 'Registra' }).click();
    await manager.page.getByText('Variazione registrata: avvisati 1 monitoraggi').waitFor();
    await manager.context.close();

    await customer.page.getByRole('tab', { name: 'Avvisi' }).click();
    await customer.page.getByText('Protesto levato il 20/11/2026').waitFor();
    await customer.context.close();
  });
});
