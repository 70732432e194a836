import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { catalogueClient } from './catalogue-support.ts';

const catalogue = catalogueClient(['cliente', 'admin', 'cliente@beta']);
const { sessions, call } = catalogue;

interface Row {
  productId: number;
  serviceName: string | null;
  lineName: string;
  productCode: string;
  fullProductCode: string;
  description: string;
  price: string;
}

const page = async (query: string, session = sessions.cliente) => {
  const response = await call('GET', `/api/ordering/price-list?${query}`, undefined, session);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context as { content: Row[]; totalElements: number };
};

describe("the customer's price list (/price-list)", () => {
  test('every orderable product with the price the quote charges, for each user (one pricing)', async () => {
    const all = await page('size=100');
    assert.ok(all.totalElements >= 20, `${all.totalElements} products`);
    for (const session of [sessions.cliente, sessions.admin]) {
      const rows = (await page('size=100', session)).content;
      for (const row of rows.slice(0, 15)) {
        const quote = await call('GET', `/api/requests/quote?productId=${row.productId}`, undefined, session);
        assert.equal(quote.json().context.price, row.price, `${row.productCode}`);
      }
    }
    // The demo customer's client has the CONVENZIONE list: VIS001 at 5,00 instead of 6,50.
    const vis001 = (await page('search=VIS001')).content.find((row) => row.productCode === 'VIS001')!;
    assert.equal(vis001.price, '5.00');
    const forAdmin = (await page('search=VIS001', sessions.admin)).content.find((row) => row.productCode === 'VIS001')!;
    assert.equal(forAdmin.price, '6.50');
  });

  test('grouped by service and line, searched by product, line or service, paged', async () => {
    const first = await page('size=5');
    assert.equal(first.content.length, 5);
    const second = await page('size=5&page=1');
    assert.notDeepEqual(
      first.content.map((row) => row.productId),
      second.content.map((row) => row.productId),
    );
    const visure = await page('search=visura&size=100');
    assert.ok(visure.content.length > 0);
    assert.ok(visure.content.every((row) => /visur/i.test(`${row.description} ${row.lineName} ${row.serviceName}`)));
    // Suspended products are not for sale.
    assert.equal((await page('search=VIS006')).content.filter((row) => row.productCode === 'VIS006').length, 0);
  });

  test('exports what the page shows to xlsx, amounts as euro, and each tenant sees its own', async () => {
    const response = await call('GET', '/api/ordering/price-list/export?search=VIS00', undefined, sessions.cliente);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-disposition']), /listino-prezzi\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Listino')!;
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), [
      'Servizio',
      'Linea',
      'Codice',
      'Prodotto',
      'Tipo',
      'Giorni di evasione',
      'Prezzo',
    ]);
    const rows = (await page('search=VIS00&size=100')).content;
    assert.equal(sheet.rowCount, rows.length + 1);
    const vis001 = rows.findIndex((row) => row.productCode === 'VIS001');
    assert.equal(sheet.getRow(vis001 + 2).getCell(7).value, 5);
    assert.equal(sheet.getColumn(7).numFmt, '#,##0.00 "€"');

    const beta = await page('size=100', sessions['cliente@beta']);
    const alfaIds = new Set((await page('size=100')).content.map((row) => row.productId));
    assert.ok(beta.content.every((row) => !alfaIds.has(row.productId)));
    assert.equal((await catalogue.app.inject({ method: 'GET', url: '/api/ordering/price-list' })).statusCode, 401);
  });
});
