import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { FORBIDDEN, assertError, catalogueClient } from './catalogue-support.ts';
import { COMPANY, orderingHelpers } from './ordering-support.ts';

const catalogue = catalogueClient(['admin', 'cliente', 'gestore']);
const { sessions, call } = catalogue;
const { db, productOf, validParams, orderFor } = orderingHelpers(catalogue);

async function ok<T = unknown>(url: string, session = sessions.admin) {
  const response = await call('GET', url, undefined, session);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context as T;
}

async function order(code: string) {
  const response = await orderFor(sessions.admin, code);
  assert.equal(response.statusCode, 200, response.body);
}

const month = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()).slice(0, 7);

interface Detail {
  vatRate: string;
  lines: Array<{
    productCode: string;
    subjectToVat: boolean;
    requests: number;
    net: string;
    vat: string;
    gross: string;
  }>;
  totals: { requests: number; net: string; vat: string; gross: string };
}

describe('billing detail (/dettaglio-fatturazione)', () => {
  before(async () => {
    // VIS002 is exempt from VAT for this test; VIS001 is not. Prices: 6,50 and 7,90 (the admin's client pays list prices).
    await db().query(`UPDATE products SET subject_to_vat = 'N', default_price = 7.90 WHERE product_code = 'VIS002'`);
    await db().query(`UPDATE products SET default_price = 6.55 WHERE product_code = 'VIS001'`);
    await order('VIS001');
    await order('VIS001');
    await order('VIS001');
    await order('VIS002');
  });

  test("a month's products with VAT only where due, rounded to the cent per line, totals that add up", async () => {
    const detail = await ok<Detail>(`/api/billing/detail?month=${month()}`);
    assert.equal(detail.vatRate, '22');
    const vis001 = detail.lines.find((line) => line.productCode === 'VIS001')!;
    const vis002 = detail.lines.find((line) => line.productCode === 'VIS002')!;
    // 3 × 6,55 = 19,65; 22% = 4,323 → 4,32.
    assert.deepEqual(vis001, { ...vis001, subjectToVat: true, requests: 3, net: '19.65', vat: '4.32', gross: '23.97' });
    assert.deepEqual(vis002, { ...vis002, subjectToVat: false, requests: 1, net: '7.90', vat: '0.00', gross: '7.90' });
    assert.deepEqual(detail.totals, { requests: 4, net: '27.55', vat: '4.32', gross: '31.87' });
  });

  test("the month's net reconciles to the debits of the accounting movements, to the cent", async () => {
    const [{ debits }] = await db().query<{ debits: string }>(
      `SELECT to_char(-sum(m.amount), 'FM9999999990.00') AS debits FROM accounting_movements m
       JOIN users u ON u.client_id = m.client_id AND u.login = 'admin' JOIN tenants t ON t.id = u.tenant_id AND t.code = 'alfa'
       WHERE m.kind = 'REQUEST' AND to_char(m.created_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM') = $1`,
      [month()],
    );
    const months =
      await ok<Array<{ month: string; requests: number; net: string; vat: string; gross: string }>>(
        '/api/billing/months',
      );
    const current = months.find((entry) => entry.month === month())!;
    assert.equal(current.net, debits);
    assert.deepEqual(current, { month: month(), requests: 4, net: '27.55', vat: '4.32', gross: '31.87' });
  });

  test('exports the month to xlsx and as a PDF statement; bad months are refused', async () => {
    const pdf = await call('GET', `/api/billing/detail.pdf?month=${month()}`, undefined, sessions.admin);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    assert.match(String(pdf.headers['content-disposition']), new RegExp(`fatturazione-${month()}\\.pdf`));
    const xlsx = await call('GET', `/api/billing/detail.xlsx?month=${month()}`, undefined, sessions.admin);
    assert.equal(xlsx.statusCode, 200);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK');
    assertError(await call('GET', '/api/billing/detail?month=2026-13', undefined, sessions.admin), 400, /month/);
    const empty = await ok<Detail>('/api/billing/detail?month=2020-01');
    assert.deepEqual(empty.totals, { requests: 0, net: '0.00', vat: '0.00', gross: '0.00' });
  });

  test("a request is billed in its month of Rome's calendar", async () => {
    await order('VIS001');
    await order('VIS001');
    const moved = await db().query<{ id: number }>(`SELECT id FROM requests ORDER BY id DESC LIMIT 2`);
    // 23:30 of 31 March and 00:30 of 1 April in Rome (summer time, UTC+2).
    await db().query(`UPDATE requests SET created_at = '2023-03-31T21:30:00Z' WHERE id = $1`, [moved[0].id]);
    await db().query(`UPDATE requests SET created_at = '2023-03-31T22:30:00Z' WHERE id = $1`, [moved[1].id]);
    const line = { month: '', requests: 1, net: '6.55', vat: '1.44', gross: '7.99' };
    const months = await ok<Array<typeof line>>('/api/billing/months');
    assert.deepEqual(months.slice(-2), [
      { ...line, month: '2023-04' },
      { ...line, month: '2023-03' },
    ]);
    for (const billed of ['2023-03', '2023-04']) {
      const detail = await ok<Detail>(`/api/billing/detail?month=${billed}`);
      assert.deepEqual(
        detail.lines.map((entry) => [entry.productCode, entry.requests, entry.net]),
        [['VIS001', 1, '6.55']],
      );
    }
  });

  test('needs the billing-detail permission', async () => {
    assertError(await call('GET', '/api/billing/months', undefined, sessions.cliente), 403, FORBIDDEN);
  });

  test('a cancelled request gave its price back: it is not billed, as its debit and refund cancel out in the movements', async () => {
    const movements = async () => {
      const [{ net }] = await db().query<{ net: string }>(
        `SELECT to_char(-sum(m.amount), 'FM9999999990.00') AS net FROM accounting_movements m
         JOIN users u ON u.client_id = m.client_id AND u.login = 'admin' JOIN tenants t ON t.id = u.tenant_id AND t.code = 'alfa'
         WHERE m.kind IN ('REQUEST', 'REFUND') AND to_char(m.created_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM') = $1`,
        [month()],
      );
      return net;
    };
    const before = await ok<Detail>(`/api/billing/detail?month=${month()}`);
    const moved = await movements();
    const offline = await productOf('IND008');
    const created = await call(
      'POST',
      '/api/requests',
      {
        productId: offline.id,
        tipoSogg: 'PG',
        subject: COMPANY,
        formParams: await validParams(offline.formCode, 'PG'),
      },
      sessions.admin,
    );
    assert.equal(created.statusCode, 200, created.body);
    const id = created.json().context.idRichiesta as number;
    const billed = await ok<Detail>(`/api/billing/detail?month=${month()}`);
    assert.equal(billed.totals.requests, before.totals.requests + 1, 'an order is billed');
    assert.notEqual(await movements(), moved, 'and debited');
    const cancelled = await call('POST', `/api/requests/${id}/cancel`, undefined, sessions.admin);
    assert.equal(cancelled.statusCode, 200, cancelled.body);

    // Debited and refunded: the movements are back where they were, and so is the bill.
    assert.equal(await movements(), moved);
    const after = await ok<Detail>(`/api/billing/detail?month=${month()}`);
    assert.deepEqual(after.totals, before.totals, 'the refunded request is not billed');
    assert.equal(
      after.lines.find((line) => line.productCode === 'IND008'),
      undefined,
    );
  });
});
