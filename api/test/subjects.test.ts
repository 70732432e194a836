import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { codiceFiscaleError } from '../src/italian/codice-fiscale.ts';
import { isValidPartitaIva } from '../src/italian/partita-iva.ts';
import { ANCHOR_PERSONS, COMPANY_COUNT, PERSON_COUNT, anchorCompany } from '../src/seed/subjects.ts';
import { buildTestApp, signIn, testDb, type Session } from './helper.ts';

let app: FastifyInstance;
const sessions: Record<string, Session> = {};
const ALFA = anchorCompany('alfa');
const BETA = anchorCompany('beta');

before(async () => {
  app = await buildTestApp();
  for (const login of ['cliente', 'gestore', 'cliente@beta']) sessions[login] = await signIn(app, login);
});

function get(url: string, session: Session | null = sessions.cliente) {
  return app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
}

function post(url: string, payload: unknown, session: Session | null = sessions.cliente) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: session?.headers ?? {} });
}

type SubjectPage = { totalElements: number; content: { denominazione: string }[] };

/** Searches until the answer passes `check`; fails after 2 s (answers are otherwise kept 5 minutes). */
async function searchUntil(search: () => Promise<SubjectPage>, check: (page: SubjectPage) => boolean) {
  const until = Date.now() + 2_000;
  for (;;) {
    const page = await search();
    if (check(page)) return page;
    assert.ok(Date.now() < until, `answer still ${JSON.stringify(page)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function userId(session: Session): Promise<number> {
  const me = await get('/api/me', session);
  return me.json().context.id;
}

describe('seed', () => {
  test('each tenant has its companies with valid partite IVA and persons with valid codici fiscali', async () => {
    const db = await testDb();
    const counts = await db.query<{ code: string; companies: number; persons: number }>(
      `SELECT t.code, (SELECT count(*)::int FROM companies c WHERE c.tenant_id = t.id) AS companies,
         (SELECT count(*)::int FROM persons p WHERE p.tenant_id = t.id) AS persons
       FROM tenants t WHERE t.code IN ('alfa', 'beta') ORDER BY t.code`,
    );
    assert.deepEqual(counts, [
      { code: 'alfa', companies: COMPANY_COUNT, persons: PERSON_COUNT },
      { code: 'beta', companies: COMPANY_COUNT, persons: PERSON_COUNT },
    ]);
    const companies = await db.query<{ partita_iva: string; codice_fiscale: string; natura_giuridica: string }>(
      `SELECT partita_iva, codice_fiscale, natura_giuridica FROM companies`,
    );
    for (const company of companies) {
      assert.ok(isValidPartitaIva(company.partita_iva), company.partita_iva);
      if (company.natura_giuridica === 'DITTA INDIVIDUALE') assert.equal(company.codice_fiscale.length, 16);
      else assert.equal(company.codice_fiscale, company.partita_iva);
    }
    const forms = new Set(companies.map((company) => company.natura_giuridica));
    for (const form of ['S.R.L.', 'S.P.A.', 'S.N.C.', 'S.A.S.', 'DITTA INDIVIDUALE']) assert.ok(forms.has(form), form);
    const persons = await db.query<{ codice_fiscale: string }>('SELECT codice_fiscale FROM persons');
    for (const person of persons)
      assert.equal(await codiceFiscaleError(person.codice_fiscale), null, person.codice_fiscale);
    // Real comuni: every company's comune and province exist in the ISTAT table.
    const [{ unknown }] = await db.query<{ unknown: number }>(
      `SELECT count(*)::int AS unknown FROM companies c
       WHERE NOT EXISTS (SELECT 1 FROM places p WHERE p.name = c.comune AND p.province = c.sigla_provincia)`,
    );
    assert.equal(unknown, 0);
  });
});

describe('GET /api/subjects/companies', () => {
  test('finds by name, anchored names first, paged 20 by default', async () => {
    const response = await get('/api/subjects/companies?search=costruzioni');
    assert.equal(response.statusCode, 200);
    const { content, totalElements } = response.json().context;
    assert.ok(totalElements > 20, `${totalElements}`);
    assert.equal(content.length, 20);
    for (const company of content) assert.match(company.denominazione, /COSTRUZIONI/);
    const starts = content.map((company: { denominazione: string }) => company.denominazione.startsWith('COSTRUZIONI'));
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => Number(b) - Number(a)),
      'names starting with the term first',
    );
    const second = (await get('/api/subjects/companies?search=costruzioni&page=1&size=20')).json().context;
    assert.equal(second.totalElements, totalElements);
    assert.notDeepEqual(second.content[0], content[0]);
  });

  test('finds one company by partita IVA and by codice fiscale, with every field of the entity', async () => {
    const byVat = (await get(`/api/subjects/companies?search=${ALFA.partitaIva}`)).json().context;
    assert.equal(byVat.totalElements, 1);
    const company = byVat.content[0];
    assert.equal(company.denominazione, ALFA.denominazione);
    for (const key of [
      'codiceFiscale',
      'partitaIva',
      'denominazione',
      'naturaGiuridica',
      'indirizzo',
      'cap',
      'frazione',
      'siglaProvincia',
      'dataCostituzione',
      'codiceAteco',
      'cciaa',
      'nrea',
      'operativa',
      'descrizioneStatoAttivita',
      'email',
      'sedi',
      'comune',
    ]) {
      assert.ok(key in company, key);
    }
    assert.equal(company.siglaProvincia, 'MI');
    assert.equal(company.naturaGiuridica, 'S.P.A.');
    assert.match(company.dataCostituzione, /^\d{4}-\d{2}-\d{2}$/);
    const byName = (await get(`/api/subjects/companies?search=${encodeURIComponent('portale alfa servizi')}`)).json();
    assert.equal(byName.context.totalElements, 1);
  });

  test('a term matching nothing answers an empty page', async () => {
    const response = await get('/api/subjects/companies?search=zzzqqq');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().context, { content: [], totalElements: 0 });
    // LIKE wildcards are literal text.
    assert.equal((await get('/api/subjects/companies?search=%25%25')).json().context.totalElements, 0);
    assert.equal((await get('/api/subjects/companies?search=_')).json().context.totalElements, 0);
  });

  test("tenant isolation: one tenant never finds the other tenant's companies", async () => {
    assert.equal((await get(`/api/subjects/companies?search=${BETA.partitaIva}`)).json().context.totalElements, 0);
    const beta = (await get(`/api/subjects/companies?search=${BETA.partitaIva}`, sessions['cliente@beta'])).json();
    assert.equal(beta.context.content[0].denominazione, BETA.denominazione);
    const other = (await get('/api/subjects/companies?search=portale%20alfa', sessions['cliente@beta'])).json();
    assert.equal(other.context.totalElements, 0);
  });

  test('answers are kept per tenant and dropped when the registry changes', async () => {
    const db = await testDb();
    const term = 'zz cache check';
    const search = (session = sessions.cliente) =>
      get(`/api/subjects/companies?search=${encodeURIComponent(term)}`, session).then((r) => r.json().context);
    assert.equal((await search()).totalElements, 0);
    const [company] = await db.query<{ id: number; denominazione: string }>(
      `SELECT c.id, c.denominazione FROM companies c JOIN tenants t ON t.id = c.tenant_id
       WHERE t.code = 'alfa' AND c.partita_iva <> $1 ORDER BY c.id LIMIT 1`,
      [ALFA.partitaIva],
    );
    try {
      // Whoever changes the registry (here plain SQL), the searches see it: on PGlite at once, on
      // PostgreSQL once the notice has come over the listening connection (a few milliseconds).
      await db.query(`UPDATE companies SET denominazione = $2 WHERE id = $1`, [company.id, `${term} S.R.L.`]);
      const found = await searchUntil(search, (page) => page.totalElements === 1);
      assert.equal(found.content[0].denominazione, `${term} S.R.L.`);
      await db.query(`UPDATE companies SET denominazione = $2 WHERE id = $1`, [company.id, `${term} S.P.A.`]);
      // A client may ask for a fresh answer, whatever is kept.
      const fresh = await app.inject({
        method: 'GET',
        url: `/api/subjects/companies?search=${encodeURIComponent(term)}`,
        headers: { ...sessions.cliente.headers, 'cache-control': 'no-cache' },
      });
      assert.equal(fresh.json().context.content[0].denominazione, `${term} S.P.A.`);
      // The same term in the other tenant is its own answer.
      assert.equal((await search(sessions['cliente@beta'])).totalElements, 0);
      assert.equal((await search()).totalElements, 1);
    } finally {
      await db.query(`UPDATE companies SET denominazione = $2 WHERE id = $1`, [company.id, company.denominazione]);
    }
    await searchUntil(search, (page) => page.totalElements === 0);
  });

  test('bad input: missing, empty, too long, wrong paging; no session', async () => {
    for (const url of [
      '/api/subjects/companies',
      '/api/subjects/companies?search=',
      `/api/subjects/companies?search=${'a'.repeat(101)}`,
      '/api/subjects/companies?search=rossi&page=-1',
      '/api/subjects/companies?search=rossi&size=0',
      '/api/subjects/companies?search=rossi&size=101',
      '/api/subjects/companies?search=rossi&page=abc',
      '/api/subjects/companies?search=rossi&other=1',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.json().error, true);
    }
    assert.equal((await get('/api/subjects/companies')).json().message, 'Campo obbligatorio: "search"');
    assert.equal((await get('/api/subjects/companies?search=rossi', null)).statusCode, 401);
  });
});

describe('GET /api/subjects/persons', () => {
  test('finds by name either way round and by codice fiscale', async () => {
    const byName = (await get('/api/subjects/persons?search=mario%20rossi')).json().context;
    assert.ok(byName.totalElements >= 1);
    const rossi = byName.content.find((p: { codiceFiscale: string }) => p.codiceFiscale === 'RSSMRA80A01H501U');
    assert.deepEqual(rossi, {
      codiceFiscale: 'RSSMRA80A01H501U',
      denominazione: 'MARIO ROSSI',
      comuneNascita: 'Roma',
      dataNascita: '1980-01-01',
      sesso: 'M',
      comune: 'Roma',
    });
    const reversed = (await get('/api/subjects/persons?search=rossi%20mario')).json().context;
    assert.ok(reversed.content.some((p: { codiceFiscale: string }) => p.codiceFiscale === 'RSSMRA80A01H501U'));
    const byCode = (await get('/api/subjects/persons?search=rssmra80a01h501u')).json().context;
    assert.equal(byCode.totalElements, 1);
  });

  test('homonyms have distinct codici fiscali (omocodia)', async () => {
    const ferrari = (await get('/api/subjects/persons?search=FRRMRC75E20L21')).json().context;
    const codes = ferrari.content.map((p: { codiceFiscale: string }) => p.codiceFiscale).sort();
    assert.deepEqual(codes, ['FRRMRC75E20L219C', 'FRRMRC75E20L21VR']);
    assert.equal(ANCHOR_PERSONS.length, 3);
  });

  test('bad input and isolation', async () => {
    assert.equal((await get('/api/subjects/persons?search=')).statusCode, 400);
    assert.equal((await get(`/api/subjects/persons?search=${'x'.repeat(101)}`)).statusCode, 400);
    assert.equal((await get('/api/subjects/persons?search=rossi&size=1000')).statusCode, 400);
    // Both tenants have Mario Rossi, each its own row; a person is never answered across tenants.
    const db = await testDb();
    const [beta] = await db.query<{ codice_fiscale: string }>(
      `SELECT codice_fiscale FROM persons p JOIN tenants t ON t.id = p.tenant_id
       WHERE t.code = 'beta' AND codice_fiscale NOT IN (SELECT codice_fiscale FROM persons p2 JOIN tenants t2
         ON t2.id = p2.tenant_id WHERE t2.code = 'alfa') LIMIT 1`,
    );
    assert.equal((await get(`/api/subjects/persons?search=${beta.codice_fiscale}`)).json().context.totalElements, 0);
    assert.equal(
      (await get(`/api/subjects/persons?search=${beta.codice_fiscale}`, sessions['cliente@beta'])).json().context
        .totalElements,
      1,
    );
  });
});

describe('POST /api/subjects/companies/advanced-search', () => {
  async function paidRows(session: Session) {
    const db = await testDb();
    return db.query<{
      service: string;
      description: string;
      criteria: Record<string, unknown>;
      results: number;
      price: string;
      client_id: number;
    }>(
      `SELECT service, description, criteria, results, price::text AS price, client_id FROM paid_services
       WHERE user_id = $1 ORDER BY id`,
      [await userId(session)],
    );
  }

  test('every criterion must match; the search is recorded as a paid "Ricerca anagrafica"', async () => {
    const session = await signIn(app, 'gestore');
    const before = (await paidRows(session)).length;
    const response = await post(
      '/api/subjects/companies/advanced-search',
      { ragioneSociale: 'portale alfa', provinciaSede: 'mi', partitaIVA: '', codiceFiscale: null, page: 0, size: 20 },
      session,
    );
    assert.equal(response.statusCode, 200);
    const { content, totalElements } = response.json().context;
    assert.equal(totalElements, 1);
    assert.equal(content[0].partitaIva, ALFA.partitaIva);

    const rows = await paidRows(session);
    assert.equal(rows.length, before + 1);
    const row = rows.at(-1)!;
    assert.equal(row.service, 'RICERCA_ANAGRAFICA');
    assert.equal(row.description, 'Ricerca anagrafica');
    assert.equal(row.price, '2.50');
    assert.equal(row.results, 1);
    assert.deepEqual(row.criteria, { ragioneSociale: 'portale alfa', provinciaSede: 'MI', page: 0, size: 20 });
    const db = await testDb();
    const [{ client_id }] = await db.query<{ client_id: number }>('SELECT client_id FROM users WHERE id = $1', [
      await userId(session),
    ]);
    assert.equal(row.client_id, client_id);

    const wrongProvince = await post(
      '/api/subjects/companies/advanced-search',
      { ragioneSociale: 'portale alfa', provinciaSede: 'RM' },
      session,
    );
    assert.equal(wrongProvince.json().context.totalElements, 0);
    assert.equal((await paidRows(session)).at(-1)!.results, 0, 'a search without results is paid too');
  });

  test('by partita IVA, codice fiscale, CCIAA and REA', async () => {
    const db = await testDb();
    const [company] = await db.query<{ partita_iva: string; cciaa: string; nrea: string }>(
      `SELECT partita_iva, cciaa, nrea FROM companies c JOIN tenants t ON t.id = c.tenant_id
       WHERE t.code = 'alfa' AND natura_giuridica = 'S.R.L.' ORDER BY c.id LIMIT 1`,
    );
    const search = (body: object) => post('/api/subjects/companies/advanced-search', body);
    const byVat = (await search({ partitaIVA: company.partita_iva })).json().context;
    assert.equal(byVat.totalElements, 1);
    const byCf = (await search({ codiceFiscale: company.partita_iva })).json().context;
    assert.equal(byCf.totalElements, 1);
    const byRea = (
      await search({ provinciaCCIAA: company.cciaa.toLowerCase(), numeroREA: `${company.cciaa}-${company.nrea}` })
    ).json();
    assert.ok(byRea.context.content.some((c: { partitaIva: string }) => c.partitaIva === company.partita_iva));
    const byChamber = (await search({ provinciaCCIAA: 'MI', size: 5 })).json().context;
    assert.equal(byChamber.content.length, 5);
    for (const c of byChamber.content) assert.equal(c.cciaa, 'MI');
  });

  test('refuses without a field besides provinciaSede, and with invalid values, charging nothing', async () => {
    const session = await signIn(app, 'gestore');
    const before = (await paidRows(session)).length;
    const cases: Array<[object, string]> = [
      [{}, 'Compila almeno un campo oltre alla provincia della sede legale'],
      [{ provinciaSede: 'MI' }, 'Compila almeno un campo oltre alla provincia della sede legale'],
      [
        { ragioneSociale: '   ', provinciaSede: 'MI' },
        'Compila almeno un campo oltre alla provincia della sede legale',
      ],
      [{ partitaIVA: '00488410011' }, 'Partita IVA non valida: cifra di controllo errata'],
      [{ partitaIVA: '1234' }, 'La partita IVA deve contenere 11 cifre'],
      [{ codiceFiscale: 'RSSMRA80A01H501X' }, 'Codice fiscale non valido: carattere di controllo errato'],
      [{ ragioneSociale: 'rossi', provinciaSede: 'M1' }, 'Sigla di provincia non valida'],
      [{ numeroREA: 'abc' }, 'Numero REA non valido'],
      [{ partitaIVA: '123456789012' }, 'Valore non valido per "partitaIVA": deve contenere al massimo 11 caratteri'],
      [
        { codiceFiscale: 'X'.repeat(17) },
        'Valore non valido per "codiceFiscale": deve contenere al massimo 16 caratteri',
      ],
      [{ ragioneSociale: 5 }, 'Valore non valido per "ragioneSociale": deve essere un testo o nullo'],
      [{ ragioneSociale: 'rossi', page: '0' }, 'Valore non valido per "page": deve essere un numero intero'],
      [{ ragioneSociale: 'rossi', other: 1 }, 'Proprietà non consentita: "other"'],
    ];
    for (const [body, message] of cases) {
      const response = await post('/api/subjects/companies/advanced-search', body, session);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().message, message, JSON.stringify(body));
    }
    assert.equal((await paidRows(session)).length, before);
    assert.equal(
      (await post('/api/subjects/companies/advanced-search', { ragioneSociale: 'x' }, null)).statusCode,
      401,
    );
  });

  test('while impersonating, the search is charged to the user and names the acting administrator', async () => {
    const admin = await signIn(app, 'mutaforma');
    const started = await app.inject({
      method: 'POST',
      url: '/api/auth/impersonation',
      headers: admin.headers,
      cookies: { portal_refresh: admin.refreshToken },
      payload: { login: 'cliente' },
    });
    assert.equal(started.statusCode, 200, started.body);
    const token = started.json().context.accessToken as string;
    const session = { ...admin, accessToken: token, headers: { authorization: `Bearer ${token}`, tenantid: 'alfa' } };
    const response = await post('/api/subjects/companies/advanced-search', { ragioneSociale: 'portale' }, session);
    assert.equal(response.statusCode, 200);
    const db = await testDb();
    const [row] = await db.query<{ user_login: string; acting_login: string }>(
      `SELECT u.login AS user_login, a.login AS acting_login FROM paid_services p
       JOIN users u ON u.id = p.user_id JOIN users a ON a.id = p.acting_user_id ORDER BY p.id DESC LIMIT 1`,
    );
    assert.deepEqual(row, { user_login: 'cliente', acting_login: 'mutaforma' });
  });

  test('tenant isolation', async () => {
    const response = await post('/api/subjects/companies/advanced-search', { partitaIVA: BETA.partitaIva });
    assert.equal(response.json().context.totalElements, 0);
    const beta = await post(
      '/api/subjects/companies/advanced-search',
      { partitaIVA: BETA.partitaIva },
      sessions['cliente@beta'],
    );
    assert.equal(beta.json().context.totalElements, 1);
  });
});

describe('POST /api/subjects/persons/fiscal-code', () => {
  const MARIO = {
    nome: 'Mario',
    cognome: 'Rossi',
    denominazione: 'Mario Rossi',
    dataNascita: '1980-01-01',
    luogoNascita: 'H501',
    sesso: 'M',
  };

  test('computes the code; a known person comes back with its data', async () => {
    const response = await post('/api/subjects/persons/fiscal-code', MARIO);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      error: false,
      message: null,
      context: {
        codiceFiscale: 'RSSMRA80A01H501U',
        denominazione: 'MARIO ROSSI',
        comuneNascita: 'Roma',
        dataNascita: '1980-01-01',
        sesso: 'M',
        comune: 'Roma',
      },
    });
    const unknown = await post('/api/subjects/persons/fiscal-code', {
      nome: 'Anna',
      cognome: "D'Amico",
      dataNascita: '1992-11-30',
      luogoNascita: 'Z112',
      sesso: 'F',
    });
    const person = unknown.json().context;
    assert.equal(person.codiceFiscale.slice(0, 11), 'DMCNNA92S70');
    assert.equal(person.codiceFiscale.slice(11, 15), 'Z112');
    assert.equal(person.denominazione, "ANNA D'AMICO");
    assert.equal(person.comuneNascita, 'Germania');
    assert.equal(person.comune, null);
  });

  test('bad input: missing, empty, wrong types, impossible dates, unknown places', async () => {
    const cases: Array<[object, string]> = [
      [{ ...MARIO, nome: undefined }, 'Campo obbligatorio: "nome"'],
      [{ ...MARIO, cognome: '' }, 'Campo obbligatorio: "cognome"'],
      [{ ...MARIO, nome: '123' }, 'Nome non valido'],
      [{ ...MARIO, nome: 'A'.repeat(65) }, 'Valore non valido per "nome": deve contenere al massimo 64 caratteri'],
      [{ ...MARIO, sesso: 'X' }, 'Valore non valido per "sesso": valori ammessi M, F'],
      [{ ...MARIO, dataNascita: '1980-02-30' }, 'Data di nascita non valida'],
      [{ ...MARIO, dataNascita: '01/01/1980' }, 'Data di nascita non valida'],
      [{ ...MARIO, dataNascita: '2999-01-01' }, 'Data di nascita non valida'],
      [{ ...MARIO, dataNascita: 19800101 }, 'Valore non valido per "dataNascita": deve essere un testo'],
      [{ ...MARIO, luogoNascita: 'Z999' }, 'Luogo di nascita non valido'],
      [{ ...MARIO, luogoNascita: 'Roma' }, 'Luogo di nascita non valido'],
      [{ ...MARIO, luogoNascita: 'D620' }, 'Il luogo di nascita non esisteva alla data di nascita indicata'],
      [{ ...MARIO, extra: true }, 'Proprietà non consentita: "extra"'],
    ];
    for (const [body, message] of cases) {
      const response = await post('/api/subjects/persons/fiscal-code', body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().message, message, JSON.stringify(body));
    }
    assert.equal((await post('/api/subjects/persons/fiscal-code', MARIO, null)).statusCode, 401);
  });
});

describe('GET /api/domain/comune and /api/domain/cciaa', () => {
  test('comuni with their province and Belfiore key, names starting with the text first, at most 50', async () => {
    const roma = (await get('/api/domain/comune?search=roma')).json().context;
    assert.deepEqual(roma[0], { c01: 'Roma', c02: 'RM', c03: 'H501' });
    for (const option of roma) assert.match(option.c01.toLowerCase(), /roma/);
    const many = (await get('/api/domain/comune?search=san')).json().context;
    assert.equal(many.length, 50);
    const germany = (await get('/api/domain/comune?search=germania')).json().context;
    assert.deepEqual(germany, [{ c01: 'Germania', c02: 'EE', c03: 'Z112' }]);
    assert.deepEqual((await get('/api/domain/comune?search=zzzz')).json().context, []);
  });

  test('chambers of commerce by province name or code', async () => {
    const milano = (await get('/api/domain/cciaa?search=milano')).json().context;
    assert.deepEqual(milano, [{ c01: 'Milano (MI)', key: 'MI' }]);
    const byCode = (await get('/api/domain/cciaa?search=TO')).json().context;
    assert.deepEqual(byCode[0], { c01: 'Torino (TO)', key: 'TO' });
    const all = (await get('/api/domain/cciaa?search=a')).json().context;
    assert.equal(all.length, 50);
  });

  test('bad input and no session', async () => {
    for (const url of [
      '/api/domain/comune',
      '/api/domain/comune?search=',
      `/api/domain/cciaa?search=${'a'.repeat(101)}`,
      '/api/domain/cciaa?search=mi&x=1',
    ]) {
      assert.equal((await get(url)).statusCode, 400, url);
    }
    assert.equal((await get('/api/domain/comune?search=roma', null)).statusCode, 401);
    assert.equal((await get('/api/domain/cciaa?search=roma', null)).statusCode, 401);
  });
});

describe('POST /api/form/field/process/validator', () => {
  const validate = (body: object) => post('/api/form/field/process/validator', body);

  test('valid values; empty values are not checked', async () => {
    for (const body of [
      { type: 'PI', value: ALFA.partitaIva, subjectType: 'PG' },
      { type: 'CF', value: 'RSSMRA80A01H501U', subjectType: 'PF' },
      { type: 'CF', value: ALFA.partitaIva, subjectType: 'PG' },
      { type: 'CF', value: 'rssmra80a01h50mm' },
      { type: 'PI', value: '' },
      { type: 'CF', value: null, subjectType: null },
    ]) {
      const response = await validate(body);
      assert.equal(response.statusCode, 200, JSON.stringify(body));
      assert.deepEqual(
        response.json(),
        { error: false, message: null, context: { valid: true } },
        JSON.stringify(body),
      );
    }
  });

  test('invalid values answer the reason', async () => {
    const cases: Array<[object, string]> = [
      [{ type: 'PI', value: '00488410011', subjectType: 'PG' }, 'Partita IVA non valida: cifra di controllo errata'],
      [{ type: 'PI', value: '123' }, 'La partita IVA deve contenere 11 cifre'],
      [
        { type: 'CF', value: 'RSSMRA80A01H501X', subjectType: 'PF' },
        'Codice fiscale non valido: carattere di controllo errato',
      ],
      [
        { type: 'CF', value: ALFA.partitaIva, subjectType: 'PF' },
        'Il codice fiscale deve contenere 16 caratteri alfanumerici',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await validate(body);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { error: false, message, context: { valid: false } });
    }
  });

  test('bad requests', async () => {
    for (const body of [
      {},
      { type: 'XX', value: '1' },
      { type: 'PI' },
      { type: 'PI', value: 5 },
      { type: 'PI', value: '1'.repeat(65) },
      { type: 'CF', value: 'x', subjectType: 'ZZ' },
      { type: 'CF', value: 'x', other: 1 },
    ]) {
      assert.equal((await validate(body)).statusCode, 400, JSON.stringify(body));
    }
    assert.equal((await post('/api/form/field/process/validator', { type: 'PI', value: '1' }, null)).statusCode, 401);
  });
});
