import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { trustedTenantId } from '../src/db/tenant-id.ts';
import { MAX_VALUE_CHARS, checkOptionsQuery } from '../src/sql-options/options-query-check.ts';
import { MAX_SQL_OPTIONS, MAX_SQL_OPTIONS_BYTES, runOptionsQuery } from '../src/sql-options/run-options-query.ts';
import { assertError, catalogueClient, uniqueCode } from './catalogue-support.ts';

const catalogue = catalogueClient(['cliente', 'gestore', 'gestore@beta']);
const { sessions, call } = catalogue;
const db = () => catalogue.app.db;

const selectField = (sqlOptions: string) => ({
  fieldCode: uniqueCode('SQL'),
  name: 'Opzioni da query',
  description: 'Campo con opzioni da SQL',
  type: 'SELECT',
  sqlOptions,
  icon: 'mat_outline:list',
});

async function tenantOf(code: string) {
  const [row] = await db().query<{ id: number }>('SELECT id FROM tenants WHERE code = $1', [code]);
  return trustedTenantId(row.id);
}

async function productCodes(tenant: string): Promise<string[]> {
  const rows = await db().query<{ code: string }>(
    `SELECT p.full_product_code AS code FROM products p JOIN tenants t ON t.id = p.tenant_id
     WHERE t.code = $1 AND p.flag_suspended = 'N' ORDER BY 1`,
    [tenant],
  );
  return rows.map((row) => row.code);
}

const VIEWS = 'province, cciaa, comuni, stati_esteri, servizi, prodotti';

describe('SQL options: parsed by PostgreSQL, allow-listed, refused at save (spec 002 §3)', () => {
  // What a manager could try: every one is refused with its reason, and nothing is stored.
  const refused: [string, string][] = [
    ['SELECT pg_sleep(10)', 'Funzione non consentita nella query SQL: pg_sleep'],
    ["SELECT set_config('portal.tenant_id', '2', false)", 'Funzione non consentita nella query SQL: set_config'],
    ["SELECT current_setting('portal.tenant_id')", 'Funzione non consentita nella query SQL: current_setting'],
    ["SELECT pg_read_file('/etc/passwd')", 'Funzione non consentita nella query SQL: pg_read_file'],
    ['SELECT sigla FROM province WHERE pg_sleep(5) IS NULL', 'Funzione non consentita nella query SQL: pg_sleep'],
    ["SELECT nextval('users_id_seq')", 'Funzione non consentita nella query SQL: nextval'],
    ['DELETE FROM fields', 'La query SQL deve iniziare con SELECT'],
    ['select 1; drop table fields', "La query SQL deve essere un'unica istruzione SELECT"],
    ['SELECT 1; SELECT 2', "La query SQL deve essere un'unica istruzione SELECT"],
    [
      'SELECT username, password_hash FROM users',
      `La query SQL può leggere solo le viste di consultazione (${VIEWS}): "users" non è tra queste`,
    ],
    [
      'SELECT rolname, rolpassword FROM pg_authid',
      `La query SQL può leggere solo le viste di consultazione (${VIEWS}): "pg_authid" non è tra queste`,
    ],
    [
      'SELECT usename FROM pg_catalog.pg_shadow',
      `La query SQL può leggere solo le viste di consultazione (${VIEWS}): "pg_catalog.pg_shadow" non è tra queste`,
    ],
    [
      'SELECT sigla FROM public.province',
      `La query SQL può leggere solo le viste di consultazione (${VIEWS}): "public.province" non è tra queste`,
    ],
    [
      'SELECT denominazione FROM companies',
      `La query SQL può leggere solo le viste di consultazione (${VIEWS}): "companies" non è tra queste`,
    ],
    [
      'SELECT a.sigla FROM province a, province b, province c',
      'La query SQL può leggere una sola vista di consultazione',
    ],
    ['SELECT sigla FROM province UNION SELECT username FROM users', 'Costrutto non consentito nella query SQL: UNION'],
    ['SELECT (SELECT password_hash FROM users LIMIT 1)', 'Costrutto non consentito nella query SQL: SubLink'],
    ["SELECT 'users'::regclass", 'Costrutto non consentito nella query SQL: conversione a regclass'],
    ['SELECT sigla FROM province FOR UPDATE', 'Costrutto non consentito nella query SQL: FOR UPDATE/SHARE'],
    ['SELECT sigla INTO copia FROM province', 'Costrutto non consentito nella query SQL: INTO'],
    ['SELECT current_user', 'Costrutto non consentito nella query SQL: SQLValueFunction'],
    ["SELECT repeat('x', 100000000)", 'Funzione non consentita nella query SQL: repeat'],
    ['SELECT FROM WHERE', /^La query SQL non è valida: syntax error/],
    ['SELECT nome FROM province', 'La query SQL non può essere eseguita: column "nome" does not exist'],
    // Hardening II: texts that grow without bound (the probe's 1 GB answer) are refused before they run.
    [
      `SELECT ${'replace('.repeat(6)}descrizione${", 'a', 'aaaa')".repeat(6)} FROM comuni`,
      `La query SQL può produrre valori troppo lunghi (oltre ${MAX_VALUE_CHARS} caratteri): semplifica le espressioni`,
    ],
    [
      `SELECT sigla FROM province WHERE length(replace(replace(descrizione, 'a', descrizione), 'e', descrizione)) > 0`,
      `La query SQL può produrre valori troppo lunghi (oltre ${MAX_VALUE_CHARS} caratteri): semplifica le espressioni`,
    ],
    [
      `SELECT sigla FROM province ORDER BY ${Array.from({ length: 12 }, () => 'descrizione').join(' || ')}`,
      `La query SQL può produrre valori troppo lunghi (oltre ${MAX_VALUE_CHARS} caratteri): semplifica le espressioni`,
    ],
    [
      `SELECT sigla FROM province WHERE ${Array.from({ length: 200 }, (_, i) => `sigla <> 'X${i}'`).join(' AND ')}`,
      'La query SQL è troppo complessa: semplifica le espressioni',
    ],
  ] as [string, string][];

  for (const [sql, message] of refused) {
    test(`refuses ${sql}`, async () => {
      assertError(await call('POST', '/api/field', selectField(sql)), 400, message);
    });
  }

  test('a dangerous text stored behind the API is refused again when it would run', async () => {
    const check = await checkOptionsQuery('SELECT pg_sleep(30)');
    assert.equal(check.ok, false);
    await assert.rejects(
      runOptionsQuery(db(), await tenantOf('alfa'), 'SELECT sigla FROM province; DELETE FROM users'),
      /unica istruzione SELECT/,
    );
  });

  test('plain lookups are accepted, with a trailing semicolon or comment, and capped at 200 rows', async () => {
    const created = await call(
      'POST',
      '/api/field',
      selectField('SELECT sigla, descrizione FROM province ORDER BY 2;'),
    );
    assert.equal(created.statusCode, 200, created.body);
    const comment = await call(
      'POST',
      '/api/field',
      selectField("SELECT codice FROM comuni WHERE provincia = 'MI' -- Milano"),
    );
    assert.equal(comment.statusCode, 200, comment.body);
    const towns = await runOptionsQuery(db(), await tenantOf('alfa'), 'SELECT codice, upper(descrizione) FROM comuni');
    assert.equal(towns.length, MAX_SQL_OPTIONS);
    // A label made of two columns, or a plain replace(), stays within the bound.
    const labelled = await call(
      'POST',
      '/api/field',
      selectField("SELECT sigla, concat(sigla, ' - ', replace(descrizione, 'a', 'à')) FROM province"),
    );
    assert.equal(labelled.statusCode, 200, labelled.body);
  });

  test('the options are at most 64 KB: past it the query is refused at the save and at use, on every database', async () => {
    // 200 rows of a label of 3.000 characters: each value is allowed, their total is not.
    const sql = `SELECT codice, concat(descrizione, '${'x'.repeat(3000)}') FROM comuni`;
    assertError(
      await call('POST', '/api/field', selectField(sql)),
      400,
      `Le opzioni prodotte dalla query SQL superano ${MAX_SQL_OPTIONS_BYTES / 1024} KB: restringi la query`,
    );
    await assert.rejects(runOptionsQuery(db(), await tenantOf('alfa'), sql), /superano 64 KB/);
  });
});

describe("SQL options see only the caller's tenant", () => {
  test("a manager's query over tenant data returns its tenant's rows, whatever its WHERE says", async () => {
    const alfa = await productCodes('alfa');
    const beta = await productCodes('beta');
    const onlyAlfa = alfa.filter((code) => !beta.includes(code));
    assert.ok(onlyAlfa.length > 0, 'the seed has products only tenant alfa sells');

    const sql = "SELECT codice, descrizione FROM prodotti WHERE true OR codice <> '' ORDER BY 1";
    const saved = await call('POST', '/api/field', selectField(sql), sessions['gestore@beta']);
    assert.equal(saved.statusCode, 200, saved.body);
    const seenByBeta = (await runOptionsQuery(db(), await tenantOf('beta'), sql)).map((option) => option.value);
    assert.deepEqual(seenByBeta, beta.slice(0, MAX_SQL_OPTIONS));
    for (const code of onlyAlfa) assert.ok(!seenByBeta.includes(code), `${code} is tenant alfa's`);
  });

  test('outside a sandboxed run the tenant views are empty', async () => {
    const [row] = await db().query<{ count: number }>('SELECT count(*)::int AS count FROM prodotti');
    assert.equal(row.count, 0);
  });

  test('the role the queries run as reads the lookup views and no table', async () => {
    const [grants] = await db().query<Record<string, boolean>>(
      `SELECT has_table_privilege('portal_sql_options', 'prodotti', 'SELECT') AS views,
         has_table_privilege('portal_sql_options', 'users', 'SELECT') AS users,
         has_table_privilege('portal_sql_options', 'products', 'SELECT') AS products,
         has_table_privilege('portal_sql_options', 'refresh_tokens', 'SELECT') AS tokens`,
    );
    assert.deepEqual(grants, { views: true, users: false, products: false, tokens: false });
  });
});

describe('SQL options in the ordering form and in the request check', () => {
  async function vis001() {
    const [row] = await db().query<{ id: number }>(
      `SELECT p.id FROM products p JOIN tenants t ON t.id = p.tenant_id WHERE t.code = 'alfa' AND p.product_code = 'VIS001'`,
    );
    return row.id;
  }

  test('the form lists the values with their labels; a value not among them is refused', async () => {
    const productId = await vis001();
    const form = (
      await call('GET', `/api/ordering/products/${productId}/form?subjectType=PG`, undefined, sessions.cliente)
    ).json().context;
    const cciaa = form.fields.find((field: { fieldCode: string }) => field.fieldCode === 'CCIAA');
    const milan = cciaa.selectValueList.indexOf('MI');
    assert.ok(milan >= 0);
    assert.equal(cciaa.selectLabelList[milan], 'CCIAA di Milano');
    assert.equal(cciaa.selectValueList.length, cciaa.selectLabelList.length);
    assert.equal('sqlOptions' in cciaa, false, 'the query itself never reaches the browser');

    const response = await call(
      'POST',
      '/api/requests',
      {
        productId,
        tipoSogg: 'PG',
        subject: {
          codiceFiscale: '12345600154',
          partitaIva: '12345600154',
          denominazione: 'PORTALE ALFA SERVIZI S.P.A.',
        },
        formParams: { CF_PIVA: '12345600154', CCIAA: 'ZZ' },
      },
      sessions.cliente,
    );
    assertError(response, 400, /Scegliere una delle opzioni previste/);
  });
});
