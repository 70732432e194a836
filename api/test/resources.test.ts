import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signIn, tempDir, testDb, type Session } from './helper.ts';

const FORBIDDEN = 'Non disponi dei privilegi necessari per eseguire questa azione';

let app: FastifyInstance;
let outboxDir: string;
const sessions: Record<string, Session> = {};

before(async () => {
  outboxDir = await tempDir();
  app = await buildTestApp({ outboxDir });
  for (const login of ['cliente', 'gestore', 'sicurezza', 'admin', 'gestore@beta', 'sicurezza@beta']) {
    sessions[login] = await signIn(app, login);
  }
});

function get(url: string, session: Session) {
  return app.inject({ method: 'GET', url, headers: session.headers });
}

describe('GET /api/fields', () => {
  test('pages the catalogue ordered by field code, with every field of the entity', async () => {
    const first = await get('/api/fields?page=0&size=10', sessions.gestore);
    assert.equal(first.statusCode, 200);
    const { content, totalElements } = first.json().context;
    assert.ok(totalElements >= 30, `${totalElements} fields`);
    assert.equal(content.length, 10);
    const codes = content.map((field: { fieldCode: string }) => field.fieldCode);
    assert.deepEqual(codes, [...codes].sort());
    for (const key of [
      'fieldCode',
      'name',
      'description',
      'type',
      'length',
      'minimum',
      'maximum',
      'validator',
      'icon',
      'minimumDate',
      'maximumDate',
      'selectValue',
      'physicalPersonField',
      'legalPersonField',
      'subjectField',
      'sqlOptions',
      'requestCode',
      'productId',
      'priceChange',
      'prodottoDescription',
      'defaultValue',
      'toolTipInfo',
      'productIdDerivedRequest',
      'requestCodeOrFieldCode',
      'isAlertDismissed',
    ]) {
      assert.ok(key in content[0], key);
    }

    const all = (await get(`/api/fields?size=100`, sessions.gestore)).json().context.content;
    assert.equal(all.length, Math.min(totalElements, 100));
    const second = (await get('/api/fields?page=1&size=10', sessions.gestore)).json().context.content;
    assert.deepEqual(
      second.map((field: { fieldCode: string }) => field.fieldCode),
      all.slice(10, 20).map((field: { fieldCode: string }) => field.fieldCode),
    );
    const types = new Set(all.map((field: { type: string }) => field.type));
    for (const type of ['AMOUNT', 'NUMBER', 'FLAG', 'TEXT', 'DATE', 'TEXT_AREA', 'SELECT', 'FILE', 'HIDDEN']) {
      assert.ok(types.has(type), type);
    }
    const validators = new Set(all.map((field: { validator: string | null }) => field.validator));
    for (const validator of ['CF', 'PI', 'BOTH']) assert.ok(validators.has(validator), validator);
    const amount = all.find((field: { fieldCode: string }) => field.fieldCode === 'IMPORTO_FIDO');
    assert.equal(amount.minimum, 0);
    assert.equal(amount.maximum, 5_000_000);
    const birth = all.find((field: { fieldCode: string }) => field.fieldCode === 'DATA_NASCITA');
    assert.equal(birth.minimumDate, '1900-01-01');
    assert.match(amount.icon, /^mat_outline:/);
  });

  test("a page's fields are each as read alone: products' descriptions, form counts, lists", async () => {
    // The list orders and counts the fields alone, then joins the page's rows to their products
    // and forms (fields-repository.ts): what it answers must match the single read's joins.
    const page = (await get('/api/fields?page=0&size=100', sessions.gestore)).json().context.content as Array<{
      fieldCode: string;
      formCount: number;
      prodottoDescription: string | null;
    }>;
    assert.ok(page.some((field) => field.formCount > 0) && page.some((field) => field.prodottoDescription));
    for (const listed of page) {
      const alone = await get(`/api/field/${encodeURIComponent(listed.fieldCode)}`, sessions.gestore);
      assert.deepEqual(listed, alone.json().context, listed.fieldCode);
    }
  });

  test('search is case-insensitive on code, name and description; defaults are page 0 size 20', async () => {
    const byName = (await get('/api/fields?search=partita%20iva', sessions.gestore)).json().context;
    assert.ok(byName.content.some((field: { fieldCode: string }) => field.fieldCode === 'PARTITA_IVA'));
    assert.equal(byName.totalElements, byName.content.length);
    const byCode = (await get('/api/fields?search=importo_', sessions.gestore)).json().context;
    assert.deepEqual(
      byCode.content.map((field: { fieldCode: string }) => field.fieldCode),
      ['IMPORTO_CREDITO', 'IMPORTO_FIDO'],
    );
    const byDescription = (await get('/api/fields?search=REGISTRO%20DELLE%20IMPRESE', sessions.gestore)).json().context;
    assert.deepEqual(
      byDescription.content.map((field: { fieldCode: string }) => field.fieldCode),
      ['RAGIONE_SOCIALE'],
    );
    const wildcard = (await get('/api/fields?search=%25', sessions.gestore)).json().context;
    assert.equal(wildcard.totalElements, 0, 'a % is searched literally');
    const defaults = (await get('/api/fields', sessions.gestore)).json().context;
    assert.equal(defaults.content.length, 20);
  });

  test('size must be 1..100 and page a non-negative integer', async () => {
    for (const query of ['size=0', 'size=101', 'size=-5', 'size=2.5', 'page=-1', 'page=x']) {
      const response = await get(`/api/fields?${query}`, sessions.gestore);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().error, true);
      assert.match(response.json().message, /^Valore non valido per "(size|page)"/);
    }
    assert.equal((await get('/api/fields?size=100', sessions.gestore)).statusCode, 200);
    assert.equal((await get('/api/fields?size=1', sessions.gestore)).json().context.content.length, 1);
  });

  test('needs the GESTORE permission', async () => {
    for (const login of ['cliente', 'sicurezza']) {
      const response = await get('/api/fields', sessions[login]);
      assert.equal(response.statusCode, 403, login);
      assert.deepEqual(response.json(), { error: true, message: FORBIDDEN, context: null });
    }
    assert.equal((await get('/api/fields', sessions.admin)).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/api/fields' })).statusCode, 401);
  });

  test("another tenant's fields are invisible", async () => {
    const db = await testDb();
    const code = `SOLO_ALFA_${Date.now()}`;
    await db.query(
      `INSERT INTO fields (tenant_id, field_code, name, description, type)
       SELECT id, $1, 'Campo solo alfa', 'Visibile solo al tenant alfa', 'TEXT' FROM tenants WHERE code = 'alfa'`,
      [code],
    );
    const alfa = (await get(`/api/fields?search=${code}`, sessions.gestore)).json().context;
    assert.equal(alfa.totalElements, 1);
    const beta = (await get(`/api/fields?search=${code}`, sessions['gestore@beta'])).json().context;
    assert.equal(beta.totalElements, 0);
    const betaOwn = (await get('/api/fields?search=NUMERO_POLIZZA', sessions['gestore@beta'])).json().context;
    assert.equal(betaOwn.totalElements, 1);
    const alfaNoPolizza = (await get('/api/fields?search=NUMERO_POLIZZA', sessions.gestore)).json().context;
    assert.equal(alfaNoPolizza.totalElements, 0);
  });
});

describe('permission management', () => {
  const USERS = '/api/permission-management/available/users';
  const ACCOUNTS = '/api/permission-management/available/accounts';

  test('lists the tenant users with their permissions, ordered by last name and name', async () => {
    const response = await get(`${USERS}?page=0&size=20`, sessions.sicurezza);
    assert.equal(response.statusCode, 200);
    const { content, totalElements } = response.json().context;
    assert.ok(totalElements >= 60, `${totalElements} users`);
    assert.equal(content.length, 20);
    for (let i = 1; i < content.length; i++) {
      const [prev, next] = [content[i - 1], content[i]];
      const order = prev.lastName.localeCompare(next.lastName, 'it') || prev.name.localeCompare(next.name, 'it');
      assert.ok(order <= 0, `${prev.lastName} ${prev.name} before ${next.lastName} ${next.name}`);
    }
    for (const user of content) {
      assert.deepEqual(Object.keys(user).sort(), [
        'clientId',
        'clientName',
        'email',
        'lastName',
        'login',
        'name',
        'permissions',
        'tenantCode',
        'userId',
      ]);
      assert.equal(user.tenantCode, 'alfa');
      assert.ok(Array.isArray(user.permissions));
    }
    const admin = (await get(`${USERS}?search=admin`, sessions.sicurezza)).json().context.content;
    assert.equal(admin.length, 1);
    assert.ok(admin[0].permissions.includes('GESTIONE_PERMESSI'));
    assert.equal(admin[0].clientName, 'Alfa Informazioni S.p.A.');

    const pages = [];
    for (let page = 0; page * 50 < totalElements; page++) {
      pages.push(...(await get(`${USERS}?page=${page}&size=50`, sessions.sicurezza)).json().context.content);
    }
    assert.equal(pages.length, totalElements);
    assert.equal(new Set(pages.map((user: { userId: number }) => user.userId)).size, totalElements);
  });

  test('search matches name, last name, login and email, case-insensitively', async () => {
    const byLastName = (await get(`${USERS}?search=BIANCHI`, sessions.sicurezza)).json().context.content;
    assert.ok(byLastName.some((user: { login: string }) => user.login === 'gestore'));
    const byLogin = (await get(`${USERS}?search=mutaf`, sessions.sicurezza)).json().context.content;
    assert.deepEqual(
      byLogin.map((user: { login: string }) => user.login),
      ['mutaforma'],
    );
    const byEmail = (await get(`${USERS}?search=ediliziabrambilla.it`, sessions.sicurezza)).json().context;
    assert.ok(byEmail.totalElements > 0);
    assert.ok(byEmail.content.every((user: { clientName: string }) => user.clientName === 'Edilizia Brambilla S.r.l.'));
  });

  test('filters by client; a client of another tenant gives nothing', async () => {
    const accounts = (await get(`${ACCOUNTS}?search=Brambilla`, sessions.sicurezza)).json().context;
    assert.equal(accounts.length, 1);
    const clientId = accounts[0].clientId;
    const filtered = (await get(`${USERS}?clientId=${clientId}&size=100`, sessions.sicurezza)).json().context;
    assert.ok(filtered.totalElements > 0);
    assert.ok(filtered.content.every((user: { clientId: number }) => user.clientId === clientId));
    const empty = (await get(`${USERS}?clientId=&size=5`, sessions.sicurezza)).json().context;
    assert.ok(empty.totalElements > filtered.totalElements, 'an empty clientId means no filter');

    const fromBeta = (await get(`${USERS}?clientId=${clientId}`, sessions['sicurezza@beta'])).json().context;
    assert.equal(fromBeta.totalElements, 0);
    const betaUsers = (await get(`${USERS}?size=100`, sessions['sicurezza@beta'])).json().context.content;
    assert.ok(betaUsers.every((user: { tenantCode: string }) => user.tenantCode === 'beta'));
  });

  test('accounts: at most 50, filtered by a case-insensitive substring', async () => {
    const all = await get(ACCOUNTS, sessions.sicurezza);
    assert.equal(all.statusCode, 200);
    const list = all.json().context;
    assert.ok(list.length >= 8 && list.length <= 50);
    assert.deepEqual(Object.keys(list[0]).sort(), ['clientId', 'clientName', 'customerCode']);
    assert.ok(list.every((account: { customerCode: string }) => account.customerCode.startsWith('AL')));
    const filtered = (await get(`${ACCOUNTS}?search=s.r.l`, sessions.sicurezza)).json().context;
    assert.ok(filtered.length > 0 && filtered.length < list.length);
    assert.ok(filtered.every((account: { clientName: string }) => /s\.r\.l/i.test(account.clientName)));

    const db = await testDb();
    await db.query(
      `INSERT INTO clients (tenant_id, customer_code, head1)
       SELECT t.id, 'ZZ' || n, 'Cliente di prova ' || n FROM tenants t, generate_series(1, 60) n WHERE t.code = 'beta'`,
    );
    const many = (await get(`${ACCOUNTS}?search=prova`, sessions['sicurezza@beta'])).json().context;
    assert.equal(many.length, 50);
    const none = (await get(`${ACCOUNTS}?search=prova`, sessions.sicurezza)).json().context;
    assert.equal(none.length, 0, "beta's clients are not alfa's");
  });

  test('needs the GESTIONE_PERMESSI permission', async () => {
    for (const login of ['cliente', 'gestore']) {
      for (const url of [USERS, ACCOUNTS]) {
        const response = await get(url, sessions[login]);
        assert.equal(response.statusCode, 403, `${login} ${url}`);
        assert.equal(response.json().message, FORBIDDEN);
      }
    }
    assert.equal((await get(USERS, sessions.admin)).statusCode, 200);
  });
});

describe('support form', () => {
  const URL = '/api/help-center/contact/support';
  const post = (payload: unknown, session: Session = sessions.cliente) =>
    app.inject({ method: 'POST', url: URL, headers: session.headers, payload: payload as object });

  test('stores the request, writes the mail to the outbox and answers in Italian', async () => {
    const note = `Non riesco a scaricare il report ${Date.now()}`;
    const response = await post({ name: 'Marco Rossi', email: 'marco.rossi@ediliziabrambilla.it', note });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      error: false,
      message: 'Richiesta inviata. Ti risponderemo entro 24 ore.',
      context: null,
    });
    const db = await testDb();
    const [row] = await db.query<{ tenant: string; login: string; mailed: boolean }>(
      `SELECT t.code AS tenant, u.login, s.mailed_at IS NOT NULL AS mailed FROM support_requests s
       JOIN tenants t ON t.id = s.tenant_id JOIN users u ON u.id = s.user_id WHERE s.note = $1`,
      [note],
    );
    assert.deepEqual(row, { tenant: 'alfa', login: 'cliente', mailed: true });
    const files = await readdir(outboxDir);
    const mails = await Promise.all(files.map((file) => readFile(path.join(outboxDir, file), 'utf8')));
    const mail = mails.find((text) => text.includes(note));
    assert.ok(mail, 'mail written to the outbox');
    assert.match(mail, /Reply-To: marco\.rossi@ediliziabrambilla\.it/);
    assert.match(mail, /Subject: Richiesta di assistenza/);
  });

  test('validates name, email and note with Italian messages', async () => {
    const valid = { name: 'Marco Rossi', email: 'marco@example.it', note: 'Aiuto' };
    const cases: Array<[unknown, string]> = [
      [{ ...valid, email: 'non-una-email' }, 'Inserire un indirizzo email valido'],
      [{ ...valid, email: 'a@' }, 'Inserire un indirizzo email valido'],
      [{ name: valid.name, note: valid.note }, 'Campo obbligatorio: "email"'],
      [{ email: valid.email, note: valid.note }, 'Campo obbligatorio: "name"'],
      [{ name: valid.name, email: valid.email }, 'Campo obbligatorio: "note"'],
      [{ ...valid, name: '' }, 'Campo obbligatorio: "name"'],
      [{ ...valid, note: '   ' }, 'Campo obbligatorio: "note"'],
      [{ ...valid, name: 'x'.repeat(129) }, 'Valore non valido per "name": deve contenere al massimo 128 caratteri'],
      [{ ...valid, note: 'x'.repeat(2001) }, 'Valore non valido per "note": deve contenere al massimo 2000 caratteri'],
      [
        { ...valid, email: `${'x'.repeat(250)}@x.it` },
        'Valore non valido per "email": deve contenere al massimo 254 caratteri',
      ],
      [{ ...valid, attachment: 'x' }, 'Proprietà non consentita: "attachment"'],
    ];
    const db = await testDb();
    const [{ before }] = await db.query<{ before: number }>('SELECT count(*)::int AS before FROM support_requests');
    for (const [payload, message] of cases) {
      const response = await post(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().error, true);
      assert.equal(response.json().message, message);
    }
    const [{ after }] = await db.query<{ after: number }>('SELECT count(*)::int AS after FROM support_requests');
    assert.equal(after, before, 'nothing stored for invalid requests');
  });

  test('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload: { name: 'A', email: 'a@b.it', note: 'x' },
    });
    assert.equal(response.statusCode, 401);
  });
});
