import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { seedLargeClient, type LargeClientSummary } from '../src/seed/large-client.ts';
import { catalogueClient } from './catalogue-support.ts';

/** The bench's large client, loaded small: its data must read as real use through every page. */
const catalogue = catalogueClient(['admin']);
const { sessions, call } = catalogue;
const REQUESTS = 400;
const MONITORINGS = 20;

async function ok<T>(url: string): Promise<T> {
  const response = await call('GET', url, undefined, sessions.admin);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context as T;
}

const cents = (euro: string) => Math.round(Number(euro) * 100);

describe('the large client of the bench', () => {
  let before_: { balance: string; requests: number };
  let summary: LargeClientSummary;

  before(async () => {
    const history = await ok<{ totalElements: number }>('/api/requests/history?size=1');
    const dashboard = await ok<{ balance: string }>('/api/credit/dashboard');
    before_ = { balance: dashboard.balance, requests: history.totalElements };
    summary = await seedLargeClient(catalogue.app.db, {
      tenantCode: 'alfa',
      login: 'admin',
      requests: REQUESTS,
      monitorings: MONITORINGS,
    });
  });

  test("adds the requests to the client's history and leaves its balance where it was", async () => {
    const history = await ok<{ totalElements: number }>('/api/requests/history?size=1');
    assert.equal(history.totalElements, before_.requests + REQUESTS);
    assert.equal(summary.requests, history.totalElements);
    const dashboard = await ok<{ balance: string }>('/api/credit/dashboard');
    assert.equal(dashboard.balance, before_.balance);
  });

  test('each movement carries the balance after it, and debits and the top-up net to zero', async () => {
    const page = await ok<{ content: Array<{ kind: string; amount: string; balanceAfter: string }> }>(
      '/api/credit/movements?size=100',
    );
    const [newest, previous] = page.content;
    assert.equal(cents(newest.balanceAfter), cents(before_.balance));
    assert.equal(cents(previous.balanceAfter) + cents(newest.amount), cents(newest.balanceAfter));
    const [{ net }] = await catalogue.app.db.query<{ net: string }>(
      `SELECT sum(amount)::text AS net FROM accounting_movements WHERE client_id = $1`,
      [summary.clientId],
    );
    assert.equal(cents(net), 0);
  });

  test('the billing months add up to the debits of the period', async () => {
    const months = await ok<Array<{ requests: number; net: string }>>('/api/billing/months');
    assert.equal(
      months.reduce((sum, month) => sum + month.requests, 0),
      summary.requests,
    );
    const [{ debits }] = await catalogue.app.db.query<{ debits: string }>(
      `SELECT (-sum(amount))::text AS debits FROM accounting_movements WHERE client_id = $1 AND kind = 'REQUEST'`,
      [summary.clientId],
    );
    assert.equal(
      months.reduce((sum, month) => sum + cents(month.net), 0),
      cents(debits),
    );
  });

  test('monitorings on distinct companies, some to renew, some with an alert', async () => {
    assert.equal(summary.monitorings, MONITORINGS);
    const all = await ok<{ totalElements: number }>('/api/portfolio/monitorings?size=1');
    assert.equal(all.totalElements, MONITORINGS);
    const renewals = await ok<{ totalElements: number }>('/api/portfolio/monitorings?expiring=true&size=1');
    assert.ok(renewals.totalElements >= 1, 'some expire in the next 30 days');
    assert.ok(summary.alerts >= 1);
    const alerts = await ok<{ totalElements: number }>('/api/portfolio/alerts?size=1');
    assert.equal(alerts.totalElements, summary.alerts);
  });
});
