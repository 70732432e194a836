import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Value } from 'typebox/value';
import { ForeignCompany } from '@portal/contracts/api/foreign';
import { FOREIGN_MESSAGES, ORDERING_MESSAGES } from '@portal/contracts/messages';
import { createForeignProvider } from '../src/foreign/create-provider.ts';
import { assertError, catalogueClient } from './catalogue-support.ts';
import type { Session } from './helper.ts';
import { orderingHelpers } from './ordering-support.ts';

const catalogue = catalogueClient(['admin', 'cliente']);
const { sessions, call } = catalogue;
const { db, creditOf, setCredit } = orderingHelpers(catalogue);
const cents = (euro: string) => Math.round(Number(euro) * 100);

async function ok<T>(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  session: Session = sessions.admin,
): Promise<T> {
  const response = await call(method, url, payload, session);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context as T;
}

/** A company of the embedded data set with the given provider answers. */
async function companyWhere(condition: string): Promise<string> {
  const [row] = await db().query<{ id: string }>(
    `SELECT c.company_id AS id FROM foreign_companies c JOIN foreign_nations n ON n.iso_code = c.iso_code
     WHERE ${condition} ORDER BY c.company_id LIMIT 1`,
  );
  return row.id;
}

interface Availability {
  available: boolean;
  products: Array<{ productCode: string; price: string }>;
  offline: { productCode: string; price: string };
  translation: { productCode: string; price: string };
}

describe('foreign-company reports (spec 001 §2.4, §4)', () => {
  test('nations and a paged search in the provider shape, the VAT number as identifier type 120', async () => {
    const nations = await ok<Array<{ isoCode: string; denominazioneNazione: string; codProd: string | null }>>(
      'GET',
      '/api/coface/nation-codes',
    );
    assert.ok(nations.length >= 25);
    assert.ok(
      nations.some((nation) => nation.isoCode === 'DE' && nation.denominazioneNazione === 'Germania' && nation.codProd),
    );
    assert.ok(
      nations.some((nation) => nation.codProd === null),
      'some nations have no online report',
    );

    const page = await ok<{ content: unknown[]; totalElements: number }>(
      'GET',
      '/api/coface/foreign-companies?country=DE',
    );
    assert.equal(page.content.length, 10, 'page size 10');
    assert.ok(page.totalElements > 10);
    for (const company of page.content) assert.ok(Value.Check(ForeignCompany, company), JSON.stringify(company));
    const [first] = page.content as Array<{
      company_name: string;
      national_identifiers: Array<{ value: string; type: { code: string } }>;
    }>;
    assert.match(first.national_identifiers.find((identifier) => identifier.type.code === '120')!.value, /^DE\d{9}$/);
    const byName = await ok<{ content: Array<{ company_name: string }> }>(
      'GET',
      `/api/coface/foreign-companies?size=5&search=${encodeURIComponent(first.company_name.split(' ')[0])}`,
    );
    assert.ok(byName.content.some((company) => company.company_name === first.company_name));
    assertError(await call('GET', '/api/coface/foreign-companies?size=50', undefined, sessions.admin), 400, /size/);
  });

  test('online: the two products at the client price; the report bought charges exactly its price', async () => {
    const id = await companyWhere(`c.online AND NOT c.order_fails AND n.cod_prod IS NOT NULL`);
    const availability = await ok<Availability>('POST', '/api/coface/check-online-availability', { companyId: id });
    assert.equal(availability.available, true);
    assert.deepEqual(
      availability.products.map((product) => product.productCode),
      ['EST.FULL', 'EST.LIGHT'],
    );
    const before = await creditOf('admin');
    const bought = await ok<{ request: { status: string; price: string; credit: string }; translation: null }>(
      'POST',
      '/api/coface/purchase',
      { companyId: id, productCode: 'EST.LIGHT' },
    );
    assert.equal(bought.request.status, 'COMPLETED');
    assert.equal(bought.request.price, availability.products[1].price);
    assert.equal(cents(await creditOf('admin')), cents(before) - cents(bought.request.price));
    assertError(
      await call('POST', '/api/coface/purchase', { companyId: id, productCode: 'REST' }, sessions.admin),
      409,
      FOREIGN_MESSAGES.productNotOffered,
    );
  });

  test('not online, or none for the nation: offline; an online order that fails charges nothing and offers the offline', async () => {
    const notOnline = await companyWhere(`NOT c.online AND n.cod_prod IS NOT NULL`);
    const none = await companyWhere(`n.cod_prod IS NULL`);
    for (const id of [notOnline, none]) {
      const availability = await ok<Availability>('POST', '/api/coface/check-online-availability', { companyId: id });
      assert.deepEqual([availability.available, availability.products], [false, []]);
      assert.equal(availability.offline.productCode, 'REST');
    }
    // A report the provider could not deliver is not offered online: the offer is what a purchase does.
    const failing = await companyWhere(`c.online AND c.order_fails AND n.cod_prod IS NOT NULL`);
    const undeliverable = await ok<Availability>('POST', '/api/coface/check-online-availability', {
      companyId: failing,
    });
    assert.deepEqual([undeliverable.available, undeliverable.products], [false, []]);
    // Offered online a moment ago, undeliverable since: nothing charged, the offline report offered.
    const offered = await companyWhere(`c.online AND NOT c.order_fails AND n.cod_prod IS NOT NULL`);
    const before = await creditOf('admin');
    for (const companyId of [offered, failing]) {
      await db().query('UPDATE foreign_companies SET order_fails = true WHERE company_id = $1', [companyId]);
      const refused = await call(
        'POST',
        '/api/coface/purchase',
        { companyId, productCode: 'EST.FULL' },
        sessions.admin,
      );
      assertError(refused, 409, FOREIGN_MESSAGES.notOnlineTitle);
      assert.deepEqual(refused.json().context, { offline: true });
    }
    await db().query('UPDATE foreign_companies SET order_fails = false WHERE company_id = $1', [offered]);
    assert.equal(await creditOf('admin'), before);
    assertError(
      await call('POST', '/api/coface/check-online-availability', { companyId: 'XX000' }, sessions.admin),
      404,
      FOREIGN_MESSAGES.companyNotFound,
    );
  });

  test('offline in English: the report and the translation, both or neither', async () => {
    const id = await companyWhere(`NOT c.online`);
    const offline = {
      companyName: 'Deltavista Foods GmbH',
      nation: 'Germania',
      zipCode: '10115',
      city: 'Berlin',
      vat: 'DE123456789',
      language: 'EN',
    };
    const availability = await ok<Availability>('POST', '/api/coface/check-online-availability', { companyId: id });
    const total = cents(availability.offline.price) + cents(availability.translation.price);
    // Credit for the report but not the translation: nothing is written.
    const credit = await creditOf('cliente');
    await setCredit('cliente', availability.offline.price);
    const [{ before }] = await db().query<{ before: number }>(`SELECT count(*)::int AS before FROM requests`);
    assertError(
      await call('POST', '/api/coface/purchase', { companyId: id, offline }, sessions.cliente),
      409,
      ORDERING_MESSAGES.insufficientCredit,
    );
    const [{ after }] = await db().query<{ after: number }>(`SELECT count(*)::int AS after FROM requests`);
    assert.equal(after, before);
    await setCredit('cliente', credit);

    const bought = await ok<{
      request: { idRichiesta: number; status: string };
      translation: { status: string } | null;
    }>('POST', '/api/coface/purchase', { companyId: id, offline }, sessions.cliente);
    assert.equal(bought.request.status, 'PENDING');
    assert.equal(bought.translation?.status, 'PENDING');
    assert.equal(cents(await creditOf('cliente')), cents(credit) - total);
    const [stored] = await db().query<{ params: Record<string, string> }>(
      `SELECT form_params AS params FROM requests WHERE id = $1`,
      [bought.request.idRichiesta],
    );
    assert.equal(stored.params.companyName, offline.companyName);
    assert.equal(stored.params.language, 'EN');
    // In Italian: no translation.
    const italian = await ok<{ translation: null }>(
      'POST',
      '/api/coface/purchase',
      { companyId: id, offline: { ...offline, language: 'IT' } },
      sessions.cliente,
    );
    assert.equal(italian.translation, null);

    // Cancelled within the hour, the report takes its translation with it: both refunded.
    const english = await ok<{
      request: { idRichiesta: number };
      translation: { idRichiesta: number } | null;
    }>('POST', '/api/coface/purchase', { companyId: id, offline }, sessions.cliente);
    const paid = await creditOf('cliente');
    await ok('POST', `/api/requests/${english.request.idRichiesta}/cancel`, undefined, sessions.cliente);
    assert.equal(cents(await creditOf('cliente')), cents(paid) + total);
    const statuses = await db().query<{ id: number; status: string }>(
      `SELECT id, status FROM requests WHERE id = ANY($1::int[]) ORDER BY id`,
      [[english.request.idRichiesta, english.translation!.idRichiesta]],
    );
    assert.deepEqual(
      statuses.map((row) => row.status),
      ['CANCELLED', 'CANCELLED'],
    );
    const [refunds] = await db().query<{ count: number }>(
      `SELECT count(*)::int AS count FROM accounting_movements WHERE kind = 'REFUND' AND description LIKE $1`,
      [
        `Rimborso della richiesta n. ${english.translation!.idRichiesta} (annullata con la n. ${english.request.idRichiesta})`,
      ],
    );
    assert.equal(refunds.count, 1);
    // The back office cannot fulfil the translation any more.
    assert.equal(
      (await call('POST', `/api/requests/${english.translation!.idRichiesta}/cancel`, undefined, sessions.cliente))
        .statusCode,
      409,
    );
    assertError(
      await call('POST', '/api/coface/purchase', { companyId: id }, sessions.cliente),
      400,
      FOREIGN_MESSAGES.purchaseIncomplete,
    );
  });

  test('the provider is chosen by configuration, and only a known one', () => {
    assert.throws(() => createForeignProvider('altro', db()), /FOREIGN_PROVIDER "altro" sconosciuto/);
    assert.equal(typeof createForeignProvider('embedded', db()).search, 'function');
  });
});

describe("the embedded provider's report on a foreign company (issue 45)", () => {
  test('the same company answers the same data; each is coherent with its name, its status and its filings', async () => {
    const provider = createForeignProvider('embedded', db());
    const asOf = new Date('2026-11-27T10:00:00Z');
    const ids = await db().query<{ id: string }>('SELECT company_id AS id FROM foreign_companies ORDER BY company_id');
    assert.ok(ids.length > 300);
    const statuses = new Set<string>();
    for (const { id } of ids) {
      const report = (await provider.report(id, asOf))!;
      assert.deepEqual(await provider.report(id, asOf), report, `${id}: the same data twice`);
      const where = `${id} ${report.status.code}`;
      statuses.add(report.status.code);
      // The activity is the trade in the name; the legal form is the name's end.
      assert.ok(report.company.company_name.endsWith(` ${report.legalForm}`), where);
      assert.match(report.activity.nace, /^\d\d\.\d\d$/);
      const holding = (role: string) => report.officers.filter((officer) => officer.role === role).length;
      assert.equal(holding('MANAGING_DIRECTOR'), 1, where);
      assert.ok(holding('CHAIRMAN') <= 1 && holding('AUDITOR') <= 1, where);
      for (const officer of report.officers) assert.ok(officer.since >= report.incorporated, where);
      assert.deepEqual(
        report.events.map((event) => event.date),
        report.events
          .map((event) => event.date)
          .sort()
          .reverse(),
        `${where}: newest first`,
      );
      assert.ok(report.financials.every((year) => Number.isInteger(year.revenue) && Number.isInteger(year.equity)));
      // The filings agree with each other: a year's equity is the year before's plus its result.
      report.financials.slice(1).forEach((older, index) => {
        const newer = report.financials[index];
        assert.equal(newer.equity, older.equity + newer.netIncome, `${where}: ${newer.year}`);
      });
      const [latest] = report.financials;
      if (report.status.code === 'ACTIVE') {
        assert.ok(!report.events.some((event) => event.code === 'STATUS_CHANGE'), where);
        if (latest) assert.equal(report.employees, latest.employees, where);
        continue;
      }
      // A troubled company: the event that explains it, officers appointed before it, losses.
      assert.ok(
        report.events.some((event) => event.code === 'STATUS_CHANGE' && event.date === report.status.since),
        where,
      );
      assert.ok(
        report.officers.every((officer) => officer.since < report.status.since),
        where,
      );
      if (latest) assert.ok(latest.netIncome < 0, `${where}: a loss in its last filing`);
      if (report.status.code === 'DISSOLVED') {
        assert.equal(report.employees, 0, where);
        if (latest) assert.ok(latest.year < Number(report.status.since.slice(0, 4)), where);
      }
    }
    assert.deepEqual([...statuses].sort(), ['ACTIVE', 'DISSOLVED', 'INSOLVENT', 'IN_LIQUIDATION']);
  });
});

describe('a foreign provider that cannot give the report is not charged', () => {
  const failing = catalogueClient(['cliente'], {
    reportProviderTimeoutMs: 50,
    foreignProvider: {
      ...createForeignProvider('embedded', { query: async () => [] } as never),
      company: async (companyId) => ({
        company_id: companyId,
        company_name: 'Nordalpen Logistics GmbH',
        address: { address_lines: ['1 Main Street'], zip_code: '10115', city: 'Berlin' },
        nation_codes: {
          name: 'Germany',
          isoCode: 'DE',
          codProd: 'EST.FULL',
          codProdLight: 'EST.LIGHT',
          codcieProdottoNormal: 'EST.FULL',
          denominazioneNazione: 'Germania',
        },
        national_identifiers: [],
        registration_country: 'DE',
        language: 'DE',
      }),
      availability: async () => ({ available: true, productCodes: ['EST.FULL', 'EST.LIGHT'] }),
      order: async () => true,
      report: () => new Promise(() => undefined),
    },
  });

  test('its report not answering in time: 503 with the reason, nothing charged, no request written', async () => {
    const helpers = orderingHelpers(failing);
    const before = await helpers.creditOf('cliente');
    const [{ n: requests }] = await failing.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests');
    assertError(
      await failing.call(
        'POST',
        '/api/coface/purchase',
        { companyId: 'DE00000001', productCode: 'EST.FULL' },
        failing.sessions.cliente,
      ),
      503,
      'Il fornitore dei dati (imprese estere) non è disponibile: la richiesta non è stata addebitata. Riprova tra qualche minuto.',
    );
    assert.equal(await helpers.creditOf('cliente'), before);
    const [{ n: after }] = await failing.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests');
    assert.equal(after, requests);
  });
});
