import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  FORBIDDEN,
  NOT_FOUND,
  STALE,
  assertError,
  catalogueClient,
  multipart,
  uniqueCode,
} from './catalogue-support.ts';
import { MORE_SEED_PRODUCTS, SEED_PRODUCTS } from '../src/seed/catalogue-data.ts';
import { SEED_SERVICES, SEED_UNASSIGNED_LINES } from '../src/seed/services-data.ts';

const catalogue = catalogueClient(['cliente', 'gestore', 'gestore@beta']);
const { sessions, call, ok } = catalogue;

interface ListItem {
  id: number;
  productCode: string;
  fullProductCode: string;
  productType: string | null;
  configurationStatus: 'G' | 'Y' | 'R';
  flagSuspended: 'S' | 'N';
  lineId: number | null;
  lineName: string | null;
  serviceName: string | null;
}
interface ProductRow extends ListItem {
  version: number;
  parentId: number | null;
  children: Array<{ id: number; productCode: string }>;
  contentIds: number[];
  purchasableProducts: Array<{ id: number }>;
  massiveUploadSplit: boolean;
  defaultPrice: string | null;
  demoFilePf: string | null;
  demoFilePg: string | null;
  productFileSheetPf: string | null;
  productCategoryId: number;
}
type Page<T> = { content: T[]; totalElements: number };

const byCode = async (code: string) =>
  (await ok<Page<ListItem>>('GET', `/api/products?search=${code}&size=100`)).content.find(
    (product) => product.productCode === code,
  )!;

async function newProductBody(extra: Record<string, unknown> = {}) {
  const line = (await ok<Page<{ id: number }>>('GET', '/api/lines?search=VIS_ORD')).content[0];
  const category = (await ok<Array<{ id: number; prodCatCode: string }>>('GET', '/api/product/categories')).find(
    (item) => item.prodCatCode === 'VIS',
  )!;
  return {
    productCode: uniqueCode('T_PROD'),
    description: 'Prodotto di prova',
    descrEstrattoConto: 'Prodotto di prova',
    lineId: line.id,
    productCategoryId: category.id,
    evasDays: 2,
    ...extra,
  };
}

describe('products: the seeded catalogue and the list filters', () => {
  test('sixty products of every type, each but the accessory one in a line', async () => {
    const all = await ok<Page<ListItem>>('GET', '/api/products?size=100');
    assert.ok(all.totalElements >= 60, `${all.totalElements}`);
    const types = new Set(all.content.map((product) => product.productType));
    assert.deepEqual([...types].sort(), ['OF', 'ON', 'WS']);
    assert.deepEqual(
      all.content.filter((product) => product.lineId === null).map((product) => product.productCode),
      ['URG001'],
    );
    const statuses = new Set(all.content.map((product) => product.configurationStatus));
    assert.deepEqual([...statuses].sort(), ['G', 'R', 'Y']);
    const vis001 = all.content.find((product) => product.productCode === 'VIS001')!;
    assert.equal(vis001.fullProductCode, 'VIS.VIS001');
    assert.equal(vis001.serviceName, 'Visure camerali');
    const detail = await ok<ProductRow & { search: boolean; nuovaRicerca: boolean }>(
      'GET',
      `/api/product/${(await byCode('VIS008')).id}`,
    );
    assert.equal(detail.search, true);
    assert.equal(detail.nuovaRicerca, true);
    const urgent = await ok<ProductRow>('GET', `/api/product/${(await byCode('IND009')).id}`);
    assert.equal(urgent.parentId, (await byCode('IND001')).id);
    const parent = await ok<ProductRow>('GET', `/api/product/${urgent.parentId}`);
    assert.deepEqual(
      parent.children.map((child) => child.productCode),
      ['IND009'],
    );
  });

  test('filters by service, line, type, category and configuration status, with search', async () => {
    const services = await ok<Page<{ id: number; name: string }>>('GET', '/api/services?size=20');
    const visure = services.content.find((service) => service.name === 'Visure camerali')!;
    const ofVisure = await ok<Page<ListItem>>('GET', `/api/products?serviceId=${visure.id}&size=100`);
    assert.ok(ofVisure.totalElements > 5);
    assert.ok(ofVisure.content.every((product) => product.serviceName === 'Visure camerali'));
    const line = (await ok<Page<{ id: number }>>('GET', '/api/lines?search=VIS_STO')).content[0];
    const ofLine = await ok<Page<ListItem>>('GET', `/api/products?lineId=${line.id}`);
    assert.deepEqual(
      ofLine.content.map((product) => product.productCode),
      ['VIS002', 'VIS004', 'VIS006'],
    );
    const ws = await ok<Page<ListItem>>('GET', '/api/products?productType=WS&size=100');
    assert.ok(ws.content.length >= 4 && ws.content.every((product) => product.productType === 'WS'));
    const toConfigure = await ok<Page<ListItem>>('GET', '/api/products?configurationStatus=Y&size=100');
    assert.ok(toConfigure.content.length >= 4);
    assert.ok(toConfigure.content.every((product) => product.configurationStatus === 'Y'));
    const suspended = await ok<Page<ListItem>>('GET', '/api/products?configurationStatus=R&size=100');
    assert.ok(suspended.content.every((product) => product.flagSuspended === 'S'));
    const both = await ok<Page<ListItem>>('GET', `/api/products?configurationStatus=Y&search=report&size=100`);
    assert.deepEqual(
      both.content.map((product) => product.productCode),
      ['REP009', 'REP012'],
    );
    assertError(await call('GET', '/api/products?configurationStatus=X'), 400, /configurationStatus/);
    assertError(await call('GET', '/api/products?lineId=0'), 400, /lineId/);
    assertError(await call('GET', '/api/products', undefined, sessions.cliente), 403, FORBIDDEN);
    // Another tenant's catalogue is its own.
    const beta = (await call('GET', `/api/products?serviceId=${visure.id}`, undefined, sessions['gestore@beta'])).json()
      .context as Page<ListItem>;
    assert.equal(beta.totalElements, 0);
  });

  test('search by text and by ids stay within the tenant', async () => {
    const found = await ok<Array<{ productCode: string }>>('GET', '/api/products/search?search=visura');
    assert.ok(found.length > 3 && found.length <= 50);
    const ids = [(await byCode('VIS001')).id, (await byCode('BIL001')).id];
    const listed = await ok<ListItem[]>('GET', `/api/products/by-ids?ids=${ids[0]}&ids=${ids[1]}`);
    assert.deepEqual(
      listed.map((product) => product.productCode),
      ['BIL001', 'VIS001'],
    );
    const beta = (await call('GET', `/api/products/by-ids?ids=${ids[0]}`, undefined, sessions['gestore@beta'])).json()
      .context;
    assert.deepEqual(beta, []);
    const parents = await ok<Array<{ productCode: string }>>(
      'GET',
      '/api/products/search?search=IND0&parentsOnly=true',
    );
    assert.ok(!parents.some((product) => product.productCode === 'IND009'));
  });
});

describe('products: create and update', () => {
  test('creates with a unique code in any case, then updates under the version', async () => {
    const body = await newProductBody({ defaultPrice: '12.50', enableMassiveUpload: false, massiveUploadSplit: true });
    const created = await ok<ProductRow>('POST', '/api/product', body);
    assert.equal(created.productCode, body.productCode.toUpperCase());
    assert.equal(created.fullProductCode, `VIS.${created.productCode}`);
    assert.equal(created.defaultPrice, '12.50');
    assert.equal(created.massiveUploadSplit, false, 'the split needs massive upload');
    assert.equal(created.configurationStatus, 'Y');
    assertError(
      await call('POST', '/api/product', { ...body, productCode: body.productCode.toLowerCase() }),
      409,
      'Codice prodotto già registrato',
    );

    const contents = await ok<Page<{ id: number }>>('GET', '/api/contents?size=3');
    const target = (await byCode('VIS002')).id;
    const updated = await ok<ProductRow>('PUT', `/api/product/${created.id}`, {
      ...body,
      version: created.version,
      description: 'Prodotto aggiornato',
      contentIds: contents.content.map((content) => content.id).slice(0, 2),
      purchasableProductIds: [target],
      enableMassiveUpload: true,
      massiveUploadSplit: true,
      configurationStatus: 'G',
    });
    assert.equal(updated.version, created.version + 1);
    assert.deepEqual(
      updated.contentIds,
      contents.content
        .map((content) => content.id)
        .slice(0, 2)
        .sort((a, b) => a - b),
    );
    assert.deepEqual(
      updated.purchasableProducts.map((product) => product.id),
      [target],
    );
    assert.equal(updated.massiveUploadSplit, true);
    // A save that leaves the lists out keeps them.
    const again = await ok<ProductRow>('PUT', `/api/product/${created.id}`, { ...body, version: updated.version });
    assert.equal(again.contentIds.length, 2);
    assertError(await call('PUT', `/api/product/${created.id}`, { ...body, version: created.version }), 409, STALE);
    assertError(
      await call('PUT', `/api/product/${created.id}`, { ...body, version: again.version }, sessions['gestore@beta']),
      404,
      'Prodotto non trovato',
    );
    assertError(
      await call('PUT', `/api/product/${created.id}`, { ...body, version: again.version }, sessions.cliente),
      403,
      FORBIDDEN,
    );
  });

  test('refuses bad input with its Italian message, never a 500', async () => {
    const body = await newProductBody();
    const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
      [{ description: '   ' }, 400, /description/],
      [{ evasDays: 99999 }, 400, /evasDays/],
      [{ evasDays: 'due' }, 400, /evasDays/],
      [{ defaultPrice: '12.345' }, 400, /defaultPrice/],
      [{ defaultPrice: 12.5 }, 400, /defaultPrice/],
      [{ lineId: 999999 }, 400, 'Linea non trovata'],
      [{ productCategoryId: 999999 }, 400, 'Categoria prodotto non trovata'],
      [{ formCode: 'NON_ESISTE' }, 400, 'Form non trovata'],
      [{ urgent: true }, 400, 'Il prodotto padre è obbligatorio per un prodotto urgente'],
      [{ reportUrl: 'javascript:alert(1)' }, 400, 'Inserire un indirizzo che inizi con http://, https:// o /'],
      [{ contentIds: [999999] }, 400, 'Contenuto non trovato'],
      [{ purchasableProductIds: [999999] }, 400, 'Prodotto non trovato'],
      [{ productCode: 'con spazi' }, 400, /Il codice può contenere solo/],
      [{ unknown: 1 }, 400, /unknown/],
    ];
    for (const [extra, status, message] of cases) {
      assertError(await call('POST', '/api/product', { ...body, ...extra }), status, message);
    }
  });

  test('a parent is required when urgent, and is neither the product itself nor a child', async () => {
    const body = await newProductBody();
    const child = (await byCode('IND009')).id;
    const parent = (await byCode('IND001')).id;
    assertError(
      await call('POST', '/api/product', { ...body, urgent: true, parentId: child }),
      400,
      'Il prodotto padre non può essere a sua volta un prodotto figlio',
    );
    const urgent = await ok<ProductRow>('POST', '/api/product', {
      ...body,
      urgent: true,
      parentId: (await byCode('IND002')).id,
    });
    assertError(
      await call('PUT', `/api/product/${urgent.id}`, {
        ...body,
        version: urgent.version,
        urgent: true,
        parentId: urgent.id,
      }),
      400,
      'Il prodotto padre non può essere il prodotto stesso',
    );
    const parentRow = await ok<ProductRow & Record<string, unknown>>('GET', `/api/product/${parent}`);
    assertError(
      await call('PUT', `/api/product/${parent}`, {
        productCode: parentRow.productCode,
        description: 'Indagine',
        descrEstrattoConto: 'Indagine',
        lineId: parentRow.lineId,
        productCategoryId: parentRow.productCategoryId,
        evasDays: 5,
        version: parentRow.version,
        parentId: (await byCode('IND002')).id,
      }),
      400,
      'Un prodotto con prodotti figli non può avere un padre',
    );
    // Another tenant's product is not a parent here.
    const betaProduct = (
      await call('GET', '/api/products/search?search=IND002', undefined, sessions['gestore@beta'])
    ).json().context[0].id as number;
    assertError(
      await call('POST', '/api/product', {
        ...body,
        productCode: uniqueCode('T_PROD'),
        urgent: true,
        parentId: betaProduct,
      }),
      400,
      'Prodotto non trovato',
    );
  });
});

describe('products: demo files and product sheets', () => {
  const upload = (id: number, path: string, body: ReturnType<typeof multipart>, session = sessions.gestore) =>
    catalogue.app.inject({
      method: 'POST',
      url: `/api/product/${id}/${path}`,
      headers: { ...session.headers, 'content-type': body.contentType },
      payload: body.payload,
    });

  test('uploads, downloads the same bytes and removes the PF demo file; PG and sheets are apart', async () => {
    const id = (await byCode('VIS005')).id;
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 10, 13]);
    const answer = await upload(
      id,
      'upload-demo-file/true',
      multipart([{ name: 'file', filename: 'demo visura.pdf', type: 'application/pdf', data: bytes }]),
    );
    assert.equal(answer.statusCode, 200, answer.body);
    const product = answer.json().context as ProductRow;
    assert.equal(product.demoFilePf, 'demo visura.pdf');
    assert.equal(product.demoFilePg, null);
    const sheet = await upload(
      id,
      'upload-file-sheet/false',
      multipart([{ name: 'file', filename: 'scheda.xlsx', data: 'x' }]),
    );
    assert.equal(sheet.json().context.productFileSheetPg, 'scheda.xlsx');

    const download = await call('GET', `/api/product/${id}/demo-file/true`);
    assert.equal(download.statusCode, 200);
    assert.deepEqual(download.rawPayload, bytes);
    assert.match(String(download.headers['content-disposition']), /filename\*=UTF-8''demo%20visura\.pdf/);
    assertError(await call('GET', `/api/product/${id}/demo-file/false`), 404, 'File non presente');
    assertError(
      await call('GET', `/api/product/${id}/demo-file/true`, undefined, sessions['gestore@beta']),
      404,
      'Prodotto non trovato',
    );
    assertError(await call('GET', `/api/product/${id}/demo-file/true`, undefined, sessions.cliente), 403, FORBIDDEN);
    assertError(await call('GET', `/api/product/${id}/demo-file/maybe`), 400, /pf/);

    const removed = await ok<ProductRow>('DELETE', `/api/product/${id}/demo-file/true`);
    assert.equal(removed.demoFilePf, null);
    assertError(await call('DELETE', `/api/product/${id}/demo-file/true`), 404, 'File non presente');
    assertError(
      await upload(id, 'upload-demo-file/true', multipart([{ name: 'file', filename: 'vuoto.pdf', data: '' }])),
      400,
      "Errore durante l'upload del file",
    );
    assertError(
      await upload(999999, 'upload-demo-file/true', multipart([{ name: 'file', filename: 'a', data: 'a' }])),
      404,
      'Prodotto non trovato',
    );
    assertError(await call('GET', '/api/product/999999'), 404, 'Prodotto non trovato');
    assertError(await call('GET', '/api/product/abc'), 400, /id/);
    assert.ok(NOT_FOUND);
  });
});

describe('product categories', () => {
  test('create with a unique code, rename (full codes follow), remove only when unused', async () => {
    const code = uniqueCode('CAT').slice(0, 30);
    const created = await ok<{ id: number; prodCatCode: string; productCount: number }>(
      'POST',
      '/api/product/category',
      {
        prodCatCode: code,
        description: 'Categoria di prova',
        productType: 'OF',
      },
    );
    assert.equal(created.productCount, 0);
    assertError(
      await call('POST', '/api/product/category', {
        prodCatCode: code.toLowerCase(),
        description: 'x',
        productType: 'ON',
      }),
      409,
      'Codice categoria già registrato',
    );
    const product = await ok<ProductRow>(
      'POST',
      '/api/product',
      await newProductBody({ productCategoryId: created.id }),
    );
    assert.equal(product.fullProductCode, `${code.toUpperCase()}.${product.productCode}`);
    assertError(await call('DELETE', `/api/product/category/${created.id}`), 409, /usata da un prodotto/);
    const renamed = `${code}_N`;
    await ok('PUT', `/api/product/category/${created.id}`, {
      prodCatCode: renamed,
      description: 'Rinominata',
      productType: 'OF',
    });
    assert.equal(
      (await ok<ProductRow>('GET', `/api/product/${product.id}`)).fullProductCode,
      `${renamed.toUpperCase()}.${product.productCode}`,
    );
    assertError(
      await call('PUT', `/api/product/category/${created.id}`, {
        prodCatCode: renamed,
        description: 'x',
        productType: 'XX',
      }),
      400,
      /productType/,
    );
    assertError(
      await call(
        'POST',
        '/api/product/category',
        { prodCatCode: 'X', description: 'x', productType: 'ON' },
        sessions.cliente,
      ),
      403,
      FORBIDDEN,
    );
    assertError(
      await call('DELETE', `/api/product/category/${created.id}`, undefined, sessions['gestore@beta']),
      404,
      'Categoria prodotto non trovata',
    );
    const empty = await ok<{ id: number }>('POST', '/api/product/category', {
      prodCatCode: `${code}_E`,
      description: 'Vuota',
      productType: 'WS',
    });
    await ok('DELETE', `/api/product/category/${empty.id}`);
  });
});

test('no two products of a seeded line share a name: the customer tells the cards apart (issue 46)', () => {
  const names = new Map(
    [...SEED_PRODUCTS, ...MORE_SEED_PRODUCTS].map((product) => [product.code, product.description]),
  );
  const lines = [...SEED_SERVICES.flatMap((service) => service.lines), ...SEED_UNASSIGNED_LINES];
  for (const line of lines) {
    const described = line.products.map((code) => names.get(code));
    assert.ok(described.every(Boolean), `${line.code}: ogni prodotto è nel catalogo`);
    assert.equal(new Set(described).size, described.length, `${line.code}: ${described.join(', ')}`);
  }
});
