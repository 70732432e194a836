import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { FORBIDDEN, assertError, catalogueClient } from './catalogue-support.ts';
import { orderingHelpers } from './ordering-support.ts';

const catalogue = catalogueClient(['admin', 'cliente', 'gestore']);
const { sessions, call } = catalogue;
const { db, orderFor } = orderingHelpers(catalogue);

async function order(code: string) {
  const response = await orderFor(sessions.admin, code);
  assert.equal(response.statusCode, 200, response.body);
}

const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()).slice(0, 7);

interface Stats {
  months: string[];
  buckets: Array<{ month: string; key: string; label: string; requests: number; spend: string }>;
  totals: { requests: number; spend: string };
  previous: { from: string; to: string; requests: number; spend: string };
}

const stats = async (query: string) => {
  const response = await call('GET', `/api/statistics?${query}`, undefined, sessions.admin);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context as Stats;
};

let offline = '';
describe('statistics (/statistiche)', () => {
  before(async () => {
    const [row] = await db().query<{ code: string }>(
      `SELECT p.product_code AS code FROM products p JOIN product_categories pc ON pc.id = p.product_category_id
       JOIN lines l ON l.id = p.line_id AND l.active JOIN tenants t ON t.id = p.tenant_id
       WHERE t.code = 'alfa' AND pc.product_type = 'OF' AND p.flag_suspended = 'N' AND p.customer_vis = 'S'
         AND p.persona_giuridica AND p.search = false ORDER BY p.product_code LIMIT 1`,
    );
    offline = row.code;
    await db().query(`UPDATE products SET default_price = 6.00 WHERE product_code = 'VIS001'`);
    await db().query(`UPDATE products SET default_price = 10.00 WHERE product_code = 'BIL001'`);
    await db().query(`UPDATE products SET default_price = 25.00 WHERE product_code = $1`, [offline]);
    await order('VIS001');
    await order('VIS001');
    await order('BIL001');
    await order(offline);
  });

  test('by type: online and offline, per month, with the totals', async () => {
    const month = thisMonth();
    const result = await stats(`from=${month}&to=${month}&groupBy=type`);
    assert.deepEqual(result.months, [month]);
    assert.deepEqual(
      result.buckets.map((bucket) => [bucket.month, bucket.label, bucket.requests, bucket.spend]),
      [
        [month, 'Offline', 1, '25.00'],
        [month, 'Online', 3, '22.00'],
      ],
    );
    assert.deepEqual(result.totals, { requests: 4, spend: '47.00' });
    // A period without requests: no bucket, totals of zero.
    const empty = await stats('from=2001-01&to=2001-03&groupBy=service');
    assert.deepEqual([empty.buckets, empty.totals], [[], { requests: 0, spend: '0.00' }]);
  });

  test('by product and by user; the period before for comparison; every month of the period listed', async () => {
    const month = thisMonth();
    const byProduct = await stats(`from=${month}&to=${month}&groupBy=product`);
    const vis001 = byProduct.buckets.find((bucket) => bucket.key === 'VIS001')!;
    assert.deepEqual([vis001.requests, vis001.spend], [2, '12.00']);
    const byUser = await stats(`from=${month}&to=${month}&groupBy=user`);
    assert.deepEqual(
      byUser.buckets.map((bucket) => [bucket.label, bucket.requests]),
      [['Alessandro Conti', 4]],
    );
    const year = Number(month.slice(0, 4)) - 1;
    const long = await stats(`from=${year}-${month.slice(5)}&to=${month}&groupBy=service`);
    assert.equal(long.months.length, 13);
    assert.equal(long.months.at(-1), month);
    const shift = (yyyymm: string, months: number) => {
      const date = new Date(Date.UTC(Number(yyyymm.slice(0, 4)), Number(yyyymm.slice(5, 7)) - 1 + months, 1));
      return date.toISOString().slice(0, 7);
    };
    assert.deepEqual([long.previous.from, long.previous.to], [shift(long.months[0], -13), shift(long.months[0], -1)]);
    assert.deepEqual([long.previous.requests, long.previous.spend], [0, '0.00']);
  });

  test("a request counts in its month of Rome's calendar, in its group and in the period before", async () => {
    await order('VIS001');
    await order('VIS001');
    const moved = await db().query<{ id: number; key: string; name: string }>(
      `SELECT r.id, s.id::text AS key, s.name FROM requests r
       JOIN lines l ON l.id = r.line_id JOIN services s ON s.id = l.service_id ORDER BY r.id DESC LIMIT 2`,
    );
    // 23:30 of 31 March and 00:30 of 1 April in Rome (summer time, UTC+2).
    await db().query(`UPDATE requests SET created_at = '2023-03-31T21:30:00Z' WHERE id = $1`, [moved[0].id]);
    await db().query(`UPDATE requests SET created_at = '2023-03-31T22:30:00Z' WHERE id = $1`, [moved[1].id]);
    const { key, name } = moved[0];
    for (const groupBy of ['service', 'product', 'user', 'type']) {
      const result = await stats(`from=2023-02&to=2023-05&groupBy=${groupBy}`);
      assert.deepEqual(
        result.buckets.map((bucket) => [bucket.month, bucket.requests, bucket.spend]),
        [
          ['2023-03', 1, '6.00'],
          ['2023-04', 1, '6.00'],
        ],
        groupBy,
      );
      assert.deepEqual(result.totals, { requests: 2, spend: '12.00' });
    }
    const byService = await stats('from=2023-03&to=2023-04&groupBy=service');
    assert.deepEqual(
      byService.buckets.map((bucket) => [bucket.key, bucket.label]),
      [
        [key, name],
        [key, name],
      ],
    );
    const after = await stats('from=2023-05&to=2023-06&groupBy=type');
    assert.deepEqual([after.buckets, after.totals], [[], { requests: 0, spend: '0.00' }]);
    assert.deepEqual(after.previous, { from: '2023-03', to: '2023-04', requests: 2, spend: '12.00' });
  });

  test('refuses a period that ends before it starts or is too long; needs the statistics permission', async () => {
    assertError(
      await call('GET', '/api/statistics?from=2026-05&to=2026-01&groupBy=type', undefined, sessions.admin),
      400,
      'Il mese iniziale deve precedere quello finale',
    );
    assertError(
      await call('GET', '/api/statistics?from=2010-01&to=2026-01&groupBy=type', undefined, sessions.admin),
      400,
      'Scegliere al massimo 60 mesi',
    );
    assertError(
      await call('GET', '/api/statistics?from=2026-1&to=2026-01&groupBy=type', undefined, sessions.admin),
      400,
      /from/,
    );
    assertError(
      await call('GET', '/api/statistics?from=2026-01&to=2026-01&groupBy=type', undefined, sessions.cliente),
      403,
      FORBIDDEN,
    );
  });
});
