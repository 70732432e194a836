import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { anchorCompany } from '@portal/api/demo-data';
import { signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';
import { lookUp } from '../support/antd.ts';

const PLACEHOLDER = 'Denominazione, Codice fiscale o P. IVA';
const ADVANCED_LINK = 'Vuoi fare una ricerca avanzata o calcolare il codice fiscale?';
const ALFA = anchorCompany('alfa');

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

async function signedIn(): Promise<Page> {
  const { page } = await platform.newPage();
  await signIn(page, 'cliente');
  await page.getByPlaceholder(PLACEHOLDER).waitFor();
  return page;
}

async function openAdvancedSearch(page: Page) {
  await page.getByPlaceholder(PLACEHOLDER).click();
  await page.getByRole('button', { name: ADVANCED_LINK }).click();
  await page.getByText('Ricerca avanzata').waitFor();
}

test.describe('subject search', () => {
  test('Ctrl+K, search, choose a company: the drawer opens on it; one match opens it at once', async () => {
    const page = await signedIn();
    const input = page.getByPlaceholder(PLACEHOLDER);
    await page.keyboard.press('Control+K');
    assert.equal(await input.evaluate((element) => element === document.activeElement), true);
    await page.keyboard.type('costruzioni');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Risultati' }).waitFor();
    const first = page.locator('.subject-result-list button').first();
    const name = (await first.locator('strong').textContent())!;
    assert.match(name, /COSTRUZIONI/);
    await first.click();
    const summary = page.getByRole('region', { name: 'Risultato ricerca' });
    await summary.getByText(name, { exact: true }).waitFor();
    assert.equal(await input.inputValue(), '', 'the search is cleared');

    await page.keyboard.press('Escape');
    await summary.waitFor({ state: 'hidden' });

    await input.fill(ALFA.partitaIva);
    await input.press('Enter');
    await summary.getByText(ALFA.denominazione).waitFor();
    await summary.getByText('S.P.A.', { exact: true }).waitFor();
    await page.context().close();
  });

  test('person search shows where and when each person was born', async () => {
    const page = await signedIn();
    await page.getByText('Persona', { exact: true }).click();
    const input = page.getByPlaceholder(PLACEHOLDER);
    await input.fill('mario rossi');
    await input.press('Enter');
    await page.getByText('Nato a Roma il 01/01/1980').waitFor();
    await page.context().close();
  });

  test('advanced company search asks the paid-service confirmation, then lists the results', async () => {
    const page = await signedIn();
    await openAdvancedSearch(page);
    const search = page.getByRole('button', { name: 'Cerca', exact: true });
    assert.equal(await search.isDisabled(), true);
    await page.getByLabel('Denominazione').fill('portale alfa');
    await lookUp(page, 'Comune sede legale', 'Milano', 'Milano (MI)', page.getByText('Provincia: MI'));
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Cerca');
      return button && !button.disabled;
    });
    await search.click();
    await page.getByText('Stai richiedendo il servizio a pagamento “Ricerca anagrafica”, confermi?').waitFor();
    await page.getByText('Servizio a pagamento', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Si', exact: true }).click();
    await page.getByText('Elenco risultati in base alla tua ricerca').waitFor();
    await page.getByText(ALFA.denominazione).click();
    await page.getByRole('region', { name: 'Risultato ricerca' }).getByText(ALFA.partitaIva).first().waitFor();
    await page.getByRole('button', { name: /Risultati ricerca/ }).click();
    await page.getByText('Elenco risultati in base alla tua ricerca').waitFor();
    await page.context().close();
  });

  test('the person form computes the codice fiscale', async () => {
    const page = await signedIn();
    await openAdvancedSearch(page);
    await page.getByRole('tab', { name: 'Persona fisica' }).click();
    await page.getByText('Inserisci qui i dati del soggetto per calcolarne il codice fiscale').waitFor();
    await page.getByLabel('Nome', { exact: true }).fill('Mario');
    await page.getByLabel('Cognome').fill('Rossi');
    const date = page.getByLabel('Data nascita');
    await date.click();
    await date.fill('01/01/1980');
    await date.press('Enter');
    await lookUp(page, 'Luogo nascita', 'Roma', 'Roma (RM)');
    await page.getByLabel('Maschio').check();
    await page.getByRole('button', { name: 'Calcola codice fiscale' }).click();
    await page.getByText('C.F. RSSMRA80A01H501U').waitFor();
    await page.getByText('Nato a Roma il 01/01/1980').waitFor();
    await page.context().close();
  });
});
