import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FORBIDDEN, assertError, catalogueClient } from './catalogue-support.ts';
import { COMPANY, orderingHelpers } from './ordering-support.ts';

const catalogue = catalogueClient(['admin', 'gestore', 'cliente', 'gestore@beta']);
const { sessions, call } = catalogue;
const { productOf, validParams, creditOf } = orderingHelpers(catalogue);

/** As the administrator unless another session is given. */
const ok = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, session = sessions.admin) =>
  catalogue.ok<T>(method, url, payload, session);

interface Dashboard {
  balance: string;
  threshold: string | null;
  months: Array<{ month: string; spent: string; toppedUp: string }>;
  topUps: Array<{ id: number; status: string; amount: string }>;
}

async function order() {
  const vis001 = await productOf('VIS001');
  return ok<{ credit: string; price: string }>('POST', '/api/requests', {
    productId: vis001.id,
    tipoSogg: 'PG',
    subject: COMPANY,
    formParams: await validParams(vis001.formCode, 'PG'),
  });
}

const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()).slice(0, 7);

describe('the credit dashboard (/cruscotto)', () => {
  test('balance, 12 months of spend, and movements with the balance after each', async () => {
    const before = await ok<Dashboard>('GET', '/api/credit/dashboard');
    assert.equal(before.balance, await creditOf('admin'));
    assert.equal(before.months.length, 12);
    assert.equal(before.months.at(-1)!.month, thisMonth());
    const created = await order();
    const after = await ok<Dashboard>('GET', '/api/credit/dashboard');
    const spentBefore = Number(before.months.at(-1)!.spent) * 100;
    assert.equal(Math.round(Number(after.months.at(-1)!.spent) * 100), spentBefore + 650);
    assert.equal(after.balance, created.credit);
    const movements = await ok<{ content: Array<{ kind: string; amount: string; balanceAfter: string }> }>(
      'GET',
      '/api/credit/movements?size=5',
    );
    assert.deepEqual(
      [movements.content[0].kind, movements.content[0].amount, movements.content[0].balanceAfter],
      ['REQUEST', '-6.50', created.credit],
    );
    const topUps = await ok<{ content: unknown[] }>('GET', '/api/credit/movements?kind=TOP_UP');
    assert.ok(Array.isArray(topUps.content));
  });

  test('a debit that crosses below the threshold notifies the dashboard users of the client, once', async () => {
    const balance = await creditOf('admin');
    const threshold = (Number(balance) - 1).toFixed(2);
    const saved = await call(
      'PUT',
      '/api/credit/alert-threshold',
      { threshold: threshold.replace('.', ',') },
      sessions.admin,
    );
    assert.equal(saved.json().message, 'Soglia di avviso salvata');
    assert.equal(saved.json().context.threshold, threshold);
    const unread = async () =>
      (await ok<Array<{ subject: string; text: string }>>('GET', '/api/my-notifications')).filter(
        (notification) => notification.subject === 'Credito sotto la soglia',
      );
    const seen = (await unread()).length;
    await order();
    const alerts = await unread();
    assert.equal(alerts.length, seen + 1);
    assert.match(alerts[0].text, /sotto la soglia di avviso di/);
    await order(); // already below: no new alert
    assert.equal((await unread()).length, seen + 1);
    await ok('PUT', '/api/credit/alert-threshold', { threshold: null });
  });

  test('a top-up of at least 500,00 € waits for the back office, which credits it in one transaction', async () => {
    assertError(
      await call('POST', '/api/credit/top-ups', { amount: '499,99' }, sessions.admin),
      400,
      'La ricarica minima è di 500,00 €',
    );
    assertError(await call('POST', '/api/credit/top-ups', { amount: '500.001' }, sessions.admin), 400, /amount/);
    const asked = await ok<{ id: number; status: string; amount: string }>('POST', '/api/credit/top-ups', {
      amount: '750,5',
      note: 'Bonifico del 24/11',
    });
    assert.deepEqual([asked.status, asked.amount], ['PENDING', '750.50']);
    const balance = await creditOf('admin');

    const queue = await ok<{ content: Array<{ id: number; status: string }> }>(
      'GET',
      '/api/back-office/top-ups?status=PENDING',
      undefined,
      sessions.gestore,
    );
    assert.ok(queue.content.some((topUp) => topUp.id === asked.id));
    assertError(
      await call('POST', `/api/back-office/top-ups/${asked.id}/confirm`, undefined, sessions['gestore@beta']),
      404,
      'Richiesta di ricarica non trovata',
    );
    const confirmed = await ok<{ status: string; decidedBy: string }>(
      'POST',
      `/api/back-office/top-ups/${asked.id}/confirm`,
      undefined,
      sessions.gestore,
    );
    assert.deepEqual([confirmed.status, confirmed.decidedBy], ['CONFIRMED', 'Giulia Bianchi']);
    assert.equal(Math.round(Number(await creditOf('admin')) * 100), Math.round(Number(balance) * 100) + 75_050);
    const [movement] = (
      await ok<{ content: Array<{ kind: string; amount: string; balanceAfter: string }> }>(
        'GET',
        '/api/credit/movements?kind=TOP_UP',
      )
    ).content;
    assert.deepEqual(
      [movement.kind, movement.amount, movement.balanceAfter],
      ['TOP_UP', '750.50', await creditOf('admin')],
    );
    assertError(
      await call('POST', `/api/back-office/top-ups/${asked.id}/confirm`, undefined, sessions.gestore),
      409,
      'La richiesta di ricarica è già stata gestita',
    );
    const told = await ok<Array<{ subject: string }>>('GET', '/api/my-notifications');
    assert.ok(told.some((notification) => notification.subject === 'Ricarica confermata'));
  });

  test('a rejection needs its reason, moves nothing, and tells the requester', async () => {
    const asked = await ok<{ id: number }>('POST', '/api/credit/top-ups', { amount: '500' });
    const balance = await creditOf('admin');
    assertError(
      await call('POST', `/api/back-office/top-ups/${asked.id}/reject`, { reason: '' }, sessions.gestore),
      400,
      /reason/,
    );
    const rejected = await ok<{ status: string; reason: string }>(
      'POST',
      `/api/back-office/top-ups/${asked.id}/reject`,
      { reason: 'Bonifico non ricevuto' },
      sessions.gestore,
    );
    assert.deepEqual([rejected.status, rejected.reason], ['REJECTED', 'Bonifico non ricevuto']);
    assert.equal(await creditOf('admin'), balance);
    const dashboard = await ok<Dashboard>('GET', '/api/credit/dashboard');
    assert.equal(dashboard.topUps.find((topUp) => topUp.id === asked.id)!.status, 'REJECTED');
  });

  test('needs the credit-dashboard permission; the queue needs the manager permission', async () => {
    assertError(await call('GET', '/api/credit/dashboard', undefined, sessions.cliente), 403, FORBIDDEN);
    assertError(await call('POST', '/api/credit/top-ups', { amount: '600' }, sessions.cliente), 403, FORBIDDEN);
    assertError(await call('GET', '/api/back-office/top-ups', undefined, sessions.cliente), 403, FORBIDDEN);
  });
});
