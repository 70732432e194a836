import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FORBIDDEN, STALE, assertError, catalogueClient, uniqueCode } from './catalogue-support.ts';
import { COMPANY, orderingHelpers } from './ordering-support.ts';

/** The API's clock, moved by the tests: the processings' hours are judged by it. */
let now = new Date('2026-11-25T10:00:00Z');
const catalogue = catalogueClient(['cliente', 'gestore', 'admin', 'gestore@beta'], { clock: () => now });
const { sessions, call, ok } = catalogue;
const { db, productOf, validParams, creditOf } = orderingHelpers(catalogue);

/** 25/11/2026 at hh:mm in Rome (UTC+1 in November). */
const romeAt = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00+01:00`);

interface ProcessingRow {
  id: number;
  code: string;
  description: string;
  form: string | null;
  formDescription: string | null;
  fromTime: string | null;
  toTime: string | null;
  requestType: string;
  clientCount: number;
  productCount: number;
  version: number;
}

const body = (extra: Record<string, unknown> = {}) => ({
  code: uniqueCode('elab'),
  description: 'Elaborazione di prova',
  requestType: 'ON',
  ...extra,
});

const newProcessing = (extra: Record<string, unknown> = {}) =>
  ok<ProcessingRow>('POST', '/api/processing', body(extra));

async function clientIdOf(login: string): Promise<number> {
  const [row] = await db().query<{ clientId: number }>(
    `SELECT u.client_id AS "clientId" FROM users u JOIN tenants t ON t.id = u.tenant_id
     WHERE t.code = 'alfa' AND u.login = $1`,
    [login],
  );
  return row.clientId;
}

async function betaClientId(): Promise<number> {
  const [row] = await db().query<{ id: number }>(
    `SELECT c.id FROM clients c JOIN tenants t ON t.id = c.tenant_id WHERE t.code = 'beta' ORDER BY c.id LIMIT 1`,
  );
  return row.id;
}

describe('processings: the record (spec 002 §2.14, §5, §7)', () => {
  test('creates one with its window as hh:mm:00, code upper-cased and then taken in any case', async () => {
    const code = uniqueCode('elab');
    const created = await ok<ProcessingRow>(
      'POST',
      '/api/processing',
      body({ code, form: 'VISURA_PG', fromTime: '08:30:00', toTime: '18:00:00', requestType: 'OFF' }),
    );
    assert.ok(created.id > 0);
    assert.equal(created.code, code.toUpperCase());
    assert.equal(created.form, 'VISURA_PG');
    assert.ok(created.formDescription);
    assert.deepEqual([created.fromTime, created.toTime, created.requestType], ['08:30:00', '18:00:00', 'OFF']);
    assert.deepEqual([created.clientCount, created.productCount, created.version], [0, 0, 1]);

    const availability = await call('GET', `/api/processing/elaborazione-code/availability?elaborazioneCode=${code}`);
    assert.deepEqual(availability.json(), {
      error: false,
      message: 'Codice elaborazione già registrata',
      context: { available: false },
    });
    const free = await ok<{ available: boolean }>(
      'GET',
      `/api/processing/elaborazione-code/availability?elaborazioneCode=${uniqueCode('libero')}`,
    );
    assert.equal(free.available, true);
    assertError(
      await call('POST', '/api/processing', body({ code: code.toLowerCase() })),
      409,
      'Codice elaborazione già registrata',
    );
  });

  test('refuses bad input with the messages of 002 §5, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
      [{ toTime: '10:00:00' }, 400, 'Campo obbligatorio: "fromTime"'],
      [{ fromTime: '10:00:00', toTime: '10:00:00' }, 400, "L'orario d'inizio deve precedere l'orario di fine"],
      [{ fromTime: '18:00:00', toTime: '09:00:00' }, 400, "L'orario d'inizio deve precedere l'orario di fine"],
      [{ fromTime: '25:00:00' }, 400, /fromTime/],
      [{ fromTime: '08:30' }, 400, /fromTime/],
      [{ description: '   ' }, 400, 'Campo obbligatorio: "description"'],
      [{ description: 'x'.repeat(501) }, 400, /description/],
      [{ code: 'x'.repeat(65) }, 400, /code/],
      [{ requestType: 'XX' }, 400, /requestType/],
      [{ form: 'NON_ESISTE' }, 400, 'Form non trovata'],
    ];
    const before = (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM processings'))[0].n;
    for (const [extra, status, message] of cases) {
      assertError(await call('POST', '/api/processing', body(extra)), status, message);
    }
    assertError(await call('POST', '/api/processing', { description: 'Senza codice', requestType: 'ON' }), 400, /code/);
    const after = (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM processings'))[0].n;
    assert.equal(after, before);
  });

  test('updates over the version read; the code stays as created; a start alone is fine', async () => {
    const created = await newProcessing();
    const updated = await ok<ProcessingRow>('PUT', `/api/processing/${created.id}`, {
      id: created.id,
      code: 'ALTRO_CODICE',
      description: 'Descrizione nuova',
      form: null,
      fromTime: '14:00:00',
      toTime: null,
      requestType: 'WS',
      version: created.version,
    });
    assert.equal(updated.code, created.code);
    assert.deepEqual(
      [updated.description, updated.fromTime, updated.toTime, updated.requestType, updated.version],
      ['Descrizione nuova', '14:00:00', null, 'WS', 2],
    );
    const again = { description: 'Di nuovo', requestType: 'ON', version: created.version };
    assertError(await call('PUT', `/api/processing/${created.id}`, again), 409, STALE);
    assertError(await call('PUT', '/api/processing/999999', { ...again, version: 1 }), 404, 'Elaborazione non trovata');
    assertError(
      await call('PUT', `/api/processing/${created.id}`, { ...again, id: created.id + 1, version: 2 }),
      400,
      'Richiesta non valida',
    );
  });

  test('lists by page with search and the request-type filter', async () => {
    const marker = uniqueCode('Lista');
    await newProcessing({ description: `${marker} online`, requestType: 'ON' });
    await newProcessing({
      description: `${marker} offline`,
      requestType: 'OFF',
      fromTime: '09:00:00',
      toTime: '12:00:00',
    });
    const all = await ok<{ content: ProcessingRow[]; totalElements: number }>(
      'GET',
      `/api/processings?search=${marker}`,
    );
    assert.equal(all.totalElements, 2);
    const offline = await ok<{ content: ProcessingRow[]; totalElements: number }>(
      'GET',
      `/api/processings?search=${marker}&requestType=OFF`,
    );
    assert.deepEqual(
      offline.content.map((row) => [row.description, row.fromTime, row.toTime]),
      [[`${marker} offline`, '09:00:00', '12:00:00']],
    );
    const paged = await ok<{ content: ProcessingRow[]; totalElements: number }>(
      'GET',
      '/api/processings?page=0&size=1',
    );
    assert.equal(paged.content.length, 1);
    assert.ok(paged.totalElements >= 2);
  });

  test('needs the manager permission; another tenant sees none of it', async () => {
    const created = await newProcessing();
    assertError(await call('GET', '/api/processings', undefined, sessions.cliente), 403, FORBIDDEN);
    assertError(await call('POST', '/api/processing', body(), sessions.cliente), 403, FORBIDDEN);
    const beta = sessions['gestore@beta'];
    assertError(await call('GET', `/api/processing/${created.id}`, undefined, beta), 404, 'Elaborazione non trovata');
    const listed = await ok<{ content: ProcessingRow[] }>(
      'GET',
      `/api/processings?search=${created.code}`,
      undefined,
      beta,
    );
    assert.equal(listed.content.length, 0);
    assertError(
      await call('PUT', `/api/processing/${created.id}`, { description: 'x', requestType: 'ON', version: 1 }, beta),
      404,
      'Elaborazione non trovata',
    );
  });
});

describe('processings: clients and products', () => {
  test('links each client and product once, lists them, and removes a link', async () => {
    const processing = await newProcessing();
    const clientId = await clientIdOf('cliente');
    const vis001 = await productOf('VIS001');
    const clients = await ok<Array<{ id: number; clientId: number; client: { head1: string; customerCode: string } }>>(
      'POST',
      `/api/processing/${processing.id}/client`,
      { clientId },
    );
    assert.equal(clients.length, 1);
    assert.equal(clients[0].clientId, clientId);
    assert.ok(clients[0].client.head1 && clients[0].client.customerCode);
    assertError(
      await call('POST', `/api/processing/${processing.id}/client`, { clientId }),
      409,
      'Il cliente è già stato collegato a questa elaborazione',
    );
    const products = await ok<Array<{ id: number; productId: number; product: { productCode: string } }>>(
      'POST',
      `/api/processing/${processing.id}/product`,
      { productId: vis001.id },
    );
    assert.deepEqual(
      products.map((link) => [link.productId, link.product.productCode]),
      [[vis001.id, 'VIS001']],
    );
    assertError(
      await call('POST', `/api/processing/${processing.id}/product`, { productId: vis001.id }),
      409,
      'Il prodotto è già stato collegato a questa elaborazione',
    );
    const read = await ok<ProcessingRow>('GET', `/api/processing/${processing.id}`);
    assert.deepEqual([read.clientCount, read.productCount], [1, 1]);

    await ok('DELETE', `/api/processing/client/${clients[0].id}`);
    assert.deepEqual(await ok('GET', `/api/processing/${processing.id}/clients`), []);
    assertError(await call('DELETE', `/api/processing/client/${clients[0].id}`), 404, 'Collegamento non trovato');
    await ok('DELETE', `/api/processing/product/${products[0].id}`);
    assert.deepEqual(await ok('GET', `/api/processing/${processing.id}/products`), []);
  });

  test("refuses another tenant's client or product, and another tenant's manager", async () => {
    const processing = await newProcessing();
    assertError(
      await call('POST', `/api/processing/${processing.id}/client`, { clientId: await betaClientId() }),
      400,
      'Cliente non trovato',
    );
    const [betaProduct] = await db().query<{ id: number }>(
      `SELECT p.id FROM products p JOIN tenants t ON t.id = p.tenant_id WHERE t.code = 'beta' LIMIT 1`,
    );
    assertError(
      await call('POST', `/api/processing/${processing.id}/product`, { productId: betaProduct.id }),
      400,
      'Prodotto non trovato',
    );
    const links = await ok<Array<{ id: number }>>('POST', `/api/processing/${processing.id}/product`, {
      productId: (await productOf('VIS002')).id,
    });
    const beta = sessions['gestore@beta'];
    assertError(
      await call('DELETE', `/api/processing/product/${links[0].id}`, undefined, beta),
      404,
      'Collegamento non trovato',
    );
    assertError(
      await call('GET', `/api/processing/${processing.id}/products`, undefined, beta),
      404,
      'Elaborazione non trovata',
    );
    assert.equal((await ok<unknown[]>('GET', `/api/processing/${processing.id}/products`)).length, 1);
  });
});

describe('processings in ordering (README "Elaborazioni")', () => {
  const formOf = async (productId: number, session = sessions.cliente) =>
    ok<{ formCode: string | null; window: { from: string; to: string; open: boolean; message: string } | null }>(
      'GET',
      `/api/ordering/products/${productId}/form?subjectType=PG`,
      undefined,
      session,
    );

  async function order(productId: number, formCode: string) {
    return call(
      'POST',
      '/api/requests',
      { productId, tipoSogg: 'PG', subject: COMPANY, formParams: await validParams(formCode, 'PG') },
      sessions.cliente,
    );
  }

  test('outside its hours a request is refused with the window, and nothing is debited; inside it goes through', async () => {
    const product = await productOf('VIS003');
    const processing = await newProcessing({ fromTime: '09:00:00', toTime: '18:00:00', requestType: 'ON' });
    assert.equal((await formOf(product.id)).window, null, 'not linked yet: no limit');
    await ok('POST', `/api/processing/${processing.id}/product`, { productId: product.id });

    now = romeAt('08:59');
    assert.deepEqual((await formOf(product.id)).window, {
      from: '09:00',
      to: '18:00',
      open: false,
      message: 'Servizio disponibile dalle 09:00 alle 18:00',
    });
    const credit = await creditOf('cliente');
    const requests = (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM requests'))[0].n;
    assertError(await order(product.id, product.formCode), 409, 'Servizio disponibile dalle 09:00 alle 18:00');
    assert.equal(await creditOf('cliente'), credit);
    assert.equal((await db().query<{ n: number }>('SELECT count(*)::int AS n FROM requests'))[0].n, requests);

    now = romeAt('09:00');
    assert.equal((await formOf(product.id)).window?.open, true);
    const placed = await order(product.id, product.formCode);
    assert.equal(placed.statusCode, 200, placed.body);

    now = romeAt('18:00'); // the end is excluded
    assertError(await order(product.id, product.formCode), 409, 'Servizio disponibile dalle 09:00 alle 18:00');
    now = new Date('2026-07-01T16:30:00Z'); // 18:30 in Rome in summer (UTC+2): still closed
    assert.equal((await formOf(product.id)).window?.open, false);
  });

  test('a start alone runs to midnight; another request type or a client not linked is not governed', async () => {
    const product = await productOf('VIS004');
    const late = await newProcessing({ fromTime: '20:00:00', requestType: 'ON' });
    await ok('POST', `/api/processing/${late.id}/product`, { productId: product.id });
    now = romeAt('19:30');
    assert.deepEqual((await formOf(product.id)).window, {
      from: '20:00',
      to: '24:00',
      open: false,
      message: 'Servizio disponibile dalle 20:00 alle 24:00',
    });
    now = romeAt('23:59');
    assert.equal((await formOf(product.id)).window?.open, true);

    // Linked to another client only: cliente's client is not governed by it.
    const other = await newProcessing({ fromTime: '01:00:00', toTime: '02:00:00', requestType: 'ON' });
    const vis002 = await productOf('VIS002');
    await ok('POST', `/api/processing/${other.id}/product`, { productId: vis002.id });
    await ok('POST', `/api/processing/${other.id}/client`, { clientId: await clientIdOf('admin') });
    now = romeAt('12:00');
    assert.equal((await formOf(vis002.id)).window, null);
    assert.equal((await formOf(vis002.id, sessions.admin)).window?.open, false);

    // An offline processing does not govern an online product.
    const offline = await newProcessing({ fromTime: '01:00:00', toTime: '02:00:00', requestType: 'OFF' });
    const bil001 = await productOf('BIL001');
    await ok('POST', `/api/processing/${offline.id}/product`, { productId: bil001.id });
    assert.equal((await formOf(bil001.id)).window, null);
  });

  test("its form replaces the product's form for the clients it governs, in the wizard and in the check", async () => {
    const product = await productOf('VIS007');
    const processing = await newProcessing({ form: 'REPORT_AFFIDABILITA', requestType: 'ON' });
    await ok('POST', `/api/processing/${processing.id}/product`, { productId: product.id });
    await ok('POST', `/api/processing/${processing.id}/client`, { clientId: await clientIdOf('cliente') });
    now = romeAt('12:00');
    const form = await formOf(product.id);
    assert.equal(form.formCode, 'REPORT_AFFIDABILITA');
    assert.equal(form.window, null);
    assert.equal((await formOf(product.id, sessions.admin)).formCode, product.formCode);
    // The server checks the request against the processing's form too.
    const response = await order(product.id, 'REPORT_AFFIDABILITA');
    assert.equal(response.statusCode, 200, response.body);
  });
});
