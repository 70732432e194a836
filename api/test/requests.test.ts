import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dueDate, holidaysOf } from '../src/italian/working-days.ts';
import { assertError, catalogueClient } from './catalogue-support.ts';
import { COMPANY, PERSON_CODE, orderingHelpers } from './ordering-support.ts';

const catalogue = catalogueClient(['cliente', 'gestore', 'admin', 'gestore@beta']);
const { sessions, call } = catalogue;

const { db, productOf, validParams, orderFor, creditOf, setCredit } = orderingHelpers(catalogue);

const count = async (table: string) =>
  (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

describe('working days (offline fulfilment, 11:00 cut-off)', () => {
  test('weekends and Italian holidays are skipped; after 11:00 Rome time counts from the next day', () => {
    assert.ok(holidaysOf(2027).has('2027-03-29'), 'Easter Monday 2027');
    assert.ok(holidaysOf(2026).has('2026-12-08'));
    assert.ok(holidaysOf(2026).has('2026-10-04'), "San Francesco d'Assisi, a holiday again from 2026");
    // Friday 2/10/2026 at 10:00: Monday 5 (Sunday 4 is also the holiday), Tuesday 6.
    assert.equal(dueDate(new Date('2026-10-02T08:00:00Z'), 2), '2026-10-06');
    // Thursday 24/12/2026 at 10:00 in Rome: 28, 29, 30 (25 and 26 holidays, 27 Sunday).
    assert.equal(dueDate(new Date('2026-12-24T09:00:00Z'), 3), '2026-12-30');
    // At 12:30 in Rome it counts from Monday 28: 29, 30, 31.
    assert.equal(dueDate(new Date('2026-12-24T11:30:00Z'), 3), '2026-12-31');
    assert.equal(dueDate(new Date('2026-11-24T08:00:00Z'), 0), '2026-11-24');
  });
});

describe('requests: price, credit and creation in one transaction (spec 001 §4)', () => {
  test("the client's price list, else the product's default price", async () => {
    const vis001 = await productOf('VIS001');
    const forCustomer = (
      await call('GET', `/api/requests/quote?productId=${vis001.id}`, undefined, sessions.cliente)
    ).json().context;
    assert.deepEqual(forCustomer, {
      productId: vis001.id,
      price: '5.00',
      credit: '2000.00',
      enough: true,
      dueDate: null,
    });
    const forAdmin = (await call('GET', `/api/requests/quote?productId=${vis001.id}`, undefined, sessions.admin)).json()
      .context;
    assert.equal(forAdmin.price, '6.50');
  });

  test('an online request is debited, recorded with its movement and audited, and completes at once', async () => {
    const before = await creditOf('cliente');
    const response = await orderFor(sessions.cliente, 'VIS001', { internalReference: 'CC-2026/114' });
    assert.equal(response.statusCode, 200, response.body);
    const created = response.json().context;
    assert.equal(created.status, 'COMPLETED');
    assert.equal(created.price, '5.00');
    assert.equal(created.credit, (Number(before) - 5).toFixed(2));
    assert.equal(await creditOf('cliente'), created.credit);
    // Every user of the client reads the balance the top bar shows (issue 46).
    const own = await call('GET', '/api/me/credit', undefined, sessions.cliente);
    assert.equal(own.statusCode, 200, own.body);
    assert.deepEqual(own.json().context, { credit: created.credit });
    const [movement] = await db().query<{ amount: string; kind: string }>(
      `SELECT amount::text, kind FROM accounting_movements WHERE id = $1`,
      [created.idMovContab],
    );
    assert.deepEqual(movement, { amount: '-5.00', kind: 'REQUEST' });
    const [request] = await db().query<{
      movement_id: number;
      subject_code: string;
      internal_reference: string;
      status: string;
    }>(`SELECT movement_id, subject_code, internal_reference, status FROM requests WHERE id = $1`, [
      created.idRichiesta,
    ]);
    assert.deepEqual(request, {
      movement_id: created.idMovContab,
      subject_code: COMPANY.codiceFiscale,
      internal_reference: 'CC-2026/114',
      status: 'COMPLETED',
    });
    const audits = await db().query(
      `SELECT 1 FROM audit_log WHERE action = 'request-created' AND details->>'requestId' = $1`,
      [String(created.idRichiesta)],
    );
    assert.equal(audits.length, 1);
  });

  test('an offline request is pending with its fulfilment date', async () => {
    const [offline] = await db().query<{ code: string }>(
      `SELECT p.product_code AS code FROM products p JOIN product_categories pc ON pc.id = p.product_category_id
       JOIN lines l ON l.id = p.line_id JOIN tenants t ON t.id = p.tenant_id
       WHERE t.code = 'alfa' AND pc.product_type = 'OF' AND p.persona_giuridica AND p.flag_suspended = 'N'
         AND p.customer_vis = 'S' AND l.active AND p.evas_days > 0 ORDER BY p.product_code LIMIT 1`,
    );
    const response = await orderFor(sessions.cliente, offline.code);
    assert.equal(response.statusCode, 200, response.body);
    const created = response.json().context;
    assert.equal(created.status, 'PENDING');
    assert.match(created.dueDate, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(created.dueDate > new Date().toISOString().slice(0, 10));
  });

  test('the form is checked again on the server; what cannot be ordered is refused', async () => {
    const vis001 = await productOf('VIS001');
    const params = await validParams(vis001.formCode, 'PG');
    const writesBefore = await count('requests');
    // VISURA_PG asks for the company's codice fiscale or its REA number: at least one of the group.
    assertError(
      await call('POST', '/api/requests', { productId: vis001.id, tipoSogg: 'PG', formParams: {} }, sessions.cliente),
      400,
      /Compilare almeno uno dei campi del gruppo/,
    );
    assertError(
      await call(
        'POST',
        '/api/requests',
        { productId: vis001.id, tipoSogg: 'PG', formParams: { ...params, ESTRANEO: 'x' } },
        sessions.cliente,
      ),
      400,
      'Campo non previsto dalla form: ESTRANEO',
    );
    // VIS001 is for companies only; WS005 is suspended; another tenant's product is not here.
    const notOrderable = 'Spiacenti, il prodotto è inesistente o non è abilitato';
    assertError(
      await call('POST', '/api/requests', { productId: vis001.id, tipoSogg: 'PF', formParams: {} }, sessions.cliente),
      400,
      notOrderable,
    );
    const suspended = await productOf('WS005');
    assertError(
      await call(
        'POST',
        '/api/requests',
        { productId: suspended.id, tipoSogg: 'PG', formParams: {} },
        sessions.cliente,
      ),
      400,
      notOrderable,
    );
    assertError(
      await call(
        'POST',
        '/api/requests',
        { productId: vis001.id, tipoSogg: 'PG', formParams: params },
        sessions['gestore@beta'],
      ),
      400,
      notOrderable,
    );
    assertError(
      await call(
        'POST',
        '/api/requests',
        {
          productId: vis001.id,
          tipoSogg: 'PG',
          formParams: params,
          subject: {
            codiceFiscale: 'RSSMRA80A01H501U',
            denominazione: 'Mario Rossi',
            comuneNascita: null,
            dataNascita: '1980-01-01',
            sesso: 'M',
            comune: null,
          },
        },
        sessions.cliente,
      ),
      400,
      'Il tipo di soggetto non corrisponde ai dati del soggetto',
    );
    assertError(
      await call(
        'POST',
        '/api/requests',
        { productId: vis001.id, tipoSogg: 'PG', formParams: params, price: '0.01' },
        sessions.cliente,
      ),
      400,
      /price/,
    );
    assert.equal(await count('requests'), writesBefore, 'nothing written');
  });

  test("'Credito insufficiente' writes nothing; two requests that together exceed the credit: exactly one passes", async () => {
    const vis001 = await productOf('VIS001');
    const body = { productId: vis001.id, tipoSogg: 'PG', formParams: await validParams(vis001.formCode, 'PG') };
    await setCredit('cliente', '4.99');
    const requestsBefore = await count('requests');
    const movementsBefore = await count('accounting_movements');
    assertError(await call('POST', '/api/requests', body, sessions.cliente), 409, 'Credito insufficiente');
    assert.equal(await count('requests'), requestsBefore);
    assert.equal(await count('accounting_movements'), movementsBefore);
    assert.equal(await creditOf('cliente'), '4.99');

    await setCredit('cliente', '7.50');
    const answers = await Promise.all([1, 2].map(() => call('POST', '/api/requests', body, sessions.cliente)));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    assert.equal(await creditOf('cliente'), '2.50');
    assert.equal(await count('requests'), requestsBefore + 1);
    await setCredit('cliente', '2000.00');
  });

  test("the product's form for the subject type: its fields in order, for that type only", async () => {
    const vis001 = await productOf('VIS001');
    const form = (
      await call('GET', `/api/ordering/products/${vis001.id}/form?subjectType=PG`, undefined, sessions.cliente)
    ).json().context;
    assert.equal(form.product.fullProductCode, 'VIS.VIS001');
    assert.equal(form.formCode, 'VISURA_PG');
    assert.ok(form.fields.length > 0);
    assert.ok(form.fields.every((field: { subjectType: string }) => field.subjectType !== 'PF'));
    const orders = form.fields.map((field: { order: number }) => field.order);
    assert.deepEqual(
      orders,
      [...orders].sort((a: number, b: number) => a - b),
    );
    assertError(
      await call('GET', `/api/ordering/products/${vis001.id}/form?subjectType=PF`, undefined, sessions.cliente),
      400,
      'Spiacenti, il prodotto è inesistente o non è abilitato',
    );
    assertError(
      await call('GET', `/api/ordering/products/${vis001.id}/form`, undefined, sessions.cliente),
      400,
      /subjectType/,
    );
  });

  test("product cards' amounts: 'Costo d'acquisto' with ECON_PREZ, 'Importo servizio' of non-online products with VPRE", async () => {
    const [line] = await db().query<{ lineId: number }>(
      `SELECT p.line_id AS "lineId" FROM products p JOIN tenants t ON t.id = p.tenant_id
       JOIN product_categories pc ON pc.id = p.product_category_id
       WHERE t.code = 'alfa' AND p.flag_suspended = 'N' AND p.customer_vis = 'S' AND p.persona_giuridica
       GROUP BY p.line_id HAVING count(DISTINCT pc.product_type) > 1 ORDER BY 1 LIMIT 1`,
    );
    assert.ok(line, 'the seed has a line with online and offline products');
    const url = `/api/ordering/lines/${line.lineId}/prices?subjectType=PG`;
    const forCustomer = (await call('GET', url, undefined, sessions.cliente)).json().context;
    assert.ok(forCustomer.length > 1);
    for (const price of forCustomer) assert.deepEqual([price.purchaseCost, price.serviceAmount], [null, null]);

    const forAdmin = (await call('GET', url, undefined, sessions.admin)).json().context;
    const types = new Map(
      (
        await db().query<{ id: number; type: string; list: string }>(
          `SELECT p.id, pc.product_type AS type, to_char(p.default_price, 'FM9999990.00') AS list FROM products p
           JOIN product_categories pc ON pc.id = p.product_category_id WHERE p.line_id = $1`,
          [line.lineId],
        )
      ).map((row) => [row.id, row]),
    );
    const kinds = new Set<string>();
    for (const price of forAdmin) {
      const product = types.get(price.productId)!;
      kinds.add(product.type);
      const quote = (
        await call('GET', `/api/requests/quote?productId=${price.productId}`, undefined, sessions.admin)
      ).json().context;
      assert.equal(price.purchaseCost, quote.price, 'the price the request charges');
      assert.equal(price.serviceAmount, product.type === 'ON' ? null : product.list);
    }
    assert.ok(kinds.has('ON') && kinds.size > 1);

    // A line opened without a subject (from the service list): the cards keep their amounts,
    // for the products any subject may order (issue 46).
    const anySubject = (
      await call('GET', `/api/ordering/lines/${line.lineId}/prices`, undefined, sessions.admin)
    ).json().context as typeof forAdmin;
    assert.ok(anySubject.length >= forAdmin.length);
    for (const price of forAdmin) {
      assert.deepEqual(
        anySubject.find((entry: { productId: number }) => entry.productId === price.productId),
        price,
      );
    }
  });

  test("a search request keeps the companies it found, in order, for its result step and nobody else's view", async () => {
    const vis009 = await productOf('VIS009');
    const body = (formParams: Record<string, string>) => ({
      productId: vis009.id,
      tipoSogg: 'PG',
      subject: COMPANY,
      formParams: { ...formParams },
    });
    const exact = await call(
      'POST',
      '/api/requests',
      body({ PARTITA_IVA: COMPANY.partitaIva, RAGIONE_SOCIALE: 'portale alfa' }),
      sessions.cliente,
    );
    assert.equal(exact.statusCode, 200, exact.body);
    const created = exact.json().context;
    assert.equal(created.status, 'COMPLETED');
    assert.equal(created.companiesFound, 1);
    const found = (
      await call('GET', `/api/requests/${created.idRichiesta}/companies`, undefined, sessions.cliente)
    ).json().context;
    assert.deepEqual(
      found.map((company: { partitaIva: string }) => company.partitaIva),
      [COMPANY.partitaIva],
    );
    const none = (
      await call('POST', '/api/requests', body({ PARTITA_IVA: '00743110157', RAGIONE_SOCIALE: 'X' }), sessions.cliente)
    ).json().context;
    assert.equal(none.companiesFound, 0);
    // Its report is what it found: the companies, or that none was.
    const report = (await call('GET', `/api/requests/${created.idRichiesta}/report`, undefined, sessions.cliente)).body;
    assert.match(report, /Imprese trovate: 1/);
    assert.match(report, new RegExp(`P\\. IVA ${COMPANY.partitaIva}`));
    const empty = (await call('GET', `/api/requests/${none.idRichiesta}/report`, undefined, sessions.cliente)).body;
    assert.match(empty, /Nessuna impresa trovata con questi criteri/);
    assertError(
      await call('GET', `/api/requests/${created.idRichiesta}/companies`, undefined, sessions.admin),
      404,
      'Richiesta non trovata',
    );
    const listed = (await call('GET', '/api/requests?size=5', undefined, sessions.cliente)).json().context.content;
    assert.equal(listed.find((row: { id: number }) => row.id === created.idRichiesta).companiesFound, 1);
  });

  test("the user's own requests, newest first, filtered; another user's is not found; marked read", async () => {
    const vis001 = await productOf('VIS001');
    const body = {
      productId: vis001.id,
      tipoSogg: 'PG',
      subject: COMPANY,
      formParams: await validParams(vis001.formCode, 'PG'),
    };
    const first = (
      await call('POST', '/api/requests', { ...body, internalReference: 'ELENCO-1' }, sessions.cliente)
    ).json().context;
    const second = (
      await call('POST', '/api/requests', { ...body, internalReference: 'ELENCO-2' }, sessions.cliente)
    ).json().context;
    const page = (await call('GET', '/api/requests?size=100', undefined, sessions.cliente)).json().context;
    const ids = page.content.map((row: { id: number }) => row.id);
    assert.ok(ids.indexOf(second.idRichiesta) < ids.indexOf(first.idRichiesta), 'newest first');
    const found = (await call('GET', '/api/requests?search=ELENCO-1', undefined, sessions.cliente)).json().context;
    assert.deepEqual(
      found.content.map((row: { id: number }) => row.id),
      [first.idRichiesta],
    );
    const row = found.content[0];
    assert.equal(row.subjectName, COMPANY.denominazione);
    assert.equal(row.serviceName, 'Visure camerali');
    assert.equal(row.read, false);
    // The filter's days are Rome's (between 23:00 and 24:00 UTC Rome is already on the next one).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const byDay = (
      await call(
        'GET',
        `/api/requests?from=${today}&to=${today}&status=COMPLETED&size=100`,
        undefined,
        sessions.cliente,
      )
    ).json().context;
    assert.ok(byDay.content.some((item: { id: number }) => item.id === first.idRichiesta));
    const none = (await call('GET', '/api/requests?status=PENDING&search=ELENCO', undefined, sessions.cliente)).json()
      .context;
    assert.equal(none.totalElements, 0);

    const detail = (await call('GET', `/api/requests/${first.idRichiesta}`, undefined, sessions.cliente)).json()
      .context;
    assert.equal(detail.internalReference, 'ELENCO-1');
    assert.deepEqual(detail.formParams, body.formParams);
    // The REQUEST_DETAIL drawer opens it by its accounting movement: the same request, for its user only.
    const byMovement = (
      await call('GET', `/api/requests/by-movement/${first.idMovContab}`, undefined, sessions.cliente)
    ).json().context;
    assert.equal(byMovement.id, first.idRichiesta);
    assert.equal(byMovement.movementId, first.idMovContab);
    for (const other of [sessions.admin, sessions['gestore@beta']]) {
      assertError(
        await call('GET', `/api/requests/by-movement/${first.idMovContab}`, undefined, other),
        404,
        'Richiesta non trovata',
      );
    }
    assertError(await call('GET', '/api/requests/by-movement/abc', undefined, sessions.cliente), 400, /movementId/);
    assertError(
      await call('GET', `/api/requests/${first.idRichiesta}`, undefined, sessions.admin),
      404,
      'Richiesta non trovata',
    );
    assertError(
      await call('GET', `/api/requests/${first.idRichiesta}`, undefined, sessions['gestore@beta']),
      404,
      'Richiesta non trovata',
    );
    const theirs = (await call('GET', '/api/requests?size=100', undefined, sessions.admin)).json().context;
    assert.ok(!theirs.content.some((item: { id: number }) => item.id === first.idRichiesta));
    assertError(
      await call('POST', `/api/requests/${first.idRichiesta}/read`, undefined, sessions.admin),
      404,
      'Richiesta non trovata',
    );
    const read = (await call('POST', `/api/requests/${first.idRichiesta}/read`, undefined, sessions.cliente)).json()
      .context;
    assert.equal(read.read, true);
    assertError(await call('GET', '/api/requests?from=ieri', undefined, sessions.cliente), 400, /from/);
  });

  test('a completed request has its report as a page without scripts and as a PDF; others have none', async () => {
    const created = (await orderFor(sessions.cliente, 'VIS001')).json().context;
    const page = await call('GET', `/api/requests/${created.idRichiesta}/report`, undefined, sessions.cliente);
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
    assert.ok(page.body.includes(`Richiesta n. ${created.idRichiesta}`));
    assert.ok(page.body.includes(COMPANY.denominazione));
    assert.ok(page.body.includes('Numero REA'), 'the registry data of the company');
    assert.ok(!/<script/i.test(page.body));

    const pdf = await call('GET', `/api/requests/${created.idRichiesta}/report.pdf`, undefined, sessions.cliente);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const bytes = pdf.rawPayload;
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.ok(bytes.subarray(-8).toString('latin1').includes('%%EOF'));
    assert.ok(
      bytes.toString('latin1').includes(`Richiesta n. ${created.idRichiesta}`),
      'the request number in the document',
    );
    assert.ok(bytes.toString('latin1').includes(COMPANY.denominazione), "the subject's name in the document");

    assertError(
      await call('GET', `/api/requests/${created.idRichiesta}/report`, undefined, sessions.admin),
      404,
      'Esito non presente',
    );
    assertError(
      await call('GET', `/api/requests/${created.idRichiesta}/report.pdf`, undefined, sessions['gestore@beta']),
      404,
      'Esito non presente',
    );
  });

  test('the report page escapes what it shows', async () => {
    const { reportHtml } = await import('../src/reports/report-html.ts');
    const html = reportHtml({
      requestId: 1,
      issuedAt: '2026-11-24T10:00:00.000Z',
      title: 'Visura <b>ordinaria</b>',
      productCode: 'VIS.VIS001',
      issuer: { name: 'Portale <i>', colour: '#123456"><script>' },
      customer: { client: 'Cliente', user: 'Utente' },
      subject: { name: '<script>alert(1)</script>', code: '' },
      language: null,
      warning: '<b>Attenzione</b>',
      blocks: [
        { kind: 'fields', title: 'Dati', rows: [['Nome', '" onload="x']] },
        { kind: 'table', title: 'Soci', columns: ['<th>'], rows: [['<td>']], empty: '' },
      ],
      sources: [],
      legalNotice: 'Note',
    });
    assert.ok(!html.includes('<script>alert'));
    assert.ok(html.includes('&#60;script&#62;'));
    assert.ok(!html.includes('" onload="x'));
    assert.ok(html.includes('24/11/2026'));
    assert.ok(!html.includes('<b>Attenzione') && !html.includes('<th>') && !html.includes('<td><td>'));
    assert.ok(!html.includes('"><script>'), 'a colour that is not one is not written into the style');
  });

  test("the form's validators: codice fiscale coherent with the names, a request unique for 30 days", async () => {
    const person = {
      codiceFiscale: 'RSSMRA80A01H501U',
      denominazione: 'MARIO ROSSI',
      comuneNascita: 'ROMA',
      dataNascita: '1980-01-01',
      sesso: 'M',
      comune: null,
    };
    const visura = await productOf('VIS005');
    const params = {
      ...(await validParams(visura.formCode, 'PF')),
      CODICE_FISCALE: person.codiceFiscale,
      COGNOME: 'Rossi',
      NOME: 'Luigi',
    };
    assertError(
      await call(
        'POST',
        '/api/requests',
        { productId: visura.id, tipoSogg: 'PF', subject: person, formParams: params },
        sessions.cliente,
      ),
      400,
      'Il codice fiscale non è coerente con nome e cognome',
    );
    const coherent = await call(
      'POST',
      '/api/requests',
      { productId: visura.id, tipoSogg: 'PF', subject: person, formParams: { ...params, NOME: 'Mario' } },
      sessions.cliente,
    );
    assert.equal(coherent.statusCode, 200, coherent.body);

    const inquiry = await productOf('IND001');
    const body = {
      productId: inquiry.id,
      tipoSogg: 'PF',
      subject: person,
      formParams: {
        ...(await validParams(inquiry.formCode, 'PF')),
        CODICE_FISCALE: person.codiceFiscale,
        DENOMINAZIONE_PF: 'Mario Rossi',
      },
    };
    const first = await call('POST', '/api/requests', body, sessions.cliente);
    assert.equal(first.statusCode, 200, first.body);
    const before = await creditOf('cliente');
    assertError(
      await call('POST', '/api/requests', body, sessions.cliente),
      409,
      'Esiste già una richiesta di questo prodotto per lo stesso soggetto negli ultimi 30 giorni',
    );
    assert.equal(await creditOf('cliente'), before, 'nothing debited');
    // Another client may ask for the same subject.
    const other = await call('POST', '/api/requests', body, sessions.admin);
    assert.equal(other.statusCode, 200, other.body);
  });

  test("'Avanti' checks the request as 'Conferma' would, on its field, and writes nothing", async () => {
    const inquiry = await productOf('IND001');
    const person = {
      codiceFiscale: 'VRDGPP80A01H501U',
      denominazione: 'GIUSEPPE VERDI',
      comuneNascita: 'ROMA',
      dataNascita: '1980-01-01',
      sesso: 'M',
      comune: null,
    };
    const params = await validParams(inquiry.formCode, 'PF');
    const body = {
      productId: inquiry.id,
      tipoSogg: 'PF',
      subject: person,
      formParams: { ...params, CODICE_FISCALE: person.codiceFiscale, DENOMINAZIONE_PF: 'Giuseppe Verdi' },
    };
    const requests = await count('requests');
    const credit = await creditOf('gestore');
    const check = (sent: object) => call('POST', '/api/requests/check', sent, sessions.gestore);
    const fieldOf = (response: { json(): { context: { field: string | null } } }) => response.json().context.field;

    const valid = await check(body);
    assert.equal(valid.statusCode, 200, valid.body);
    assert.deepEqual(valid.json().context, { valid: true });

    // The code's own rules (the check on leaving the field), now the server's too.
    const badCode = await check({ ...body, formParams: { ...body.formParams, CODICE_FISCALE: 'VRDGPP80A01H501X' } });
    assertError(badCode, 400, 'Codice fiscale non valido: carattere di controllo errato');
    assert.equal(fieldOf(badCode), 'formParams.CODICE_FISCALE');
    // A valid code of someone else than the subject chosen.
    const other = await check({ ...body, formParams: { ...body.formParams, CODICE_FISCALE: PERSON_CODE } });
    assertError(other, 400, 'Il codice non corrisponde al soggetto scelto (GIUSEPPE VERDI)');
    assert.equal(fieldOf(other), 'formParams.CODICE_FISCALE');
    const incoherent = await check({ ...body, formParams: { ...body.formParams, DENOMINAZIONE_PF: 'Luigi Verdi' } });
    assertError(incoherent, 400, 'Il codice fiscale non è coerente con nome e cognome');
    assert.equal(fieldOf(incoherent), 'formParams.CODICE_FISCALE');

    // Once ordered, the same request is refused on 'Avanti', on the subject's code.
    assert.equal((await call('POST', '/api/requests', body, sessions.gestore)).statusCode, 200);
    const twice = await check(body);
    assertError(
      twice,
      409,
      'Esiste già una richiesta di questo prodotto per lo stesso soggetto negli ultimi 30 giorni',
    );
    assert.equal(fieldOf(twice), 'formParams.CODICE_FISCALE');
    assert.equal(await count('requests'), requests + 1, 'the checks wrote nothing');
    assert.notEqual(await creditOf('gestore'), credit, 'only the order was debited');
  });

  test("a code field holds the chosen company's own code: its VAT number or codice fiscale, nothing else", async () => {
    const vis001 = await productOf('VIS001');
    const params = await validParams(vis001.formCode, 'PG');
    const order = (code: string) =>
      call(
        'POST',
        '/api/requests',
        {
          productId: vis001.id,
          tipoSogg: 'PG',
          subject: COMPANY,
          formParams: { ...params, CF_PIVA: code },
        },
        sessions.admin,
      );
    // A valid VAT number, of another company.
    assertError(
      await order('00743110157'),
      400,
      `Il codice non corrisponde al soggetto scelto (${COMPANY.denominazione})`,
    );
    assertError(await order('00743110150'), 400, 'Partita IVA non valida: cifra di controllo errata');
    assert.equal((await order(COMPANY.partitaIva)).statusCode, 200);
  });

  test('without a subject chosen, the code in the form names it: found in the registry, else refused on its field', async () => {
    const visura = await productOf('VIS005');
    const params = await validParams(visura.formCode, 'PF');
    const order = (code: string) =>
      call(
        'POST',
        '/api/requests',
        {
          productId: visura.id,
          tipoSogg: 'PF',
          formParams: { ...params, CODICE_FISCALE: code, COGNOME: 'Verdi', NOME: 'Giuseppe' },
        },
        sessions.admin,
      );
    // A valid codice fiscale nobody in the registry has.
    const unknown = await order('VRDGPP80A01H501U');
    assertError(
      unknown,
      400,
      'Nessun soggetto con codice VRDGPP80A01H501U nel registro: controlla il codice o cerca il soggetto per nome',
    );
    assert.equal(unknown.json().context.field, 'formParams.CODICE_FISCALE');
    // Mario Rossi is in the registry: the request is about him, by the registry's name.
    const known = await call(
      'POST',
      '/api/requests',
      {
        productId: visura.id,
        tipoSogg: 'PF',
        formParams: { ...params, CODICE_FISCALE: PERSON_CODE, COGNOME: 'Rossi', NOME: 'Mario' },
      },
      sessions.admin,
    );
    assert.equal(known.statusCode, 200, known.body);
    const [stored] = await db().query<{ code: string; name: string }>(
      'SELECT subject_code AS code, subject_name AS name FROM requests WHERE id = $1',
      [known.json().context.idRichiesta],
    );
    assert.deepEqual(stored, { code: PERSON_CODE, name: 'MARIO ROSSI' });
  });

  test("'Richieste sul soggetto': the client's past requests on a subject, only with PORTAFOGLIO_INDAGINI", async () => {
    const mine = (await orderFor(sessions.admin, 'VIS001')).json().context;
    const listed = (
      await call('GET', `/api/requests/by-subject?code=${COMPANY.codiceFiscale}`, undefined, sessions.admin)
    ).json().context;
    assert.equal(listed[0].id, mine.idRichiesta);
    assert.equal(listed[0].productDescription, 'Visura ordinaria');
    assert.ok(listed[0].userName.length > 0);
    // Only the client's own: the demo customer's requests on the same company are another client's.
    const customers = await db().query<{ id: number }>(
      `SELECT r.id FROM requests r JOIN users u ON u.id = r.user_id WHERE u.login = 'cliente' AND r.subject_code = $1`,
      [COMPANY.codiceFiscale],
    );
    assert.ok(customers.length > 0);
    assert.ok(!listed.some((row: { id: number }) => customers.some((other) => other.id === row.id)));
    assertError(
      await call('GET', `/api/requests/by-subject?code=${COMPANY.codiceFiscale}`, undefined, sessions.cliente),
      403,
      /privilegi/,
    );
  });

  test('the letters of a codice fiscale from surname and name', async () => {
    const { fitsFullName, nameCode, surnameCode } = await import('../src/italian/name-codes.ts');
    assert.equal(surnameCode('Rossi'), 'RSS');
    assert.equal(surnameCode('Fo'), 'FOX');
    assert.equal(nameCode('Mario'), 'MRA');
    assert.equal(nameCode('Gianfranco'), 'GFR');
    assert.ok(fitsFullName('RSSMRA80A01H501U', 'MARIO ROSSI'));
    assert.ok(fitsFullName('RSSMRA80A01H501U', 'Rossi Mario'));
    assert.ok(!fitsFullName('RSSMRA80A01H501U', 'Luigi Rossi'));
  });

  test('a session is needed, and bad bodies are a 400', async () => {
    const anonymous = await catalogue.app.inject({ method: 'POST', url: '/api/requests', payload: { productId: 1 } });
    assert.equal(anonymous.statusCode, 401);
    assertError(
      await call('POST', '/api/requests', { productId: 'uno', tipoSogg: 'PG', formParams: {} }, sessions.cliente),
      400,
      /productId/,
    );
    assertError(
      await call('POST', '/api/requests', { productId: 1, tipoSogg: 'XX', formParams: {} }, sessions.cliente),
      400,
      /tipoSogg/,
    );
    assertError(await call('GET', '/api/requests/quote?productId=0', undefined, sessions.cliente), 400, /productId/);
  });
});
