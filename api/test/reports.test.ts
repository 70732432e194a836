import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertError, catalogueClient } from './catalogue-support.ts';
import { orderingHelpers } from './ordering-support.ts';
import { assertSameContent, htmlText, pdfText } from './report-support.ts';
import { reliabilityScore, SCORE_CLASS_LABELS, type ScoreInput } from '../src/reports/score.ts';
import { embeddedSubjectProvider } from '../src/providers/embedded/embedded-provider.ts';
import { embeddedProvider } from '../src/foreign/embedded-provider.ts';
import type { ForeignReport } from '../src/foreign/provider.ts';
import { gatherReportData, warningOf } from '../src/reports/report-data.ts';
import { reportContent } from '../src/reports/report-content.ts';
import { reportHtml } from '../src/reports/report-html.ts';
import { reportPdf } from '../src/reports/report-pdf.ts';
import { PDF_MESSAGES, pdfPool } from '../src/reports/pdf-pool.ts';
import { reportFamilyOf } from '../src/reports/families.ts';
import { scoreOf } from '../src/reports/sections.ts';
import type { BalanceSheet, SubjectDataProvider } from '../src/providers/provider.ts';
import { trustedTenantId } from '../src/db/tenant-id.ts';
import { ProductInput } from '@portal/contracts/api/products';

const catalogue = catalogueClient(['cliente', 'gestore']);
const { sessions, call } = catalogue;
const { db, productOf, validParams } = orderingHelpers(catalogue);

const AS_OF = new Date('2026-11-27T10:00:00Z');
const sheet = (values: Partial<BalanceSheet> = {}): BalanceSheet => ({
  year: 2025,
  revenue: 1_000_000,
  ebitda: 120_000,
  netIncome: 50_000,
  totalAssets: 800_000,
  equity: 300_000,
  debts: 500_000,
  employees: 10,
  ...values,
});
const base = (values: Partial<ScoreInput> = {}): ScoreInput => ({
  stato: 'ATTIVA',
  dataCostituzione: '2001-03-15',
  protests: [],
  prejudicial: [],
  balanceSheets: [sheet()],
  asOf: AS_OF,
  ...values,
});
const monthsAgo = (months: number, days = 0) =>
  new Date(AS_OF.getTime() - (months * 30.4375 + days) * 86_400_000).toISOString().slice(0, 10);

describe('the reliability score (reports/score.ts), at its boundaries', () => {
  test('a sound company scores 10, class A; a ceased or inactive one 1, class E, with no credit', () => {
    assert.deepEqual((({ score, rating, reasons }) => ({ score, rating, reasons }))(reliabilityScore(base())), {
      score: 10,
      rating: 'A',
      reasons: [],
    });
    for (const stato of ['CESSATA', 'INATTIVA']) {
      const score = reliabilityScore(base({ stato }));
      assert.equal(score.score, 1);
      assert.equal(score.rating, 'E');
      assert.equal(score.recommendedCredit, 0);
    }
    assert.equal(reliabilityScore(base({ stato: 'SOSPESA' })).score, 6);
    assert.equal(reliabilityScore(base({ stato: 'IN LIQUIDAZIONE' })).score, 5);
  });

  test('protests: −2 for the first in 24 months, −1 each further, −4 at most; older ones −1', () => {
    const protests = (count: number, months: number) =>
      Array.from({ length: count }, () => ({ date: monthsAgo(months) }));
    assert.equal(reliabilityScore(base({ protests: protests(1, 6) })).score, 8);
    assert.equal(reliabilityScore(base({ protests: protests(2, 6) })).score, 7);
    assert.equal(reliabilityScore(base({ protests: protests(3, 6) })).score, 6);
    assert.equal(reliabilityScore(base({ protests: protests(6, 6) })).score, 6, 'at most −4');
    assert.equal(reliabilityScore(base({ protests: [{ date: monthsAgo(24, -1) }] })).score, 8, 'within 24 months');
    assert.equal(reliabilityScore(base({ protests: [{ date: monthsAgo(24, 2) }] })).score, 9, 'past 24 months');
    assert.equal(reliabilityScore(base({ protests: [{ date: monthsAgo(60, 2) }] })).score, 10, 'past 5 years');
  });

  test('prejudicial events: −2, an insolvency procedure −4', () => {
    assert.equal(reliabilityScore(base({ prejudicial: [{ date: monthsAgo(3), kind: 'Pignoramento' }] })).score, 8);
    assert.equal(
      reliabilityScore(base({ prejudicial: [{ date: monthsAgo(3), kind: 'Procedura concorsuale' }] })).score,
      6,
    );
    assert.equal(reliabilityScore(base({ prejudicial: [{ date: monthsAgo(30), kind: 'Pignoramento' }] })).score, 10);
  });

  test('balance sheet: equity, losses, debts against equity, falling revenue', () => {
    assert.equal(reliabilityScore(base({ balanceSheets: [sheet({ equity: 0, debts: 800_000 })] })).score, 7);
    assert.equal(reliabilityScore(base({ balanceSheets: [sheet({ netIncome: -1 })] })).score, 9);
    assert.equal(
      reliabilityScore(base({ balanceSheets: [sheet({ netIncome: -1 }), sheet({ year: 2024, netIncome: -1 })] })).score,
      8,
    );
    assert.equal(reliabilityScore(base({ balanceSheets: [sheet({ equity: 100_000, debts: 400_000 })] })).score, 10);
    assert.equal(reliabilityScore(base({ balanceSheets: [sheet({ equity: 100_000, debts: 400_001 })] })).score, 9);
    assert.equal(
      reliabilityScore(base({ balanceSheets: [sheet({ revenue: 900_000 }), sheet({ year: 2024 })] })).score,
      10,
      'down exactly 10%',
    );
    assert.equal(
      reliabilityScore(base({ balanceSheets: [sheet({ revenue: 899_999 }), sheet({ year: 2024 })] })).score,
      9,
    );
    assert.equal(reliabilityScore(base({ dataCostituzione: monthsAgo(35) })).score, 9, 'younger than 3 years');
  });

  test('kept between 1 and 10; classes at their edges', () => {
    const worst = base({
      stato: 'IN LIQUIDAZIONE',
      protests: [{ date: monthsAgo(1) }, { date: monthsAgo(2) }, { date: monthsAgo(3) }],
      prejudicial: [{ date: monthsAgo(1), kind: 'Procedura concorsuale' }],
      balanceSheets: [sheet({ equity: -5, netIncome: -10 }), sheet({ year: 2024, netIncome: -10 })],
    });
    assert.equal(reliabilityScore(worst).score, 1);
    const classOf = (stato: string, protests: number) =>
      reliabilityScore(base({ stato, protests: Array.from({ length: protests }, () => ({ date: monthsAgo(70) })) }))
        .rating;
    assert.equal(classOf('ATTIVA', 0), 'A');
    assert.equal(reliabilityScore(base({ protests: [{ date: monthsAgo(40) }] })).rating, 'A', '9 is A');
    assert.equal(reliabilityScore(base({ protests: [{ date: monthsAgo(6) }] })).rating, 'B', '8 is B');
    assert.equal(reliabilityScore(base({ stato: 'SOSPESA' })).rating, 'C', '6 is C');
    assert.equal(
      reliabilityScore(base({ stato: 'SOSPESA', protests: [{ date: monthsAgo(6) }] })).rating,
      'D',
      '4 is D',
    );
    assert.equal(SCORE_CLASS_LABELS.E, 'Rischio molto elevato');
  });

  test('recommended credit: a share of revenue by score, at most a quarter of equity, down to 100 €', () => {
    assert.equal(reliabilityScore(base()).recommendedCredit, 50_000, '5% of 1,000,000 at 10');
    assert.equal(
      reliabilityScore(base({ balanceSheets: [sheet({ equity: 150_099 })] })).recommendedCredit,
      37_500,
      'a quarter of 150,099, down to 100 €',
    );
    assert.equal(reliabilityScore(base({ balanceSheets: [] })).recommendedCredit, 20_000, '2,500 € a point over 2');
    assert.equal(
      reliabilityScore(
        base({
          stato: 'IN LIQUIDAZIONE',
          protests: [{ date: monthsAgo(1) }, { date: monthsAgo(1) }, { date: monthsAgo(1) }],
        }),
      ).recommendedCredit,
      0,
    );
  });
});

describe('report families', () => {
  test("a product's family from its name, a person's report for a person", () => {
    const family = (description: string, type: 'PF' | 'PG' = 'PG') =>
      reportFamilyOf({ code: 'X', description, reportFamily: null }, type);
    assert.equal(family('Visura ordinaria'), 'visura');
    assert.equal(family('Report di affidabilità base'), 'affidabilita');
    assert.equal(family('Rating e fido consigliato'), 'affidabilita');
    assert.equal(family('Confronto di bilancio su tre esercizi'), 'bilanci');
    assert.equal(family('Verifica protesti'), 'protesti');
    assert.equal(family('Pregiudizievoli di conservatoria', 'PF'), 'protesti');
    assert.equal(family('Visura catastale per soggetto', 'PF'), 'catasto');
    assert.equal(family('Monitoraggio impresa 12 mesi'), 'monitoraggio');
    assert.equal(family('Report impresa estera completo (online)'), 'estero');
    assert.equal(family('Report persona fisica', 'PF'), 'persone');
    assert.equal(family('Report di affidabilità base', 'PF'), 'persone');
    assert.equal(family('Report gruppo societario'), 'gruppo');
    assert.equal(family('Indagine patrimoniale persona fisica', 'PF'), 'catasto');
    assert.equal(family('Indagine patrimoniale impresa'), 'catasto');
    // The back office's standard documents of investigations and credit recovery (IND, REC).
    assert.equal(family('Indagine commerciale approfondita'), 'affidabilita');
    assert.equal(family('Valutazione di recuperabilità del credito'), 'affidabilita');
    assert.equal(family('Valutazione di recuperabilità del credito', 'PF'), 'persone');
    assert.equal(family('Rintraccio anagrafico', 'PF'), 'persone');
    assert.equal(family('Rintraccio anagrafico'), 'visura');
    assert.equal(family('Indagine su eredi', 'PF'), 'persone');
  });
});

/** A company of tenant alfa with this status and a legal form that files balance sheets. */
async function companyWith(stato: string, forms = ['S.R.L.', 'S.P.A.']) {
  const [row] = await db().query<{ codiceFiscale: string; partitaIva: string; denominazione: string }>(
    `SELECT codice_fiscale AS "codiceFiscale", partita_iva AS "partitaIva", denominazione FROM companies c
     JOIN tenants t ON t.id = c.tenant_id
     WHERE t.code = 'alfa' AND descrizione_stato_attivita = $1 AND natura_giuridica = ANY($2::text[])
       AND codice_fiscale = partita_iva
     ORDER BY c.id LIMIT 1`,
    [stato, forms],
  );
  return row;
}

const alfa = async () =>
  trustedTenantId((await db().query<{ id: number }>(`SELECT id FROM tenants WHERE code = 'alfa'`))[0].id);

describe('the embedded provider: the same data every time, coherent across domains', () => {
  test('a suspended company has the protests and the seizure that explain it; its data never change', async () => {
    const provider = embeddedSubjectProvider(db());
    const tenantId = await alfa();
    const company = await companyWith('SOSPESA');
    const registry = await provider.registry(tenantId, company.partitaIva, AS_OF);
    assert.equal(registry?.company.stato, 'SOSPESA');
    assert.ok(registry.events.some((event) => event.description === "Sospensione dell'attività"));
    const check = await provider.protests(tenantId, { type: 'PG', code: company.partitaIva }, AS_OF);
    assert.ok(check && check.protests.length >= 1, 'at least one protest');
    assert.ok(check.prejudicial.some((event) => event.kind === 'Pignoramento'));
    assert.deepEqual(await provider.registry(tenantId, company.partitaIva, AS_OF), registry, 'the same registry');
    assert.deepEqual(
      await provider.protests(tenantId, { type: 'PG', code: company.partitaIva }, AS_OF),
      check,
      'the same protests',
    );
    const balance = await provider.balanceSheets(tenantId, company.partitaIva, AS_OF);
    assert.ok(balance && balance.years.length > 0);
    assert.ok(balance.years[0].netIncome < 0, 'a suspended company loses money');
    for (const year of balance.years) assert.equal(year.totalAssets, year.equity + year.debts);
  });

  test("a company's officers have the company among their roles; shares add up to 100 and to the capital", async () => {
    const provider = embeddedSubjectProvider(db());
    const tenantId = await alfa();
    const companies = await db().query<{ partitaIva: string }>(
      `SELECT partita_iva AS "partitaIva" FROM companies c JOIN tenants t ON t.id = c.tenant_id
       WHERE t.code = 'alfa' AND natura_giuridica IN ('S.R.L.', 'S.P.A.', 'S.N.C.') ORDER BY c.id LIMIT 12`,
    );
    let checked = 0;
    for (const { partitaIva } of companies) {
      const registry = await provider.registry(tenantId, partitaIva, AS_OF);
      assert.ok(registry);
      assert.ok(registry.officers.length >= 1);
      for (const officer of registry.officers) {
        const person = await provider.person(tenantId, officer.codiceFiscale, AS_OF);
        const role = person?.roles.find((each) => each.partitaIva === partitaIva);
        assert.ok(role, `${officer.name} has a role in ${registry.company.denominazione}`);
        assert.equal(role.role, officer.role);
        assert.equal(role.since, officer.since);
        checked += 1;
      }
      if (registry.shareholders.length > 0) {
        const share = registry.shareholders.reduce((sum, holder) => sum + Math.round(holder.share * 100), 0);
        assert.equal(share, 10_000);
        const cents = registry.shareholders.reduce((sum, holder) => sum + Math.round(Number(holder.value) * 100), 0);
        assert.equal(cents, Math.round(Number(registry.company.capitaleSociale) * 100));
      }
    }
    assert.ok(checked >= 12);
  });

  test('a partnership files no balance sheet, and says why', async () => {
    const provider = embeddedSubjectProvider(db());
    const company = await companyWith('ATTIVA', ['S.N.C.']);
    const balance = await provider.balanceSheets(await alfa(), company.partitaIva, AS_OF);
    assert.deepEqual(balance?.years, []);
    assert.match(balance.notFiledReason ?? '', /S\.N\.C\. non sono tenute al deposito del bilancio/);
  });
});

/** Orders a product for a subject as the customer; the created request. */
async function order(
  code: string,
  subject: { codiceFiscale: string; partitaIva?: string; denominazione: string },
  type: 'PF' | 'PG' = 'PG',
  params: Record<string, string> = {},
) {
  const product = await productOf(code);
  const formParams = {
    ...(await validParams(product.formCode, type, subject.partitaIva ?? subject.codiceFiscale)),
    ...params,
  };
  const response = await call(
    'POST',
    '/api/requests',
    { productId: product.id, tipoSogg: type, subject, formParams },
    sessions.cliente,
  );
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context as {
    idRichiesta: number;
    status: string;
    showWarning: boolean;
    warningMessage: string | null;
  };
}

async function documentsOf(requestId: number) {
  const page = await call('GET', `/api/requests/${requestId}/report`, undefined, sessions.cliente);
  assert.equal(page.statusCode, 200, page.body);
  const pdf = await call('GET', `/api/requests/${requestId}/report.pdf`, undefined, sessions.cliente);
  assert.equal(pdf.statusCode, 200);
  const { text, pages } = await pdfText(pdf.rawPayload);
  return { html: page.body, text: htmlText(page.body), pdf: text, pages };
}

describe('issued reports: the content their names promise, in HTML and PDF that agree', () => {
  test('affidabilità on a suspended company: score, class, recommended credit and the warning, everywhere', async () => {
    const company = await companyWith('SOSPESA');
    const created = await order('REP001', company);
    assert.equal(created.status, 'COMPLETED');
    assert.equal(created.showWarning, true);
    assert.match(created.warningMessage ?? '', /^Attenzione: l'impresa risulta SOSPESA nel Registro delle imprese/);
    const { html, text, pdf, pages } = await documentsOf(created.idRichiesta);

    // The score the rule gives for the provider's data, as of the order.
    const provider = embeddedSubjectProvider(db());
    const [{ createdAt }] = await db().query<{ createdAt: Date }>(
      `SELECT created_at AS "createdAt" FROM requests WHERE id = $1`,
      [created.idRichiesta],
    );
    const data = await gatherReportData(
      provider,
      await alfa(),
      'affidabilita',
      { type: 'PG', code: company.codiceFiscale },
      createdAt,
    );
    const score = scoreOf(data.registry!, data.balanceSheets, data.protests, data.asOf);
    assert.ok(score.score <= 6, 'suspension weighs on the score');
    for (const document of [text, pdf]) {
      assert.ok(document.includes(`${score.score} su 10`), 'the score');
      assert.ok(document.includes(`${score.rating} - ${SCORE_CLASS_LABELS[score.rating]}`), 'the class');
      assert.ok(document.includes('Fido consigliato'));
      assert.ok(document.includes("Attenzione: l'impresa risulta SOSPESA"), 'the warning');
      assert.ok(document.includes('Attività sospesa (-4)'), 'what weighs on the score');
      assert.ok(document.includes(company.denominazione));
      assert.ok(document.includes('Alfa Informazioni'), "the issuer: the tenant's name");
      assert.ok(document.includes('Note legali'));
    }
    assert.ok(pdf.includes(`Pagina 1 di ${pages}`), 'page numbers');
    assertSameContent(html, pdf);
    assert.equal(warningOf(data), created.warningMessage);
  });

  test('visura: identity, officers, shareholders, local units and events; the same on every download', async () => {
    const company = await companyWith('ATTIVA', ['S.P.A.']);
    const created = await order('VIS001', company);
    assert.equal(created.showWarning, false);
    const first = await documentsOf(created.idRichiesta);
    for (const section of [
      'Dati anagrafici',
      'Sede legale',
      'Cariche',
      'Soci',
      'Unità locali',
      'Eventi del Registro delle imprese',
      'Fonti',
    ]) {
      assert.ok(first.text.includes(section), section);
    }
    assert.ok(first.text.includes('Registro delle imprese (CCIAA): dati al'), 'the source and its date');
    assertSameContent(first.html, first.pdf);
    const again = await documentsOf(created.idRichiesta);
    assert.equal(again.html, first.html, 'an issued report does not change');
  });

  test('bilanci: three years with the ratios and their trend', async () => {
    const company = await companyWith('ATTIVA', ['S.R.L.']);
    const { html, text, pdf } = await documentsOf((await order('BIL003', company)).idRichiesta);
    assert.ok(text.includes('Ricavi delle vendite'));
    assert.ok(text.includes('EBITDA su ricavi'));
    assert.ok(text.includes('Andamento'));
    assert.ok(/Esercizio \d{4}.*Esercizio \d{4}/s.test(text), 'more than one year');
    assertSameContent(html, pdf);
  });

  test("the family chosen in the catalogue decides the report, whatever the product's name", async () => {
    const company = await companyWith('ATTIVA', ['S.R.L.']);
    const { id } = await productOf('VIS002');
    const setFamily = async (reportFamily: string | null) => {
      const detail = (await call('GET', `/api/product/${id}`, undefined, sessions.gestore)).json().context;
      const body = Object.fromEntries(
        Object.keys(ProductInput.properties)
          .filter((key) => key !== 'purchasableProductIds') // a list left out stays as it is
          .map((key) => [key, detail[key]]),
      );
      const saved = await call('PUT', `/api/product/${id}`, { ...body, reportFamily }, sessions.gestore);
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal(saved.json().context.reportFamily, reportFamily);
    };
    await setFamily('protesti');
    try {
      const { html, text, pdf } = await documentsOf((await order('VIS002', company)).idRichiesta);
      assert.ok(text.includes('Eventi pregiudizievoli'), 'the protests document');
      assert.ok(!text.includes('Unità locali'), 'not the registry extract its name suggests');
      assertSameContent(html, pdf);
    } finally {
      await setFamily(null);
    }
    const named = await documentsOf((await order('VIS002', company)).idRichiesta);
    assert.ok(named.text.includes('Unità locali'), 'back to the family of its name');
  });

  test("protesti: 'Nessun protesto' is a result, with the date of the check", async () => {
    const [sound] = await db().query<{ codiceFiscale: string; partitaIva: string; denominazione: string }>(
      `SELECT codice_fiscale AS "codiceFiscale", partita_iva AS "partitaIva", denominazione FROM companies WHERE tenant_id = $1
         AND descrizione_stato_attivita = 'ATTIVA' AND codice_fiscale = partita_iva ORDER BY id LIMIT 40`,
      [await alfa()],
    );
    const provider = embeddedSubjectProvider(db());
    const check = await provider.protests(await alfa(), { type: 'PG', code: sound.codiceFiscale }, new Date());
    const { html, text, pdf } = await documentsOf((await order('PRO001', sound)).idRichiesta);
    if (check?.protests.length === 0) assert.match(text, /Nessun protesto\. Verifica eseguita il \d\d\/\d\d\/\d{4}/);
    assert.ok(text.includes('Eventi pregiudizievoli'));
    assertSameContent(html, pdf);
  });

  test('persone: identity, addresses, roles in companies and protests of a person', async () => {
    const tenantId = await alfa();
    const provider = embeddedSubjectProvider(db());
    const company = await companyWith('ATTIVA', ['S.R.L.']);
    const officer = (await provider.registry(tenantId, company.partitaIva, AS_OF))!.officers[0];
    const [person] = await db().query<{ codiceFiscale: string; denominazione: string; nome: string; cognome: string }>(
      `SELECT codice_fiscale AS "codiceFiscale", denominazione, nome, cognome, comune_nascita AS "comuneNascita",
         to_char(data_nascita, 'YYYY-MM-DD') AS "dataNascita", sesso, comune FROM persons WHERE tenant_id = $1 AND codice_fiscale = $2`,
      [tenantId, officer.codiceFiscale],
    );
    const { nome, cognome, ...subject } = person;
    const created = await order('REP005', subject, 'PF', {
      CODICE_FISCALE: person.codiceFiscale,
      NOME: nome,
      COGNOME: cognome,
    });
    const { html, text, pdf } = await documentsOf(created.idRichiesta);
    for (const section of ['Indirizzi', 'Cariche in imprese', 'Protesti']) assert.ok(text.includes(section), section);
    assert.ok(text.includes(company.denominazione), 'the company the person is an officer of');
    assertSameContent(html, pdf);
  });

  /** An online foreign report bought for the first deliverable company (in `language`) `pick` takes. */
  async function foreignReport(
    productCode: 'EST.FULL' | 'EST.LIGHT',
    pick: (report: ForeignReport) => boolean,
    language: string | null = 'DE',
  ) {
    const candidates = await db().query<{ id: string }>(
      `SELECT c.company_id AS id FROM foreign_companies c JOIN foreign_nations n ON n.iso_code = c.iso_code
       WHERE c.online AND NOT c.order_fails AND n.cod_prod IS NOT NULL AND ($1::text IS NULL OR c.language = $1)
       ORDER BY c.company_id`,
      [language],
    );
    const provider = embeddedProvider(db());
    let chosen: ForeignReport | undefined;
    for (const { id } of candidates) {
      const report = await provider.report(id, new Date());
      if (report && pick(report)) {
        chosen = report;
        break;
      }
    }
    assert.ok(chosen, 'a company of the embedded data set fits');
    const bought = await call(
      'POST',
      '/api/coface/purchase',
      { companyId: chosen.company.company_id, productCode },
      sessions.cliente,
    );
    assert.equal(bought.statusCode, 200, bought.body);
    const created = bought.json().context.request as {
      idRichiesta: number;
      showWarning: boolean;
      warningMessage: string | null;
    };
    return { created, report: chosen, ...(await documentsOf(created.idRichiesta)) };
  }

  test("estero, complete: the provider's data in an Italian report's sections, translated, with the language of its data", async () => {
    const { created, report, html, text, pdf } = await foreignReport(
      'EST.FULL',
      (each) => each.status.code === 'ACTIVE' && each.financials.length === 3,
    );
    assert.equal(created.showWarning, false);
    assert.ok(text.includes(report.company.company_name));
    assert.match(text, /Lingua dei dati\s+Tedesco \(DE\)/);
    for (const title of [
      'Dati anagrafici',
      'Sede legale',
      'Attività',
      'Esponenti',
      'Bilanci: dati principali',
      'Eventi del registro',
      'Sezioni non disponibili',
      'Traduzione',
    ])
      assert.ok(text.includes(title), title);
    // The coded terms in Italian, the provider's German beside them.
    assert.ok(text.includes('Attiva (Aktiv)'));
    assert.match(text, new RegExp(`Codice NACE\\s+${report.activity.nace.replace('.', '\\.')}`));
    assert.ok(text.includes(`(${report.activity.text})`), 'the activity as the register words it');
    assert.ok(text.includes('Amministratore delegato'));
    assert.ok(text.includes('Geschäftsführer'));
    for (const officer of report.officers) assert.ok(text.includes(officer.name), officer.name);
    // Three years of filings, in the filing's currency, to the unit.
    for (const year of report.financials) assert.ok(text.includes(`Esercizio ${year.year}`), String(year.year));
    const revenue = report.financials[0].revenue.toLocaleString('de-DE');
    assert.ok(text.includes(`${revenue} €`), `revenue ${revenue} €`);
    assert.ok(text.includes('Costituzione della società'));
    // Kept with the request: a later download shows what the provider answered on the day of issue.
    const [kept] = await db().query<{ companyId: string; officers: number }>(
      `SELECT report_data->'foreign'->'company'->>'company_id' AS "companyId",
         jsonb_array_length(report_data->'foreign'->'officers') AS officers
       FROM requests WHERE id = $1`,
      [created.idRichiesta],
    );
    assert.deepEqual(kept, { companyId: report.company.company_id, officers: report.officers.length });
    assert.match(
      text,
      new RegExp(`Fornitore di report su imprese estere.*${report.asOf.split('-').reverse().join('/')}`, 's'),
    );
    assertSameContent(html, pdf);
  });

  test('estero, summary: the company, its activity and its last filing; the rest said to be in the complete one', async () => {
    const { text, html, pdf, report } = await foreignReport('EST.LIGHT', (each) => each.financials.length === 3);
    assert.ok(text.includes('Codice NACE'));
    assert.ok(text.includes(`Esercizio ${report.financials[0].year}`));
    assert.ok(!text.includes(`Esercizio ${report.financials[1].year}`), 'one year only');
    assert.ok(!text.includes('Esponenti'));
    assert.ok(!text.includes('Eventi del registro'));
    assert.ok(text.includes('Il report sintetico riporta'));
    assertSameContent(html, pdf);
  });

  test('estero, a company in liquidation: the warning on the result and in the document, the event that explains it', async () => {
    const { created, report, text, html, pdf } = await foreignReport(
      'EST.FULL',
      (each) => each.status.code === 'IN_LIQUIDATION',
      null,
    );
    const since = report.status.since.split('-').reverse().join('/');
    assert.equal(created.showWarning, true);
    assert.equal(
      created.warningMessage,
      `Attenzione: l'impresa risulta IN LIQUIDAZIONE dal ${since} presso il registro di ${report.company.nation_codes.denominazioneNazione}.`,
    );
    assert.ok(text.includes(created.warningMessage!));
    assert.ok(text.includes(`In liquidazione (${report.status.text}) dal ${since}`));
    const change = report.events.find((event) => event.code === 'STATUS_CHANGE');
    assert.equal(change?.date, report.status.since);
    assert.ok(text.includes('Cambio di stato'));
    assert.ok(text.includes(change.text), change.text);
    assertSameContent(html, pdf);
  });

  test('the PDF is text with its fonts embedded, not images', async () => {
    const company = await companyWith('ATTIVA', ['S.R.L.']);
    const created = await order('PRO001', company);
    const pdf = await call('GET', `/api/requests/${created.idRichiesta}/report.pdf`, undefined, sessions.cliente);
    const bytes = pdf.rawPayload.toString('latin1');
    assert.match(bytes, /\/FontFile2/, 'an embedded TrueType font');
    assert.doesNotMatch(bytes, /\/Subtype\s*\/Image/, 'no image');
    assert.ok((await pdfText(pdf.rawPayload)).text.includes('Protesti'), 'selectable text');
  });

  test('gruppo: the officers, the shareholders and the other companies they hold roles in', async () => {
    const tenantId = await alfa();
    const provider = embeddedSubjectProvider(db());
    const candidates = await db().query<{ codiceFiscale: string; partitaIva: string; denominazione: string }>(
      `SELECT codice_fiscale AS "codiceFiscale", partita_iva AS "partitaIva", denominazione FROM companies
       WHERE tenant_id = $1 AND natura_giuridica IN ('S.R.L.', 'S.P.A.') AND codice_fiscale = partita_iva
         AND descrizione_stato_attivita = 'ATTIVA' ORDER BY id DESC LIMIT 40`,
      [tenantId],
    );
    let chosen: (typeof candidates)[number] | undefined;
    let other = '';
    for (const company of candidates) {
      const data = await gatherReportData(
        provider,
        tenantId,
        'gruppo',
        { type: 'PG', code: company.partitaIva },
        AS_OF,
      );
      const role = data.connected
        ?.flatMap((person) => person.roles)
        .find((each) => each.partitaIva !== company.partitaIva);
      if (role) {
        chosen = company;
        other = role.company;
        break;
      }
    }
    assert.ok(chosen, 'a company whose officers hold roles elsewhere');
    const { html, text, pdf } = await documentsOf((await order('REP004', chosen)).idRichiesta);
    for (const section of ['Cariche', 'Soci', 'Imprese collegate', 'Valutazione di affidabilità'])
      assert.ok(text.includes(section), section);
    assert.ok(text.includes(other), 'a connected company');
    assertSameContent(html, pdf);
  });

  test('catasto and monitoraggio documents from the same data, HTML and PDF agreeing', async () => {
    const tenantId = await alfa();
    const provider = embeddedSubjectProvider(db());
    const company = await companyWith('ATTIVA', ['S.P.A.']);
    for (const family of ['catasto', 'monitoraggio'] as const) {
      const data = await gatherReportData(provider, tenantId, family, { type: 'PG', code: company.partitaIva }, AS_OF);
      if (family === 'monitoraggio')
        data.monitoring = {
          from: '2026-11-01',
          to: '2027-11-01',
          changes: [{ date: '2026-11-20', kind: 'Indirizzo', description: 'Nuova sede' }],
        };
      const document = reportContent(
        {
          id: 7,
          issuedAt: AS_OF.toISOString(),
          product: family,
          productCode: 'X',
          subjectCode: company.partitaIva,
          subjectName: company.denominazione,
          found: null,
          data,
        },
        { issuer: { name: 'Portale', colour: '#1e293b' }, customer: { client: 'Cliente', user: 'Utente' } },
      );
      const html = reportHtml(document);
      const { text: pdf } = await pdfText(await reportPdf(document));
      assert.ok(htmlText(html).includes(family === 'catasto' ? 'Intestatari e quote' : 'Eventi del periodo'));
      if (family === 'monitoraggio') assert.ok(htmlText(html).includes('Nuova sede'));
      assertSameContent(html, pdf);
    }
  });
});

describe("PDFs are drawn in worker threads, off the API's event loop", () => {
  const document = reportContent(
    {
      id: 9,
      issuedAt: AS_OF.toISOString(),
      product: 'Visura',
      productCode: 'X',
      subjectCode: 'Y',
      subjectName: 'Z',
      found: null,
      data: null,
    },
    { issuer: { name: 'Portale', colour: '#1e293b' }, customer: { client: 'Cliente', user: 'Utente' } },
  );

  test('the same text as drawn in place', async () => {
    const pool = pdfPool();
    try {
      const [inThread, inPlace] = await Promise.all([pool.render('a', document), reportPdf(document)]);
      assert.equal((await pdfText(inThread)).text, (await pdfText(inPlace)).text);
    } finally {
      await pool.close();
    }
  });

  test('past the time limit the thread is ended and the document refused with the reason (503)', async () => {
    const pool = pdfPool({ timeoutMs: 1 });
    try {
      await assert.rejects(pool.render('a', document), (error: Error & { kind?: string }) => {
        assert.equal(error.message, PDF_MESSAGES.slow);
        assert.equal(error.kind, 'unavailable');
        return true;
      });
    } finally {
      await pool.close();
    }
  });
});

describe('a provider that fails is not charged', () => {
  const failing = catalogueClient(['cliente', 'gestore'], {
    reportProvider: {
      ...embeddedSubjectProvider({ query: async () => [] } as never),
      registry: async () => {
        throw new Error('connection refused');
      },
    } satisfies SubjectDataProvider,
  });
  const slow = catalogueClient(['cliente', 'gestore'], {
    reportProviderTimeoutMs: 50,
    reportProvider: {
      ...embeddedSubjectProvider({ query: async () => [] } as never),
      registry: () => new Promise(() => undefined),
    } satisfies SubjectDataProvider,
  });

  for (const [name, client] of [
    ['failing', failing],
    ['not answering', slow],
  ] as const) {
    test(`a provider ${name}: 503 with the reason, nothing charged, no request written`, async () => {
      const helpers = orderingHelpers(client);
      const product = await helpers.productOf('REP001');
      const before = await helpers.creditOf('cliente');
      const [{ n: requests }] = await client.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests');
      const company = {
        codiceFiscale: '12345600154',
        partitaIva: '12345600154',
        denominazione: 'PORTALE ALFA SERVIZI S.P.A.',
      };
      assertError(
        await client.call(
          'POST',
          '/api/requests',
          {
            productId: product.id,
            tipoSogg: 'PG',
            subject: company,
            formParams: await helpers.validParams(product.formCode, 'PG'),
          },
          client.sessions.cliente,
        ),
        503,
        'Il fornitore dei dati (registro delle imprese) non è disponibile: la richiesta non è stata addebitata. Riprova tra qualche minuto.',
      );
      assert.equal(await helpers.creditOf('cliente'), before);
      const [{ n: after }] = await client.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests');
      assert.equal(after, requests);
    });
  }
});
