import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { anchorCompany } from '../../api/src/db/seed-subjects.ts';
import { pathOf, signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';

const PLACEHOLDER = 'Denominazione, Codice fiscale o P. IVA';
const ALFA = anchorCompany('alfa');

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

test.describe('ordering: from a subject to a line (spec 000 §2.7, §2.8)', () => {
  test('a company opens product selection; a line opens with the subject; back reopens the drawer with its filter', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'cliente');
    const input = page.getByPlaceholder(PLACEHOLDER);
    await input.fill(ALFA.partitaIva);
    await input.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Selezione prodotto' });
    await drawer.getByRole('region', { name: 'Risultato ricerca' }).getByText(ALFA.denominazione).waitFor();
    await drawer.getByRole('heading', { name: 'Scegli un servizio' }).waitFor();
    // Lines for a company only: the natural-person line is not offered.
    await drawer.getByRole('button', { name: 'Scegli Visure ordinarie' }).waitFor();
    assert.equal(await drawer.getByRole('button', { name: 'Scegli Visure su persone' }).count(), 0);

    const searched = page.waitForResponse(
      (response) => response.url().includes('/api/ordering/lines') && response.url().includes('search=report'),
    );
    await drawer.getByPlaceholder('Cerca per parola chiave').fill('report');
    await searched;
    const choice = drawer.getByRole('button', { name: /^Scegli / }).first();
    const lineName = (await choice.getAttribute('aria-label'))!.replace(/^Scegli /, '');
    await choice.click();
    await page.waitForURL(/\/line\/detail\/\d+\?/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('search'), 'report');
    assert.match(url.searchParams.get('subject') ?? '', new RegExp(ALFA.partitaIva));
    await page.getByRole('heading', { name: lineName }).waitFor();
    await page.getByRole('list', { name: 'Prodotti della linea' }).getByRole('listitem').first().waitFor();
    await page.getByText(ALFA.denominazione).waitFor();

    await page.getByRole('button', { name: 'Torna ai servizi' }).click();
    await drawer.getByRole('heading', { name: 'Scegli un servizio' }).waitFor();
    assert.equal(await drawer.getByPlaceholder('Cerca per parola chiave').inputValue(), 'report');
    await drawer.getByRole('region', { name: 'Risultato ricerca' }).getByText(ALFA.denominazione).waitFor();
    await context.close();
  });

  test('/service-list keeps its filters in the address and remembers the view', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'cliente');
    await page.goto('/service-list');
    await page.getByRole('heading', { name: 'Servizi', exact: true }).waitFor();
    await page.getByRole('list', { name: 'Linee di servizio' }).getByRole('listitem').first().waitFor();
    await page.getByText('Tabella').click();
    await page.getByRole('columnheader', { name: 'Linea' }).waitFor();
    await page.getByLabel('Filtra per servizio').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Catasto e immobili' }).click();
    await page.waitForURL(/serviceId=\d+/);
    await page.getByRole('heading', { name: 'Catasto e immobili' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Planimetrie' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Catasto e immobili' }).waitFor();
    await page.getByRole('columnheader', { name: 'Linea' }).waitFor();
    assert.match(pathOf(page), /^\/service-list\?serviceId=\d+$/);
    await context.close();
  });
});
