import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FORBIDDEN, STALE, assertError, catalogueClient, uniqueCode } from './catalogue-support.ts';
import { testDb } from './helper.ts';

const catalogue = catalogueClient(['cliente', 'gestore', 'gestore@beta']);
const { sessions, call, ok } = catalogue;

interface LineRow {
  id: number;
  code: string;
  serviceId: number | null;
  order: number;
  productCount: number;
  version: number;
}
interface ServiceRow {
  id: number;
  name: string;
  order: number;
  lineCount: number;
  version: number;
  lines?: LineRow[];
}

const svgIcon = (markup: string) => `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`;
const ICON = svgIcon('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>');
const PNG_ICON = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;

const newService = (name = uniqueCode('Servizio')) =>
  ok<ServiceRow>('POST', '/api/service', { name, description: 'Servizio di prova', icon: ICON });

const lineBody = (serviceId: number, extra: Record<string, unknown> = {}) => ({
  code: uniqueCode('T_LINEA'),
  name: 'Linea di prova',
  description: 'Linea creata dal test',
  serviceId,
  formCode: 'VISURA_PG',
  ...extra,
});

const productIdOf = async (code: string) =>
  (await ok<Array<{ id: number }>>('GET', `/api/field/lookup/accessory-products?search=${code}`))[0].id;

describe('services and lines: the seeded catalogue', () => {
  test('alfa has six services 10000 apart, each line at its service order +100, +200…', async () => {
    const page = await ok<{ content: ServiceRow[]; totalElements: number }>('GET', '/api/services?size=20');
    const seeded = page.content.filter((service) => service.order % 10_000 === 0 && service.order <= 60_000);
    assert.deepEqual(
      seeded.map((service) => service.order),
      [10_000, 20_000, 30_000, 40_000, 50_000, 60_000],
    );
    assert.ok(page.content.every((service) => service.lineCount >= 0));
    const visure = await ok<ServiceRow & { icon: string }>('GET', `/api/service/${seeded[0].id}`);
    assert.equal(visure.name, 'Visure camerali');
    assert.match(visure.icon, /^data:image\/svg\+xml;base64,/);
    assert.deepEqual(
      visure.lines!.map((line) => [line.code, line.order]),
      [
        ['VIS_ORD', 10_100],
        ['VIS_STO', 10_200],
        ['VIS_PF', 10_300],
      ],
    );
    const lines = await ok<{ totalElements: number }>('GET', '/api/lines?size=100');
    assert.ok(lines.totalElements >= 16, `${lines.totalElements}`);
    const ofVisure = await ok<{ content: LineRow[] }>('GET', `/api/lines?serviceId=${visure.id}`);
    assert.deepEqual(ofVisure.content.map((line) => line.code).sort(), ['VIS_ORD', 'VIS_PF', 'VIS_STO']);
    const searched = await ok<{ content: Array<{ code: string; serviceName: string }> }>(
      'GET',
      '/api/lines?search=planimetr',
    );
    assert.deepEqual(
      searched.content.map((line) => [line.code, line.serviceName]),
      [['CAT_PLAN', 'Catasto e immobili']],
    );
  });

  test('beta has a smaller catalogue of its own; a customer reads services and lines too', async () => {
    const beta = await call('GET', '/api/services', undefined, sessions['gestore@beta']);
    const names = beta.json().context.content.map((service: ServiceRow) => service.name);
    assert.ok(!names.includes('Protesti e pregiudizievoli'));
    assert.ok(names.includes('Visure camerali'));
    // Its own products too: fewer (none of alfa's alone, such as the historical extracts), at its own prices.
    const products = await (
      await testDb()
    ).query<{ tenant: string; count: number; historical: number; vis001: string }>(
      `SELECT t.code AS tenant, count(*)::int AS count,
         count(*) FILTER (WHERE p.product_code = 'VIS002')::int AS historical,
         max(p.default_price) FILTER (WHERE p.product_code = 'VIS001')::text AS vis001
       FROM products p JOIN tenants t ON t.id = p.tenant_id WHERE t.code IN ('alfa', 'beta')
         AND p.product_code ~ '^[A-Z]{2,3}[0-9]{3}$' GROUP BY t.code ORDER BY t.code`,
    );
    const [ofAlfa, ofBeta] = products;
    assert.equal(ofBeta.tenant, 'beta');
    assert.ok(ofBeta.count < ofAlfa.count * 0.75, `beta ${ofBeta.count}, alfa ${ofAlfa.count}`);
    assert.deepEqual([ofAlfa.historical, ofBeta.historical], [1, 0]);
    assert.deepEqual([ofAlfa.vis001, ofBeta.vis001], ['6.50', '7.20']);
    const asCustomer = await call('GET', '/api/services', undefined, sessions.cliente);
    assert.equal(asCustomer.statusCode, 200);
    assert.equal((await call('GET', '/api/lines', undefined, sessions.cliente)).statusCode, 200);
  });

  test('line products: PF and PG give the orderable ones for that person, ANY every one', async () => {
    const [line] = (await ok<{ content: LineRow[] }>('GET', '/api/lines?search=IND_PG')).content;
    const all = await ok<Array<{ productCode: string; flagSuspended: string }>>(
      'GET',
      `/api/line/${line.id}/products?type=ANY`,
    );
    assert.deepEqual(all.map((product) => product.productCode).sort(), [
      'IND002',
      'IND005',
      'IND006',
      'IND008',
      'IND011',
    ]);
    const forPersons = await ok<Array<{ productCode: string }>>('GET', `/api/line/${line.id}/products?type=PF`);
    assert.deepEqual(forPersons.map((product) => product.productCode).sort(), ['IND005', 'IND008']);
    const [indPf] = (await ok<{ content: LineRow[] }>('GET', '/api/lines?search=IND_PF')).content;
    const orderable = await ok<Array<{ productCode: string }>>('GET', `/api/line/${indPf.id}/products?type=PF`);
    assert.ok(!orderable.some((product) => product.productCode === 'IND007'), 'suspended left out');
    const every = await ok<Array<{ productCode: string; lineName: string }>>(
      'GET',
      `/api/line/${indPf.id}/allProducts`,
    );
    assert.ok(every.some((product) => product.productCode === 'IND007'));
    assert.ok(every.every((product) => product.lineName === 'Indagini su persone fisiche'));
    assertError(await call('GET', `/api/line/${line.id}/products?type=XX`), 400, /PF, PG, ANY/);
  });

  test('product types and categories', async () => {
    assert.deepEqual(await ok('GET', '/api/product/types'), [
      { value: 'ON', label: 'Online' },
      { value: 'OF', label: 'Offline' },
      { value: 'WS', label: 'Web Service' },
    ]);
    const categories = await ok<Array<{ prodCatCode: string; productType: string }>>('GET', '/api/product/categories');
    assert.ok(categories.some((category) => category.prodCatCode === 'IND' && category.productType === 'OF'));
  });
});

describe('services', () => {
  test('a new service goes last; required texts, unique name in any case, manager only', async () => {
    const before = await ok<{ content: ServiceRow[] }>('GET', '/api/services?size=100');
    const last = Math.max(...before.content.map((service) => service.order));
    const name = uniqueCode('Servizio');
    const created = await newService(name);
    assert.equal(created.order, last + 10_000);
    assert.equal(created.lineCount, 0);
    assert.deepEqual(created.lines, []);
    assertError(
      await call('POST', '/api/service', { name: name.toUpperCase(), description: 'x', icon: ICON }),
      409,
      'Nome servizio già registrato',
    );
    assertError(
      await call('POST', '/api/service', { name: '   ', description: 'x', icon: ICON }),
      400,
      'Campo obbligatorio: "name"',
    );
    assertError(
      await call('POST', '/api/service', { name: 'x'.repeat(65), description: 'x', icon: ICON }),
      400,
      /al massimo 64 caratteri/,
    );
    assertError(
      await call('POST', '/api/service', { name: uniqueCode('S'), description: 'x', icon: ICON }, sessions.cliente),
      403,
      FORBIDDEN,
    );
  });

  test('the icon: jpeg, png or svg held inline, checked, size-bounded, no active SVG', async () => {
    const post = (icon: string) => call('POST', '/api/service', { name: uniqueCode('Icona'), description: 'x', icon });
    assertError(await post(''), 400, 'Icona obbligatoria');
    assertError(
      await post(`data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`),
      400,
      'Only .jpg,.jpeg,.png,.svg file extensions are allowed',
    );
    assertError(
      await post('https://example.com/icon.png'),
      400,
      'Only .jpg,.jpeg,.png,.svg file extensions are allowed',
    );
    assertError(
      await post(`data:image/png;base64,${Buffer.from('not a png').toString('base64')}`),
      400,
      "Il file dell'icona non è un'immagine valida",
    );
    const unsafe = "L'icona SVG contiene script o riferimenti esterni e non può essere usata";
    for (const markup of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="javascript:alert(1)">x</a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>x</div></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://x.example/a)"/></svg>',
      // Hardening II: namespaced script elements passed the patterns on 0b7ecfb; the parser catches them.
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="onmouseover" to="alert(1)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><animate attributeName="href" values="javascript:alert(1)"/></svg>',
    ]) {
      assertError(await post(svgIcon(markup)), 400, unsafe);
    }
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(101 * 1024)]).toString('base64')}`;
    assertError(await post(big), 400, "L'icona non può superare 100 KB");
    const local = svgIcon(
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>',
    );
    assert.equal((await post(local)).statusCode, 200);
    // An ordinary icon with its XML prolog, a comment, paths and a gradient stays acceptable.
    const drawn = svgIcon(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- icona -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">' +
        '<defs><linearGradient id="a" x1="0" x2="1"><stop offset="0" stop-color="#1677ff"/><stop offset="1" stop-color="#69b1ff"/></linearGradient></defs>' +
        '<g fill="none" stroke="url(#a)" stroke-width="2"><path d="M4 4h16v16H4z"/><circle cx="12" cy="12" r="3"/></g></svg>',
    );
    const response = await post(drawn);
    assert.equal(response.statusCode, 200, response.body);
    // What is stored is the parsed, cleaned markup: an unknown attribute is left out, the drawing kept.
    const kept = await post(
      svgIcon('<svg xmlns="http://www.w3.org/2000/svg" focusable="false"><path d="M1 1h2"/></svg>'),
    );
    assert.equal(kept.statusCode, 200, kept.body);
    const stored = Buffer.from(String(kept.json().context.icon).split(',')[1], 'base64').toString();
    assert.equal(stored, '<svg xmlns="http://www.w3.org/2000/svg"><path d="M1 1h2"></path></svg>');
    assert.equal((await post(PNG_ICON)).statusCode, 200);
  });

  test('saving with its line table: joined lines at +100, +200 in that order, the others leave', async () => {
    const service = await newService();
    const a = await ok<LineRow>('POST', '/api/line', lineBody(service.id));
    const b = await ok<LineRow>('POST', '/api/line', lineBody(service.id));
    assert.equal(a.order, service.order + 100, 'a new line goes after the last of its service');
    assert.equal(b.order, service.order + 200);
    const unassigned = (await ok<LineRow[]>('GET', '/api/available/lines?search=LIB')).find(
      (line) => line.code === 'LIB',
    )!;
    assert.equal(unassigned.serviceId, null);

    const current = await ok<ServiceRow>('GET', `/api/service/${service.id}`);
    const saved = await ok<ServiceRow & { description: string }>('PUT', `/api/service/${service.id}`, {
      name: 'ignorato: il nome è bloccato',
      description: 'Nuova descrizione',
      icon: PNG_ICON,
      version: current.version,
      lines: [
        { id: b.id, version: b.version },
        { id: unassigned.id, version: unassigned.version },
      ],
    });
    assert.equal(saved.name, service.name);
    assert.equal(saved.description, 'Nuova descrizione');
    assert.deepEqual(
      saved.lines!.map((line) => [line.id, line.order]),
      [
        [b.id, service.order + 100],
        [unassigned.id, service.order + 200],
      ],
    );
    const left = await ok<LineRow>('GET', `/api/line/${a.id}`);
    assert.equal(left.serviceId, null, 'removed from the table: no service');
    const available = await ok<LineRow[]>('GET', `/api/available/lines?serviceId=${service.id}&search=${a.code}`);
    assert.deepEqual(
      available.map((line) => line.id),
      [a.id],
    );
  });

  test('a stale service or line cancels the whole save; concurrent saves do not lose a change', async () => {
    const service = await newService();
    const line = await ok<LineRow>('POST', '/api/line', lineBody(service.id));
    const read = await ok<ServiceRow>('GET', `/api/service/${service.id}`);
    const first = await call('PUT', `/api/service/${service.id}`, {
      name: read.name,
      description: 'Prima modifica',
      icon: ICON,
      version: read.version,
    });
    assert.equal(first.statusCode, 200);
    const second = await call('PUT', `/api/service/${service.id}`, {
      name: read.name,
      description: 'Seconda modifica, sulla versione vecchia',
      icon: ICON,
      version: read.version,
    });
    assertError(second, 409, STALE);
    assert.deepEqual(second.json().context, { currentVersion: read.version + 1 });

    const fresh = await ok<ServiceRow & { description: string }>('GET', `/api/service/${service.id}`);
    const staleLine = await call('PUT', `/api/service/${service.id}`, {
      name: fresh.name,
      description: 'Con una linea non aggiornata',
      icon: ICON,
      version: fresh.version,
      lines: [{ id: line.id, version: line.version + 5 }],
    });
    assertError(staleLine, 409, STALE);
    const after = await ok<ServiceRow & { description: string }>('GET', `/api/service/${service.id}`);
    assert.equal(after.description, 'Prima modifica', 'rolled back with the line');
    assert.equal(after.version, fresh.version);
    assert.deepEqual(
      after.lines!.map((row) => row.id),
      [line.id],
    );
    assertError(
      await call('PUT', `/api/service/${service.id}`, {
        name: fresh.name,
        description: 'x',
        icon: ICON,
        version: fresh.version,
        lines: [
          { id: line.id, version: line.version },
          { id: line.id, version: line.version },
        ],
      }),
      400,
      "Un elemento compare più volte nell'elenco",
    );
  });

  test('list reorder: (page × size + 1) × 10000, then +10000; a stale one cancels all', async () => {
    const [x, y] = [await newService(), await newService()];
    const moved = await ok<ServiceRow[]>('PUT', '/api/services/order', {
      page: 2,
      size: 5,
      services: [
        { id: y.id, version: y.version },
        { id: x.id, version: x.version },
      ],
    });
    assert.deepEqual(
      moved.map((service) => [service.id, service.order]),
      [
        [y.id, 110_000],
        [x.id, 120_000],
      ],
    );
    const refused = await call('PUT', '/api/services/order', {
      page: 0,
      size: 20,
      services: [
        { id: x.id, version: x.version + 1 },
        { id: y.id, version: y.version },
      ],
    });
    assertError(refused, 409, STALE);
    const yAfter = await ok<ServiceRow>('GET', `/api/service/${y.id}`);
    assert.equal(yAfter.order, 110_000, 'nothing moved');
    assertError(
      await call('PUT', '/api/services/order', { page: 0, size: 0, services: [{ id: x.id, version: 1 }] }),
      400,
      /size/,
    );
  });

  test('a service with lines is not removed, and the answer says how many hold it', async () => {
    const service = await newService();
    await ok('POST', '/api/line', lineBody(service.id));
    const refused = await call('DELETE', `/api/service/${service.id}`);
    assertError(refused, 409, 'Il servizio ha una linea collegata e non può essere rimosso');
    assert.deepEqual(refused.json().context, { lineCount: 1 });
    const empty = await newService();
    assert.equal((await call('DELETE', `/api/service/${empty.id}`)).statusCode, 200);
    assertError(await call('GET', `/api/service/${empty.id}`), 404, 'Servizio non trovato');
  });

  test("another tenant's service is not found, nor usable for a line", async () => {
    const beta = (await call('GET', '/api/services', undefined, sessions['gestore@beta'])).json().context.content[0];
    assertError(await call('GET', `/api/service/${beta.id}`), 404, 'Servizio non trovato');
    assertError(await call('DELETE', `/api/service/${beta.id}`), 404, 'Servizio non trovato');
    assertError(
      await call('PUT', `/api/service/${beta.id}`, { name: 'x', description: 'x', icon: ICON, version: beta.version }),
      404,
      'Servizio non trovato',
    );
    assertError(await call('POST', '/api/line', lineBody(beta.id)), 400, 'Servizio non trovato');
  });
});

describe('lines', () => {
  test('create: unique code in any case, existing form, order below 9999; availability', async () => {
    const service = await newService();
    const body = lineBody(service.id, { order: 50 });
    const created = await ok<LineRow & { formDescription: string }>('POST', '/api/line', body);
    assert.equal(created.code, body.code.toUpperCase());
    assert.equal(created.order, 50);
    assert.ok(created.formDescription);
    const taken = await call('GET', `/api/line/line-code/availability?lineCode=${body.code.toLowerCase()}`);
    assert.deepEqual(taken.json(), {
      error: false,
      message: 'Codice linea già registrata',
      context: { available: false },
    });
    assertError(
      await call('POST', '/api/line', { ...lineBody(service.id), code: body.code.toLowerCase() }),
      409,
      'Codice linea già registrata',
    );
    assertError(await call('POST', '/api/line', lineBody(service.id, { order: 9999 })), 400, /minore o uguale a 9998/);
    assertError(
      await call('POST', '/api/line', lineBody(service.id, { formCode: 'NESSUNA' })),
      400,
      'Form non trovata',
    );
    assertError(
      await call('POST', '/api/line', lineBody(service.id, { name: ' ' })),
      400,
      'Campo obbligatorio: "name"',
    );
    assertError(await call('POST', '/api/line', lineBody(service.id, { serviceId: 'uno' })), 400, /serviceId/);
    assertError(
      await call('POST', '/api/line', lineBody(service.id, { code: 'x'.repeat(65) })),
      400,
      /al massimo 64 caratteri/,
    );
    assertError(await call('POST', '/api/line', lineBody(service.id), sessions.cliente), 403, FORBIDDEN);
  });

  test('products are added and removed with the line save: a removed product has no line', async () => {
    const service = await newService();
    const [first, second] = [await productIdOf('BIL003'), await productIdOf('BIL004')];
    const line = await ok<LineRow>('POST', '/api/line', lineBody(service.id, { productIds: [first, second] }));
    assert.equal(line.productCount, 2);
    const saved = await ok<LineRow>('PUT', `/api/line/${line.id}`, {
      ...lineBody(service.id),
      code: 'IGNORATO',
      order: 1,
      version: line.version,
      productIds: [second],
    });
    assert.equal(saved.code, line.code, 'the code stays');
    assert.equal(saved.order, line.order, 'the order stays');
    assert.equal(saved.productCount, 1);
    const removed = await ok<Array<{ id: number; lineId: number | null }>>(
      'GET',
      `/api/line/products-not-in/${line.id}?search=BIL003`,
    );
    assert.equal(removed.find((product) => product.id === first)?.lineId, null);
    assertError(
      await call('PUT', `/api/line/${line.id}`, { ...lineBody(service.id), version: line.version }),
      409,
      STALE,
    );
    assertError(
      await call('PUT', `/api/line/${line.id}`, {
        ...lineBody(service.id),
        version: saved.version,
        productIds: [2_000_000],
      }),
      400,
      'Prodotto non trovato',
    );
    const refused = await call('DELETE', `/api/line/${line.id}`);
    assertError(refused, 409, 'La linea ha un prodotto collegato e non può essere rimossa');
    await ok('PUT', `/api/line/${line.id}`, { ...lineBody(service.id), version: saved.version, productIds: [] });
    assert.equal((await call('DELETE', `/api/line/${line.id}`)).statusCode, 200);
    assertError(await call('GET', `/api/line/${line.id}`), 404, 'Linea non trovata');
  });

  test('PUT /api/lines moves and reorders in one transaction', async () => {
    const [s1, s2] = [await newService(), await newService()];
    const a = await ok<LineRow>('POST', '/api/line', lineBody(s1.id));
    const b = await ok<LineRow>('POST', '/api/line', lineBody(s1.id));
    const placed = await ok<LineRow[]>('PUT', '/api/lines', [
      { id: a.id, version: a.version, serviceId: s2.id, order: 5 },
      { id: b.id, version: b.version, serviceId: null, order: 0 },
    ]);
    assert.deepEqual(
      placed.map((line) => [line.serviceId, line.order]),
      [
        [s2.id, 5],
        [null, 0],
      ],
    );
    const refused = await call('PUT', '/api/lines', [
      { id: a.id, version: a.version + 1, serviceId: s1.id, order: 7 },
      { id: b.id, version: b.version, serviceId: s1.id, order: 8 },
    ]);
    assertError(refused, 409, STALE);
    assert.equal((await ok<LineRow>('GET', `/api/line/${a.id}`)).serviceId, s2.id, 'nothing moved');
    assertError(await call('PUT', '/api/lines', []), 400, "L'elenco deve contenere almeno un elemento");
  });

  test("another tenant's line is not found; its products cannot be taken", async () => {
    const betaLine = (await call('GET', '/api/lines', undefined, sessions['gestore@beta'])).json().context.content[0];
    assertError(await call('GET', `/api/line/${betaLine.id}`), 404, 'Linea non trovata');
    assertError(await call('DELETE', `/api/line/${betaLine.id}`), 404, 'Linea non trovata');
    assertError(
      await call('PUT', '/api/lines', [{ id: betaLine.id, version: betaLine.version, serviceId: null, order: 0 }]),
      404,
      'Linea non trovata',
    );
    const betaProducts = (
      await call('GET', `/api/line/${betaLine.id}/allProducts`, undefined, sessions['gestore@beta'])
    ).json().context;
    const service = await newService();
    assertError(
      await call('POST', '/api/line', lineBody(service.id, { productIds: [betaProducts[0].id] })),
      400,
      'Prodotto non trovato',
    );
  });
});
