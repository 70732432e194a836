import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CREDIT_MESSAGES, MESSAGES } from '@portal/contracts/messages';
import { assertError, catalogueClient } from './catalogue-support.ts';
import { COMPANY, orderingHelpers } from './ordering-support.ts';

/**
 * Hardening II §3: the probe's bad inputs that were a 500 on 0b7ecfb, each a 400 with the
 * envelope's message now. The schema fuzzer (schema-fuzz.test.ts) sends the same shapes to
 * every operation.
 */
const catalogue = catalogueClient(['admin', 'gestore', 'cliente']);
const { sessions, call } = catalogue;
const { db, productOf, validParams } = orderingHelpers(catalogue);

describe('bad input is a 400, never a 500', () => {
  test('year 0000 (and years outside 1900-2999) in day and month filters', async () => {
    for (const url of [
      '/api/requests/history?from=0000-01-01',
      '/api/requests/history?to=0001-01-01',
      '/api/billing/detail?month=0000-01',
      '/api/activity?from=0000-01-01',
      '/api/statistics?from=0000-01&to=2026-01',
      '/api/credit/movements?from=0000-01-01',
    ]) {
      const response = await call('GET', url, undefined, sessions.admin);
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.equal(response.json().error, true);
    }
  });

  test("a subject's name longer than its column (256 characters)", async () => {
    const product = await productOf('VIS001');
    const response = await call(
      'POST',
      '/api/requests',
      {
        productId: product.id,
        tipoSogg: 'PG',
        subject: { ...COMPANY, denominazione: 'x'.repeat(256) },
        formParams: await validParams(product.formCode, 'PG'),
      },
      sessions.admin,
    );
    assert.equal(response.statusCode, 400, response.body);
  });

  test('NUL 40 levels deep', async () => {
    let value: unknown = 'a\u0000b';
    for (let level = 0; level < 40; level++) value = level % 2 ? [value] : { x: value };
    const response = await call('POST', '/api/credit/top-ups', { amount: '500', note: value }, sessions.admin);
    assertError(response, 400, MESSAGES.tooDeep);
  });

  test('a top-up past the maximum is refused when asked; one the balance cannot hold, when confirmed', async () => {
    assertError(
      await call('POST', '/api/credit/top-ups', { amount: '9999999999,99' }, sessions.admin),
      400,
      CREDIT_MESSAGES.maximumTopUp,
    );
    // A request left from before the maximum, on a balance near what numeric(12,2) holds.
    const database = await db();
    const [{ clientId, credit }] = await database.query<{ clientId: number; credit: string }>(
      `SELECT c.id AS "clientId", c.credit::text AS credit FROM clients c JOIN users u ON u.client_id = c.id
       JOIN tenants t ON t.id = u.tenant_id WHERE t.code = 'alfa' AND u.login = 'cliente'`,
    );
    const [{ id }] = await database.query<{ id: number }>(
      `INSERT INTO top_up_requests (tenant_id, client_id, requested_by, amount)
       SELECT t.id, $1, u.id, 9999999999.99 FROM tenants t JOIN users u ON u.tenant_id = t.id
       WHERE t.code = 'alfa' AND u.login = 'cliente' RETURNING id`,
      [clientId],
    );
    await database.query('UPDATE clients SET credit = 1000 WHERE id = $1', [clientId]);
    try {
      assertError(
        await call('POST', `/api/back-office/top-ups/${id}/confirm`, undefined, sessions.gestore),
        409,
        CREDIT_MESSAGES.balanceLimit,
      );
      const [after] = await database.query<{ credit: string; status: string }>(
        `SELECT c.credit::text AS credit, t.status FROM clients c, top_up_requests t WHERE c.id = $1 AND t.id = $2`,
        [clientId, id],
      );
      assert.deepEqual(after, { credit: '1000.00', status: 'PENDING' });
    } finally {
      await database.query('UPDATE clients SET credit = $2 WHERE id = $1', [clientId, credit]);
      await database.query(`UPDATE top_up_requests SET status = 'REJECTED' WHERE id = $1`, [id]);
    }
  });
});
