import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { choose } from '../support/antd.ts';
import { bytesOf } from '../support/downloads.ts';
import { ALFA, confirmRequest, openLine, productSelection, toSummary } from '../support/ordering.ts';
import { TEST_PORTS, pathOf, signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

test.describe('ordering: from a subject to a line (spec 000 §2.7, §2.8)', () => {
  test('a company opens product selection; a line opens with the subject; back reopens the drawer with its filter', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'cliente');
    const drawer = await productSelection(page);
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
    // The list shows the search's lines once the unfiltered ones are gone.
    await drawer.getByRole('button', { name: 'Scegli Visure ordinarie' }).waitFor({ state: 'detached' });
    const choice = drawer.getByRole('button', { name: /^Scegli / }).first();
    const lineName = (await choice.getAttribute('aria-label'))!.replace(/^Scegli /, '');
    await choice.click();
    await page.waitForURL(/\/line\/detail\/\d+\?/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('search'), 'report');
    assert.match(url.searchParams.get('subject') ?? '', new RegExp(ALFA.partitaIva));
    // The line's title (its first product may carry the same name).
    await page.getByRole('heading', { name: lineName }).first().waitFor();
    await page.getByRole('radiogroup', { name: 'Prodotti della linea' }).getByRole('radio').first().waitFor();
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
    await choose(page, 'Filtra per servizio', 'Catasto e immobili');
    await page.waitForURL(/serviceId=\d+/);
    await page.getByRole('heading', { name: 'Catasto e immobili' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Planimetrie' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Catasto e immobili' }).waitFor();
    await page.getByRole('columnheader', { name: 'Linea' }).waitFor();
    assert.match(pathOf(page), /^\/service-list\?serviceId=\d+$/);
    await context.close();
  });

  test('as a customer: a company, a line, the form, the price from its price list, the request saved', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'cliente');
    const drawer = await productSelection(page);
    await drawer.getByRole('button', { name: 'Scegli Visure ordinarie' }).click();
    await page.waitForURL(/\/line\/detail\/\d+/);
    const products = page.getByRole('radiogroup', { name: 'Prodotti della linea' });
    await products.getByRole('radio', { name: 'Visura ordinaria', exact: true }).waitFor();
    assert.equal(
      await products.getByRole('radio', { name: 'Visura ordinaria', exact: true }).getAttribute('aria-checked'),
      'true',
    );

    // The company's codes come from the search; the group needs one of them.
    await toSummary(page);
    // The demo customer's client has a price list: 5,00 € instead of the default 6,50 €.
    await page.getByText('5,00 €').waitFor();
    await page.getByLabel('Riferimento interno (facoltativo)').fill('E2E-001');
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    const saved = page.getByText(/^Richiesta n\. \d+ salvata$/);
    await saved.waitFor();
    assert.match((await saved.textContent()) ?? '', /^Richiesta n\. \d+ salvata$/);
    const number = /\d+/.exec((await saved.textContent()) ?? '')![0];

    // An online result opens by itself, in a frame that runs nothing.
    await page.waitForURL(`**/request/report?requestId=${number}`);
    const frame = page.frameLocator(`iframe[title="Esito della richiesta n. ${number}"]`);
    await frame.getByText(ALFA.denominazione).first().waitFor();
    assert.equal(await page.locator('iframe').getAttribute('sandbox'), '');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Scarica PDF/ }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), `richiesta-${number}.pdf`);
    const pdf = (await bytesOf(file)).toString('latin1');
    assert.ok(pdf.startsWith('%PDF-'), 'a PDF');
    assert.ok(pdf.includes(`Richiesta n. ${number}`), 'with the request number');
    assert.ok(pdf.includes(ALFA.denominazione), "with the subject's name");

    // The request in 'Le mie richieste', opened in the portal's drawer by its accounting movement.
    await page.goto(`/requests?requestId=${number}`);
    const detail = page.getByRole('dialog', { name: 'Dettaglio richiesta' });
    await detail.getByText(`Richiesta n. ${number}`).waitFor();
    await detail.getByText('E2E-001').waitFor();
    await detail.getByText('Movimento contabile').waitFor();
    await detail.getByRole('button', { name: /Scarica PDF/ }).waitFor();
    await context.close();
  });

  test("as admin: the cards' amounts, the default price, and a search product's companies opening product selection", async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'admin');
    await (await productSelection(page)).getByRole('button', { name: 'Scegli Visure ordinarie' }).click();
    await page.waitForURL(/\/line\/detail\/\d+/);
    const products = page.getByRole('radiogroup', { name: 'Prodotti della linea' });
    // ECON_PREZ: the price this client pays on each card (no price list: the default 6,50 €).
    const online = products.getByRole('radio', { name: 'Visura ordinaria', exact: true });
    await online.getByText("Costo d'acquisto:").waitFor();
    await online.getByText('6,50 €').waitFor();

    await toSummary(page);
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await page.getByText(/^Richiesta n\. \d+ salvata$/).waitFor();
    await page.waitForURL('**/request/report?requestId=*');
    await page.goBack();
    await page.waitForURL(/\/line\/detail\/\d+/);

    // A search product: two steps, the search from the first, the companies found as its result.
    await products.getByRole('radio', { name: 'Ricerca imprese per codice fiscale' }).click();
    await page.getByText('Risultato della ricerca').waitFor();
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await page.getByText(/trovata 1 impresa/).waitFor();
    await page.getByRole('button', { name: `Scegli ${ALFA.denominazione}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Selezione prodotto' });
    await drawer.getByText(ALFA.partitaIva).first().waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // The search request's detail, then its companies (COMPANIES_IN_SEARCH_REQUEST), in the drawer.
    await page.getByRole('button', { name: 'Vedi la richiesta' }).click();
    await page.waitForURL('**/requests?requestId=*');
    await page
      .getByRole('dialog', { name: 'Dettaglio richiesta' })
      .getByRole('button', { name: 'Vedi 1 impresa trovata' })
      .click();
    await page
      .getByRole('dialog', { name: 'Aziende della richiesta' })
      .getByRole('button', { name: `Scegli ${ALFA.denominazione}` })
      .click();
    await drawer.getByText(ALFA.partitaIva).first().waitFor();
    await context.close();
  });

  test("a FILE field's document is sent with the request and downloaded from its detail", async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'cliente');
    await openLine(page, 'Recupero crediti', 'recupero');
    const field = (code: string) => page.locator(`[data-field-code="${code}"]`);
    await field('CF_PIVA').locator('input').fill(ALFA.partitaIva);
    await field('IMPORTO_CREDITO').locator('input').fill('1500');
    await field('DESCRIZIONE_CREDITO').locator('textarea').first().fill('Fattura n. 12 non pagata');
    const document = Buffer.from('%PDF-1.4\n% contratto firmato\n');
    await page
      .getByLabel('File Allegato')
      .setInputFiles({ name: 'foto.exe', mimeType: 'application/octet-stream', buffer: document });
    await page.getByText('Gli unici tipi di file accettabili sono .pdf, .p7m, .jpg, .png').waitFor();
    const uploaded = page.waitForResponse((response) => response.url().includes('/api/requests/attachments'));
    await page
      .getByLabel('File Allegato')
      .setInputFiles({ name: 'contratto.pdf', mimeType: 'application/pdf', buffer: document });
    assert.equal((await uploaded).status(), 200);
    await field('ALLEGATO').getByText('contratto.pdf').waitFor();
    await page.getByText('Gli unici tipi di file accettabili sono .pdf, .p7m, .jpg, .png').waitFor({ state: 'hidden' });
    await confirmRequest(page);

    await page.getByRole('button', { name: 'Vedi la richiesta' }).click();
    const detail = page.getByRole('dialog', { name: 'Dettaglio richiesta' });
    const download = page.waitForEvent('download');
    await detail.getByRole('button', { name: /contratto\.pdf/ }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'contratto.pdf');
    assert.deepEqual(await bytesOf(file), document);

    // The same request again: refused on 'Avanti', under the subject's code, before any price.
    await page.goBack();
    await page.waitForURL(/\/line\/detail\/\d+/);
    await field('CF_PIVA').locator('input').fill(ALFA.partitaIva);
    await field('IMPORTO_CREDITO').locator('input').fill('1500');
    await field('DESCRIZIONE_CREDITO').locator('textarea').first().fill('Fattura n. 12 non pagata');
    await page.getByRole('button', { name: 'Avanti' }).click();
    await field('CF_PIVA')
      .getByText('Esiste già una richiesta di questo prodotto per lo stesso soggetto negli ultimi 30 giorni')
      .waitFor();
    assert.equal(await page.getByText('Riepilogo').count(), 0);
    await context.close();
  });

  test('a line for persons opened from /service-list: the code names the person, found in the registry, and the report keeps the charge', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'cliente');
    await page.goto('/service-list');
    await page.getByRole('button', { name: 'Scegli Visure su persone' }).click();
    await page.waitForURL(/\/line\/detail\/\d+/);
    const field = (code: string) => page.locator(`[data-field-code="${code}"]`);
    const fill = async (code: string, surname: string, name: string) => {
      await field('CODICE_FISCALE').locator('input').fill(code);
      await field('COGNOME').locator('input').fill(surname);
      await field('NOME').locator('input').fill(name);
    };
    // A valid codice fiscale the registry does not know: refused on 'Avanti', on its field.
    await fill('VRDGPP80A01H501U', 'Verdi', 'Giuseppe');
    await field('CONSENSO_PRIVACY').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Avanti' }).click();
    await field('CODICE_FISCALE')
      .getByText(/^Nessun soggetto con codice VRDGPP80A01H501U nel registro/)
      .waitFor();
    // Mario Rossi is in the registry.
    await fill('RSSMRA80A01H501U', 'Rossi', 'Mario');
    await page.getByRole('button', { name: 'Avanti' }).click();
    await page.getByText('Riepilogo').waitFor();
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await page.waitForURL('**/request/report?requestId=*');
    await page.getByText(/^Richiesta n\. \d+ salvata$/).waitFor();
    await page.getByText(/^Addebito 7,50\s€, credito residuo [\d.]+,\d{2}\s€\.$/).waitFor();
    // The report is about the person the registry knows by that code.
    await page.frameLocator('iframe').getByText('MARIO ROSSI (RSSMRA80A01H501U)').waitFor();
    await context.close();
  });

  test("a cold load of a line's page asks for its data beside the page's code, and the page uses it", async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'cliente');
    // The customer remote's page code is held back until the line's products have been asked
    // for: only the route's prefetch (with the contribution) can ask that early.
    const customerOrigin = `:${TEST_PORTS.remotes['remote-customer']}/`;
    let productsAsked!: () => void;
    const asked = new Promise<void>((resolve) => (productsAsked = resolve));
    await page.route(
      (url) =>
        url.href.includes(customerOrigin) &&
        url.pathname.endsWith('.js') &&
        !/remoteEntry|__federation_expose_contribution/.test(url.pathname),
      async (route) => {
        await asked;
        await route.continue();
      },
    );
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (/^\/api\/(line\/|ordering\/products\/)/.test(pathname)) calls.push(`${pathname}${search}`);
      if (pathname === '/api/line/1/products') productsAsked();
    });
    await page.goto('/line/detail/1');
    const products = page.getByRole('radiogroup', { name: 'Prodotti della linea' });
    await products.getByRole('radio').first().waitFor({ timeout: 15_000 });
    await page.locator('[data-field-code]').first().waitFor();
    // Each once: the page found the prefetched answers in the one shared cache. Opened without a
    // subject, the first product's form for either type (the customer says whom it is about).
    assert.deepEqual(calls.sort(), [
      '/api/line/1',
      '/api/line/1/products?type=ANY',
      '/api/ordering/products/1/form?subjectType=PF',
      '/api/ordering/products/1/form?subjectType=PG',
    ]);
    await context.close();
  });

  test('an offline product ends pending, with its fulfilment date', async () => {
    const { context, page } = await platform.newPage();
    await signIn(page, 'cliente');
    await openLine(page, 'Pregiudizievoli e procedure', 'pregiudizievoli');
    await page.locator('[data-field-code="CF_PIVA"] input').fill(ALFA.partitaIva);
    await confirmRequest(page);
    await page.getByText(/La richiesta è in lavorazione: evasione prevista entro il \d{2}\/\d{2}\/\d{4}\./).waitFor();
    await context.close();
  });
});
