import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { FORBIDDEN, assertError, catalogueClient } from './catalogue-support.ts';
import { COMPANY, orderingHelpers } from './ordering-support.ts';
import { monitoringMonths } from '../src/modules/requests/service.ts';

const catalogue = catalogueClient(['admin', 'gestore', 'cliente']);
const { sessions, call } = catalogue;
const { db, productOf, validParams } = orderingHelpers(catalogue);

const ok = <T = unknown>(method: 'GET' | 'POST', url: string, payload?: unknown, session = sessions.admin) =>
  catalogue.ok<T>(method, url, payload, session);

/** An order for the anchor company; a monitoring product's with 'Attiva monitoraggio' on, for 12 months. */
async function order(code: string, params: Record<string, unknown> = { MONITORAGGIO: true, PERIODO_MONITORAGGIO: 12 }) {
  const product = await productOf(code);
  const formParams = { ...(await validParams(product.formCode, 'PG')) };
  if (product.formCode === 'MONITORAGGIO') Object.assign(formParams, params);
  return call(
    'POST',
    '/api/requests',
    { productId: product.id, tipoSogg: 'PG', subject: COMPANY, formParams },
    sessions.admin,
  );
}

interface MonitoringRow {
  id: number;
  subjectCode: string;
  expiresAt: string;
  active: boolean;
  alerts: number;
}

describe("a monitoring starts only as the customer chose it ('Attiva monitoraggio', its months)", () => {
  const fields = [{ fieldCode: 'MONITORAGGIO' }, { fieldCode: 'PERIODO_MONITORAGGIO' }];
  test("off: none; on: the months asked, else the product's; a form without the switch: the product's", () => {
    assert.equal(monitoringMonths(12, fields, { MONITORAGGIO: false, PERIODO_MONITORAGGIO: 12 }), null);
    assert.equal(monitoringMonths(12, fields, {}), null);
    assert.equal(monitoringMonths(12, fields, { MONITORAGGIO: true, PERIODO_MONITORAGGIO: 6 }), 6);
    assert.equal(monitoringMonths(12, fields, { MONITORAGGIO: true }), 12);
    assert.equal(monitoringMonths(12, [], {}), 12);
    assert.equal(monitoringMonths(null, fields, { MONITORAGGIO: true }), null, 'a product that monitors nothing');
  });
});

describe('investigations portfolio and monitoring', () => {
  before(async () => {
    assert.equal((await order('VIS001')).statusCode, 200);
    const monitored = await order('MON001');
    assert.equal(monitored.statusCode, 200, monitored.body);
  });

  test("an order with 'Attiva monitoraggio' off starts no monitoring", async () => {
    const [other] = await db().query<{ codiceFiscale: string; partitaIva: string; denominazione: string }>(
      `SELECT codice_fiscale AS "codiceFiscale", partita_iva AS "partitaIva", denominazione FROM companies c
       JOIN tenants t ON t.id = c.tenant_id WHERE t.code = 'alfa' AND codice_fiscale = partita_iva ORDER BY c.id DESC LIMIT 1 OFFSET 5`,
    );
    const product = await productOf('MON001');
    const formParams = {
      ...(await validParams(product.formCode, 'PG')),
      CF_PIVA: other.partitaIva,
      MONITORAGGIO: false,
    };
    const response = await call(
      'POST',
      '/api/requests',
      { productId: product.id, tipoSogg: 'PG', subject: other, formParams },
      sessions.admin,
    );
    assert.equal(response.statusCode, 200, response.body);
    const found = (
      await ok<{ content: MonitoringRow[] }>('GET', `/api/portfolio/monitorings?search=${other.codiceFiscale}`)
    ).content;
    assert.deepEqual(found, []);
  });

  test('a monitoring product puts the subject under monitoring for 12 months, in its request', async () => {
    const monitorings = (await ok<{ content: MonitoringRow[] }>('GET', '/api/portfolio/monitorings')).content;
    const mine = monitorings.find((row) => row.subjectCode === COMPANY.codiceFiscale)!;
    assert.ok(mine.active);
    const months = (new Date(mine.expiresAt).getTime() - Date.now()) / (30.4 * 24 * 3600 * 1000);
    assert.ok(months > 11.5 && months < 12.5, `${months} months`);
    // A second one within the year is refused (and debits nothing).
    const again = await order('MON001');
    assert.equal(again.statusCode, 409);
    const subjects = (
      await ok<{ content: Array<{ subjectCode: string; requests: number; monitoredUntil: string | null }> }>(
        'GET',
        `/api/portfolio/subjects?search=${COMPANY.codiceFiscale}`,
      )
    ).content;
    assert.equal(subjects[0].requests, 2);
    assert.equal(subjects[0].monitoredUntil, mine.expiresAt);
  });

  test('the renewal list holds those expiring in the next 30 days; a renewal extends from the expiry', async () => {
    assert.equal(
      (await ok<{ content: MonitoringRow[] }>('GET', '/api/portfolio/monitorings?expiring=true')).content.length,
      0,
    );
    await db().query(`UPDATE monitorings SET expires_at = now() + interval '10 days' WHERE subject_code = $1`, [
      COMPANY.codiceFiscale,
    ]);
    await db().query(`UPDATE requests SET created_at = now() - interval '355 days' WHERE subject_code = $1`, [
      COMPANY.codiceFiscale,
    ]);
    const expiring = (await ok<{ content: MonitoringRow[] }>('GET', '/api/portfolio/monitorings?expiring=true'))
      .content;
    assert.deepEqual(
      expiring.map((row) => row.subjectCode),
      [COMPANY.codiceFiscale],
    );
    const renewed = await order('MON001');
    assert.equal(renewed.statusCode, 200, renewed.body);
    const [row] = (
      await ok<{ content: MonitoringRow[] }>('GET', `/api/portfolio/monitorings?search=${COMPANY.codiceFiscale}`)
    ).content;
    const days = (new Date(row.expiresAt).getTime() - Date.now()) / (24 * 3600 * 1000);
    assert.ok(days > 370 && days < 380, `${days} days: 10 left + 12 months`);
  });

  test("a change recorded by the back office alerts the subject's monitorings and notifies their users", async () => {
    const change = await ok<{ alerts: number; subjectCode: string }>(
      'POST',
      '/api/back-office/subject-changes',
      { subjectCode: COMPANY.codiceFiscale, kind: 'protest', description: 'Protesto levato il 20/11/2026' },
      sessions.gestore,
    );
    assert.equal(change.alerts, 1);
    const alerts = (await ok<{ content: Array<{ kind: string; description: string }> }>('GET', '/api/portfolio/alerts'))
      .content;
    assert.deepEqual([alerts[0].kind, alerts[0].description], ['protest', 'Protesto levato il 20/11/2026']);
    const notifications = await ok<Array<{ subject: string; text: string }>>('GET', '/api/my-notifications');
    assert.ok(notifications.some((n) => n.subject.includes(COMPANY.codiceFiscale) && n.text.startsWith('Protesto:')));
    // A subject nobody monitors: recorded, no alert.
    const quiet = await ok<{ alerts: number }>(
      'POST',
      '/api/back-office/subject-changes',
      { subjectCode: '99999999999', kind: 'address', description: 'Nuova sede' },
      sessions.gestore,
    );
    assert.equal(quiet.alerts, 0);
  });

  test('permissions and bad input', async () => {
    assertError(await call('GET', '/api/portfolio/subjects', undefined, sessions.cliente), 403, FORBIDDEN);
    assertError(
      await call(
        'POST',
        '/api/back-office/subject-changes',
        { subjectCode: COMPANY.codiceFiscale, kind: 'protest', description: 'x' },
        sessions.cliente,
      ),
      403,
      FORBIDDEN,
    );
    assertError(
      await call(
        'POST',
        '/api/back-office/subject-changes',
        { subjectCode: 'abc', kind: 'protest', description: 'x' },
        sessions.gestore,
      ),
      400,
      /subjectCode/,
    );
    assertError(
      await call(
        'POST',
        '/api/back-office/subject-changes',
        { subjectCode: COMPANY.codiceFiscale, kind: 'meteo', description: 'x' },
        sessions.gestore,
      ),
      400,
      /kind/,
    );
  });
});
