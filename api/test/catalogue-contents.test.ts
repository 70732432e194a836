import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { testDb } from './helper.ts';
import { FORBIDDEN, STALE, NOT_FOUND, assertError, catalogueClient } from './catalogue-support.ts';
const catalogue = catalogueClient(['cliente', 'gestore', 'gestore@beta']);
const { sessions, call } = catalogue;

async function createContent(
  description = 'Contenuto di prova',
  icon = 'mat_outline:star',
  session = sessions.gestore,
) {
  const response = await call('POST', '/api/content', { description, icon }, session);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context;
}

async function productId(code: string): Promise<number> {
  const [product] = (await call('GET', `/api/field/lookup/accessory-products?search=${code}`)).json().context;
  return product.id;
}

describe('contents', () => {
  test('the seed has about 10 contents with icons, ordered, most with products', async () => {
    const page = (await call('GET', '/api/contents?size=20')).json().context;
    assert.ok(page.totalElements >= 10, `${page.totalElements}`);
    const orders = page.content.map((content: { order: number }) => content.order);
    assert.deepEqual(
      orders,
      [...orders].sort((a, b) => a - b),
    );
    assert.ok(page.content.every((content: { icon: string }) => content.icon.startsWith('mat_outline:')));
    const visure = page.content.find((content: { description: string }) => content.description === 'Visure camerali');
    assert.equal(visure.hasProducts, true);
    assert.ok(visure.productCount >= 5);
    const novita = page.content.find(
      (content: { description: string }) => content.description === 'Novità del catalogo',
    );
    assert.equal(novita.hasProducts, false);
    const searched = (await call('GET', '/api/contents?search=CATASTO')).json().context;
    assert.deepEqual(
      searched.content.map((content: { description: string }) => content.description),
      ['Catasto e immobili'],
    );
    const sized = (await call('GET', '/api/contents?size=5&page=1')).json().context;
    assert.equal(sized.content.length, 5);
    assert.deepEqual(sized.content[0], page.content[5]);
    assertError(await call('GET', '/api/contents', undefined, sessions.cliente), 403, FORBIDDEN);
  });

  test('every signed-in user can read the whole list (customer content filter)', async () => {
    const all = (await call('GET', '/api/available/contents', undefined, sessions.cliente)).json().context;
    assert.ok(all.length >= 10);
    assert.equal((await catalogue.app.inject({ method: 'GET', url: '/api/available/contents' })).statusCode, 401);
  });

  test('POST creates at the end of the order; validation messages', async () => {
    const before = (await call('GET', '/api/available/contents')).json().context;
    const maxOrder = Math.max(...before.map((content: { order: number }) => content.order));
    const created = await createContent('  Nuovo contenuto  ');
    assert.equal(created.description, 'Nuovo contenuto');
    assert.equal(created.order, maxOrder + 10);
    assert.equal(created.version, 1);
    assert.equal(created.hasProducts, false);
    assert.deepEqual(created.contentProduct, []);
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [
        { description: 'D'.repeat(501), icon: 'x' },
        'Valore non valido per "description": deve contenere al massimo 500 caratteri',
      ],
      [{ description: '', icon: 'x' }, 'Campo obbligatorio: "description"'],
      [{ description: '   ', icon: 'x' }, 'Campo obbligatorio: "description"'],
      [{ description: 'x' }, 'Campo obbligatorio: "icon"'],
      [
        { description: 'x', icon: 'I'.repeat(129) },
        'Valore non valido per "icon": deve contenere al massimo 128 caratteri',
      ],
      [{ description: 5, icon: 'x' }, 'Valore non valido per "description": deve essere un testo'],
      [{ description: 'x', icon: 'x', colore: 'blu' }, 'Proprietà non consentita: "colore"'],
    ];
    for (const [body, message] of cases) assertError(await call('POST', '/api/content', body), 400, message);
    assertError(await call('POST', '/api/content', { description: 'x', icon: 'x' }, sessions.cliente), 403, FORBIDDEN);
  });

  test('GET by id: 404 for another tenant or unknown, 400 for a non-numeric id', async () => {
    const created = await createContent();
    assert.deepEqual((await call('GET', `/api/content/${created.id}`)).json().context, created);
    assertError(await call('GET', `/api/content/${created.id}`, undefined, sessions['gestore@beta']), 404, NOT_FOUND);
    assertError(await call('GET', '/api/content/99999999'), 404, NOT_FOUND);
    assertError(await call('GET', '/api/content/new'), 400, /^Valore non valido per "id"/);
    assertError(await call('GET', `/api/content/${created.id}`, undefined, sessions.cliente), 403, FORBIDDEN);
  });

  test('PUT with the version; stale 409; order is read-only', async () => {
    const created = await createContent();
    const updated = await call('PUT', '/api/content', {
      ...created,
      description: 'Descrizione aggiornata',
      icon: 'mat_outline:gavel',
      order: 1,
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().context.version, 2);
    assert.equal(updated.json().context.icon, 'mat_outline:gavel');
    assert.equal(updated.json().context.order, created.order);
    const stale = await call('PUT', '/api/content', { ...created, description: 'In conflitto' });
    assertError(stale, 409, STALE);
    assert.deepEqual(stale.json().context, { currentVersion: 2 });
    assertError(
      await call('PUT', '/api/content', { ...created, version: 2 }, sessions['gestore@beta']),
      404,
      NOT_FOUND,
    );
    assertError(await call('PUT', '/api/content', { ...created, id: 99999999 }), 404, NOT_FOUND);
    const { version: _version, ...noVersion } = created;
    assertError(await call('PUT', '/api/content', noVersion), 400, 'Campo obbligatorio: "version"');
  });

  test('PUT /api/contents saves a new order, all or nothing', async () => {
    const a = await createContent('Ordine A');
    const b = await createContent('Ordine B');
    const saved = await call('PUT', '/api/contents', [
      { id: a.id, order: b.order, version: a.version },
      { id: b.id, order: a.order, version: b.version },
    ]);
    assert.equal(saved.statusCode, 200, saved.body);
    const [newA, newB] = saved.json().context;
    assert.equal(newA.order, b.order);
    assert.equal(newB.order, a.order);
    const stale = await call('PUT', '/api/contents', [
      { id: a.id, order: 1, version: newA.version },
      { id: b.id, order: 2, version: b.version },
    ]);
    assertError(stale, 409, STALE);
    assert.equal((await call('GET', `/api/content/${a.id}`)).json().context.order, b.order, 'nothing saved');
    assertError(await call('PUT', '/api/contents', []), 400, 'Indicare almeno un elemento');
    assertError(await call('PUT', '/api/contents', [{ id: a.id, order: -1, version: 1 }]), 400, /"0.order"/);
    assertError(await call('PUT', '/api/contents', [{ ...newA, order: 3 }], sessions['gestore@beta']), 404, NOT_FOUND);
  });
});

describe('content products', () => {
  test('lists the products of a content with type, days, suspension and line', async () => {
    const visure = (await call('GET', '/api/contents?search=Visure%20camerali')).json().context.content[0];
    const products = (await call('GET', `/api/content/${visure.id}/products`)).json().context;
    assert.equal(products.length, visure.productCount);
    const codes = products.map((product: { productCode: string }) => product.productCode);
    assert.deepEqual(codes, [...codes].sort());
    const suspended = products.find((product: { productCode: string }) => product.productCode === 'VIS006');
    assert.equal(suspended.flagSuspended, 'S');
    assert.equal(suspended.productType, 'ON');
    assert.equal(suspended.evasDays, 1);
    assert.ok('lineName' in suspended);
    const detail = (await call('GET', `/api/content/${visure.id}`)).json().context;
    assert.equal(detail.contentProduct.length, products.length);
    assert.deepEqual(detail.contentProduct[0], { contentId: visure.id, productId: detail.contentProduct[0].productId });
    assertError(
      await call('GET', `/api/content/${visure.id}/products`, undefined, sessions['gestore@beta']),
      404,
      NOT_FOUND,
    );
  });

  test('add, refuse duplicates, list not-in, remove; removal of a content with products refused', async () => {
    const content = await createContent('Con prodotti');
    const id = await productId('PRO001');
    const notIn = (await call('GET', `/api/content/${content.id}/products-not-in?search=PRO0`)).json().context;
    assert.ok(notIn.some((product: { id: number }) => product.id === id));

    const added = await call('POST', `/api/content/${content.id}/product`, { productId: id });
    assert.equal(added.statusCode, 200, added.body);
    assert.deepEqual(
      added.json().context.map((product: { productCode: string }) => product.productCode),
      ['PRO001'],
    );
    assertError(
      await call('POST', `/api/content/${content.id}/product`, { productId: id }),
      409,
      'Il prodotto è già collegato a questo contenuto',
    );
    const after = (await call('GET', `/api/content/${content.id}/products-not-in?search=PRO0`)).json().context;
    assert.ok(!after.some((product: { id: number }) => product.id === id));
    assert.equal((await call('GET', `/api/content/${content.id}`)).json().context.hasProducts, true);

    const refused = await call('DELETE', `/api/content/${content.id}`);
    assertError(refused, 409, 'Il contenuto ha prodotti collegati e non può essere rimosso');

    const removed = await call('DELETE', `/api/content/${content.id}/product/${id}`);
    assert.deepEqual(removed.json().context, []);
    assertError(await call('DELETE', `/api/content/${content.id}/product/${id}`), 404, NOT_FOUND);
    assert.equal((await call('DELETE', `/api/content/${content.id}`)).statusCode, 200);
    assertError(await call('GET', `/api/content/${content.id}`), 404, NOT_FOUND);
  });

  test('bad input and other tenants', async () => {
    const content = await createContent();
    const alfaProduct = await productId('PRO001');
    assertError(await call('POST', `/api/content/${content.id}/product`, { productId: 99999999 }), 404, NOT_FOUND);
    assertError(
      await call('POST', `/api/content/${content.id}/product`, { productId: '5' }),
      400,
      /deve essere un numero intero/,
    );
    assertError(await call('POST', `/api/content/${content.id}/product`, {}), 400, 'Campo obbligatorio: "productId"');
    const betaContent = await createContent('Contenuto beta', 'mat_outline:star', sessions['gestore@beta']);
    assertError(
      await call(
        'POST',
        `/api/content/${betaContent.id}/product`,
        { productId: alfaProduct },
        sessions['gestore@beta'],
      ),
      404,
      NOT_FOUND,
    );
    assertError(
      await call('POST', `/api/content/${betaContent.id}/product`, { productId: alfaProduct }),
      404,
      NOT_FOUND,
    );
    assertError(await call('DELETE', `/api/content/${betaContent.id}`), 404, NOT_FOUND);
    assertError(
      await call('GET', `/api/content/${content.id}/products-not-in?search=${'x'.repeat(129)}`),
      400,
      /al massimo 128 caratteri/,
    );
    assertError(await call('DELETE', `/api/content/${content.id}`, undefined, sessions.cliente), 403, FORBIDDEN);
    assertError(
      await call('POST', `/api/content/${content.id}/product`, { productId: alfaProduct }, sessions.cliente),
      403,
      FORBIDDEN,
    );
  });

  test('products-not-in gives at most 50', async () => {
    const content = await createContent();
    const db = await testDb();
    // Enough extra products in alfa to exceed the cap.
    await db.query(
      `INSERT INTO products (tenant_id, product_code, full_product_code, description, descr_estratto_conto)
       SELECT t.id, 'TMAX' || g || '_' || $1, 'TMAX' || g, 'Prodotto di prova ' || g, 'x'
       FROM tenants t, generate_series(1, 20) g WHERE t.code = 'alfa'`,
      [process.pid],
    );
    const products = (await call('GET', `/api/content/${content.id}/products-not-in`)).json().context;
    assert.equal(products.length, 50);
  });
});
