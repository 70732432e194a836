import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { testDb } from './helper.ts';
import { FORBIDDEN, STALE, assertError, catalogueClient, uniqueCode } from './catalogue-support.ts';
const catalogue = catalogueClient(['cliente', 'gestore', 'admin', 'gestore@beta']);
const { sessions, call } = catalogue;
const newCode = (prefix = 'T_CAMPO') => uniqueCode(prefix);

function textField(overrides: Record<string, unknown> = {}) {
  return {
    fieldCode: newCode(),
    name: 'Campo di prova',
    description: 'Campo creato dai test',
    type: 'TEXT',
    length: 20,
    icon: 'mat_outline:bookmark',
    ...overrides,
  };
}

async function createField(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/field', textField(overrides));
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context;
}

describe('GET /api/field/{fieldCode}', () => {
  test('returns the seeded field with version, option list, form count and accessory product', async () => {
    const response = await call('GET', '/api/field/URGENTE');
    assert.equal(response.statusCode, 200);
    const field = response.json().context;
    assert.equal(field.fieldCode, 'URGENTE');
    assert.equal(field.type, 'FLAG');
    assert.equal(field.version, 1);
    assert.ok(field.productId > 0);
    assert.equal(field.prodottoDescription, 'Evasione urgente');
    assert.ok(field.formCount >= 3);
    const select = (await call('GET', '/api/field/MOTIVO_RICHIESTA')).json().context;
    assert.deepEqual(select.selectValueList.slice(0, 2), ['Valutazione cliente', 'Valutazione fornitore']);
    const sql = (await call('GET', '/api/field/PROVINCIA')).json().context;
    assert.match(sql.sqlOptions, /^SELECT /);
    assert.equal(sql.selectValue, null);
  });

  test('codes are case-insensitive; unknown and other-tenant codes are 404', async () => {
    assert.equal((await call('GET', '/api/field/urgente')).json().context.fieldCode, 'URGENTE');
    assertError(await call('GET', '/api/field/NON_ESISTE'), 404, 'Risorsa non trovata');
    // CODICE_CONVENZIONE exists only in alfa, NUMERO_POLIZZA only in beta.
    assert.equal((await call('GET', '/api/field/CODICE_CONVENZIONE')).statusCode, 200);
    assertError(
      await call('GET', '/api/field/CODICE_CONVENZIONE', undefined, sessions['gestore@beta']),
      404,
      'Risorsa non trovata',
    );
    assertError(await call('GET', '/api/field/NUMERO_POLIZZA'), 404, 'Risorsa non trovata');
  });

  test('needs GESTORE', async () => {
    assertError(await call('GET', '/api/field/URGENTE', undefined, sessions.cliente), 403, FORBIDDEN);
    assert.equal((await call('GET', '/api/field/URGENTE', undefined, sessions.admin)).statusCode, 200);
    assert.equal((await catalogue.app.inject({ method: 'GET', url: '/api/field/URGENTE' })).statusCode, 401);
  });
});

describe('the seeded catalogue', () => {
  test('has about 40 fields of every type and each tenant its own', async () => {
    const all = (await call('GET', '/api/available/fields')).json().context as Array<{ type: string; name: string }>;
    assert.ok(all.length >= 40, `${all.length} fields`);
    const names = all.map((field) => field.name.toLowerCase());
    assert.deepEqual(
      names,
      [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      'ordered by name',
    );
    for (const type of ['AMOUNT', 'NUMBER', 'FLAG', 'TEXT', 'DATE', 'TEXT_AREA', 'SELECT', 'FILE', 'HIDDEN']) {
      assert.ok(
        all.some((field) => field.type === type),
        type,
      );
    }
    const searched = (await call('GET', '/api/available/fields?search=catast')).json().context;
    assert.ok(searched.length >= 1);
  });
});

describe('POST /api/field', () => {
  test('creates a field, upper-casing the code, and answers with version 1', async () => {
    const code = newCode('t_nuovo');
    const created = await createField({ fieldCode: `  ${code}  `, toolTipInfo: '  ', defaultValue: 'abc' });
    assert.equal(created.fieldCode, code.toUpperCase());
    assert.equal(created.version, 1);
    assert.equal(created.toolTipInfo, null, 'blank becomes null');
    assert.equal(created.defaultValue, 'abc');
    assert.equal(created.formCount, 0);
    const read = (await call('GET', `/api/field/${created.fieldCode}`)).json().context;
    assert.deepEqual(read, created);
  });

  test('a taken code is 409 "Codice campo già registrata", also with another case', async () => {
    const created = await createField();
    assertError(
      await call('POST', '/api/field', textField({ fieldCode: created.fieldCode })),
      409,
      'Codice campo già registrata',
    );
    assertError(
      await call('POST', '/api/field', textField({ fieldCode: created.fieldCode.toLowerCase() })),
      409,
      'Codice campo già registrata',
    );
    // The same code is free in the other tenant.
    const beta = await call(
      'POST',
      '/api/field',
      textField({ fieldCode: created.fieldCode }),
      sessions['gestore@beta'],
    );
    assert.equal(beta.statusCode, 200);
  });

  test('lengths, required values, types and unknown properties are 400 with Italian messages', async () => {
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ fieldCode: 'X'.repeat(65) }, 'Valore non valido per "fieldCode": deve contenere al massimo 64 caratteri'],
      [{ name: 'N'.repeat(129) }, 'Valore non valido per "name": deve contenere al massimo 128 caratteri'],
      [
        { description: 'D'.repeat(501) },
        'Valore non valido per "description": deve contenere al massimo 500 caratteri',
      ],
      [{ name: '' }, 'Campo obbligatorio: "name"'],
      [{ name: '   ' }, 'Campo obbligatorio: "name"'],
      [{ icon: undefined }, 'Campo obbligatorio: "icon"'],
      [{ type: 'COLORE' }, /^Valore non valido per "type": valori ammessi AMOUNT, NUMBER/],
      [{ length: 100000 }, 'Inserire un valore minore di 99999'],
      [{ length: -1 }, 'Valore non valido per "length": deve essere maggiore o uguale a 0'],
      [{ length: '20' }, 'Valore non valido per "length": deve essere un numero intero o nullo'],
      [{ fieldCode: 'CON SPAZIO' }, 'Il codice può contenere solo lettere, cifre, "_" e "-"'],
      [{ fieldCode: 'àèì' }, 'Il codice può contenere solo lettere, cifre, "_" e "-"'],
      [{ validator: 'IBAN' }, /^Valore non valido per "validator"/],
      [{ physicalPersonField: 'partitaIva' }, /^Valore non valido per "physicalPersonField"/],
      [{ legalPersonField: 'nrea' }, ''],
      [{ colore: 'rosso' }, 'Proprietà non consentita: "colore"'],
      [{ productId: 999999 }, 'Prodotto accessorio non trovato'],
      [{ productIdDerivedRequest: 999999 }, 'Prodotto della richiesta derivata non trovato'],
      [{ minimumDate: '2020-13-45', type: 'DATE' }, 'Valore non valido per "minimumDate": formato non valido'],
    ];
    for (const [overrides, message] of cases) {
      const body = textField(overrides);
      if ('icon' in overrides && overrides.icon === undefined) delete (body as Record<string, unknown>).icon;
      const response = await call('POST', '/api/field', body);
      if (message === '') {
        assert.equal(response.statusCode, 200, JSON.stringify(overrides));
        continue;
      }
      assertError(response, 400, message);
    }
  });

  test('AMOUNT and NUMBER need minimum <= maximum; other types clear the bounds', async () => {
    assertError(
      await call('POST', '/api/field', textField({ type: 'AMOUNT', maximum: 10 })),
      400,
      'Campo obbligatorio: "minimum"',
    );
    assertError(
      await call('POST', '/api/field', textField({ type: 'NUMBER', minimum: 1 })),
      400,
      'Campo obbligatorio: "maximum"',
    );
    assertError(
      await call('POST', '/api/field', textField({ type: 'NUMBER', minimum: 10, maximum: 1 })),
      400,
      'Il valore minimo non può superare il valore massimo',
    );
    const amount = await createField({ type: 'AMOUNT', minimum: 0.5, maximum: 1500000.25 });
    assert.equal(amount.minimum, 0.5);
    assert.equal(amount.maximum, 1500000.25);
    const text = await createField({ type: 'TEXT', minimum: 1, maximum: 5, minimumDate: '2020-01-01' });
    assert.equal(text.minimum, null);
    assert.equal(text.maximum, null);
    assert.equal(text.minimumDate, null);
  });

  test('DATE needs both dates in order', async () => {
    assertError(
      await call('POST', '/api/field', textField({ type: 'DATE', maximumDate: '2030-01-01' })),
      400,
      'Campo obbligatorio: "minimumDate"',
    );
    assertError(
      await call(
        'POST',
        '/api/field',
        textField({ type: 'DATE', minimumDate: '2031-01-01', maximumDate: '2030-01-01' }),
      ),
      400,
      'La data minima non può superare la data massima',
    );
    const date = await createField({ type: 'DATE', minimumDate: '2000-01-01', maximumDate: '2030-12-31', minimum: 3 });
    assert.equal(date.minimumDate, '2000-01-01');
    assert.equal(date.maximumDate, '2030-12-31');
    assert.equal(date.minimum, null);
  });

  test('SELECT takes options or a SQL text starting with SELECT, never both; FILE needs options', async () => {
    assertError(
      await call('POST', '/api/field', textField({ type: 'SELECT' })),
      400,
      'Indicare le opzioni oppure la query SQL',
    );
    assertError(
      await call('POST', '/api/field', textField({ type: 'SELECT', selectValue: ' , ' })),
      400,
      'Indicare le opzioni oppure la query SQL',
    );
    assertError(
      await call('POST', '/api/field', textField({ type: 'SELECT', selectValue: 'A,B', sqlOptions: 'SELECT 1' })),
      400,
      'Le opzioni e la query SQL sono alternative: indicarne una sola',
    );
    assertError(
      await call('POST', '/api/field', textField({ type: 'SELECT', sqlOptions: 'DELETE FROM fields' })),
      400,
      'La query SQL deve iniziare con SELECT',
    );
    assertError(
      await call('POST', '/api/field', textField({ type: 'SELECT', sqlOptions: 'select 1; drop table fields' })),
      400,
      "La query SQL deve essere un'unica istruzione SELECT",
    );
    const options = await createField({ type: 'SELECT', selectValue: ' Alto, Medio ,,Basso ' });
    assert.equal(options.selectValue, 'Alto,Medio,Basso');
    assert.deepEqual(options.selectValueList, ['Alto', 'Medio', 'Basso']);
    assert.equal(options.sqlOptions, null);
    const sql = await createField({ type: 'SELECT', sqlOptions: 'select codice, descrizione from stati_esteri' });
    assert.equal(sql.sqlOptions, 'select codice, descrizione from stati_esteri');
    assert.equal(sql.selectValue, null);
    const sqlInOptions = await createField({ type: 'SELECT', selectValue: 'SELECT sigla FROM cciaa' });
    assert.equal(sqlInOptions.sqlOptions, 'SELECT sigla FROM cciaa');
    assert.equal(sqlInOptions.selectValue, null);

    assertError(await call('POST', '/api/field', textField({ type: 'FILE' })), 400, "Indicare almeno un'opzione");
    const file = await createField({ type: 'FILE', selectValue: 'pdf,xlsx', sqlOptions: 'SELECT 1' });
    assert.equal(file.selectValue, 'pdf,xlsx');
    assert.equal(file.sqlOptions, null, 'only SELECT keeps SQL');
    const text = await createField({ type: 'TEXT', selectValue: 'a,b', sqlOptions: 'SELECT 1' });
    assert.equal(text.selectValue, null);
    assert.equal(text.sqlOptions, null);
  });

  test('accessory and derived-request products must be products of the tenant', async () => {
    const [product] = (await call('GET', '/api/field/lookup/accessory-products?search=URG001')).json().context;
    const created = await createField({ productId: product.id, productIdDerivedRequest: product.id });
    assert.equal(created.prodottoDescription, 'Evasione urgente');
    assert.equal(created.derivedRequestDescription, 'Evasione urgente', 'the editor shows the product, not its id');
    // The id of an alfa product means nothing in beta.
    assertError(
      await call('POST', '/api/field', textField({ productId: product.id }), sessions['gestore@beta']),
      400,
      'Prodotto accessorio non trovato',
    );
  });

  test('needs GESTORE', async () => {
    assertError(await call('POST', '/api/field', textField(), sessions.cliente), 403, FORBIDDEN);
  });
});

describe('PUT /api/field', () => {
  test('updates with the version read and returns the next version; a stale version is 409', async () => {
    const created = await createField();
    const first = await call('PUT', '/api/field', { ...created, name: 'Nome cambiato' });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().context.name, 'Nome cambiato');
    assert.equal(first.json().context.version, 2);

    // A second user saving with the version he read before the first save.
    const stale = await call('PUT', '/api/field', { ...created, description: 'Descrizione in conflitto' });
    assertError(stale, 409, STALE);
    assert.deepEqual(stale.json().context, { currentVersion: 2 });
    const current = (await call('GET', `/api/field/${created.fieldCode}`)).json().context;
    assert.equal(current.name, 'Nome cambiato');
    assert.equal(current.description, created.description);
  });

  test('the GET answer can be sent back unchanged; the type rules apply on update too', async () => {
    const created = await createField({ type: 'NUMBER', minimum: 1, maximum: 9 });
    const again = await call('PUT', '/api/field', created);
    assert.equal(again.statusCode, 200, again.body);
    const changed = await call('PUT', '/api/field', { ...again.json().context, type: 'TEXT' });
    assert.equal(changed.json().context.minimum, null);
    assertError(
      await call('PUT', '/api/field', { ...changed.json().context, type: 'SELECT' }),
      400,
      'Indicare le opzioni oppure la query SQL',
    );
  });

  test('version is required; unknown and other-tenant codes are 404', async () => {
    const created = await createField();
    const { version: _version, ...withoutVersion } = created;
    assertError(await call('PUT', '/api/field', withoutVersion), 400, 'Campo obbligatorio: "version"');
    assertError(await call('PUT', '/api/field', { ...created, fieldCode: newCode() }), 404, 'Risorsa non trovata');
    assertError(await call('PUT', '/api/field', created, sessions['gestore@beta']), 404, 'Risorsa non trovata');
    assertError(await call('PUT', '/api/field', created, sessions.cliente), 403, FORBIDDEN);
  });
});

describe('DELETE /api/field/{fieldCode}', () => {
  test('removes an unused field; a field used by forms is refused with 409', async () => {
    const created = await createField();
    assertError(
      await call('DELETE', `/api/field/${created.fieldCode}`, undefined, sessions['gestore@beta']),
      404,
      'Risorsa non trovata',
    );
    assert.equal((await call('DELETE', `/api/field/${created.fieldCode}`)).statusCode, 200);
    assertError(await call('GET', `/api/field/${created.fieldCode}`), 404, 'Risorsa non trovata');

    const used = await call('DELETE', '/api/field/CF_PIVA');
    assertError(used, 409, /^Il campo è utilizzato da \d+ form e non può essere rimosso$/);
    assert.ok(used.json().context.forms.includes('VISURA_PG'));
    assertError(await call('DELETE', '/api/field/CF_PIVA', undefined, sessions.cliente), 403, FORBIDDEN);
  });
});

describe('GET /api/field/field-code/availability', () => {
  test('says whether a code is free, case-insensitively, per tenant', async () => {
    const taken = (await call('GET', '/api/field/field-code/availability?fieldCode=codice_fiscale')).json();
    assert.deepEqual(taken, { error: false, message: 'Codice campo già registrata', context: { available: false } });
    const free = (await call('GET', `/api/field/field-code/availability?fieldCode=${newCode()}`)).json();
    assert.deepEqual(free, { error: false, message: null, context: { available: true } });
    const polizza = (await call('GET', '/api/field/field-code/availability?fieldCode=NUMERO_POLIZZA')).json();
    assert.equal(polizza.context.available, true, 'a beta-only code is free in alfa');
    assertError(await call('GET', '/api/field/field-code/availability'), 400, 'Campo obbligatorio: "fieldCode"');
    assertError(
      await call('GET', `/api/field/field-code/availability?fieldCode=${'X'.repeat(65)}`),
      400,
      /deve contenere al massimo 64 caratteri/,
    );
    assertError(
      await call('GET', '/api/field/field-code/availability?fieldCode=X', undefined, sessions.cliente),
      403,
      FORBIDDEN,
    );
  });
});

describe('GET /api/field/forms/{fieldCode}', () => {
  test('lists the forms containing the field, with validatore as text and list, searchable', async () => {
    const forms = (await call('GET', '/api/field/forms/CODICE_FISCALE')).json().context;
    const codes = forms.map((form: { formCode: string }) => form.formCode);
    assert.deepEqual(codes, [...codes].sort());
    assert.ok(codes.includes('VISURA_PF') && codes.includes('CATASTO'));
    const catasto = forms.find((form: { formCode: string }) => form.formCode === 'CATASTO');
    assert.equal(catasto.validatore, 'CATASTO_UNICO,CF_COERENTE');
    assert.deepEqual(catasto.validatoreList, ['CATASTO_UNICO', 'CF_COERENTE']);
    const searched = (await call('GET', '/api/field/forms/CODICE_FISCALE?search=catastale')).json().context;
    assert.deepEqual(
      searched.map((form: { formCode: string }) => form.formCode),
      ['CATASTO'],
    );
    const created = await createField();
    assert.deepEqual((await call('GET', `/api/field/forms/${created.fieldCode}`)).json().context, []);
    assertError(await call('GET', '/api/field/forms/NON_ESISTE'), 404, 'Risorsa non trovata');
    assertError(await call('GET', '/api/field/forms/CODICE_FISCALE', undefined, sessions.cliente), 403, FORBIDDEN);
  });
});

describe('lookups', () => {
  test('accessory products: at most 50, by code or description, search max 128', async () => {
    const all = (await call('GET', '/api/field/lookup/accessory-products')).json().context;
    assert.ok(all.length >= 40 && all.length <= 50, `${all.length}`);
    const found = (await call('GET', '/api/field/lookup/accessory-products?search=visura')).json().context;
    assert.ok(found.length > 0);
    for (const product of found) assert.match(`${product.productCode} ${product.description}`.toLowerCase(), /visura/);
    const suspended = (await call('GET', '/api/field/lookup/accessory-products?search=certificato')).json().context;
    assert.deepEqual(
      suspended.map((product: { productCode: string; flagSuspended: string }) => [
        product.productCode,
        product.flagSuspended,
      ]),
      [['VIS006', 'S']],
    );
    assertError(
      await call('GET', `/api/field/lookup/accessory-products?search=${'a'.repeat(129)}`),
      400,
      'Valore non valido per "search": deve contenere al massimo 128 caratteri',
    );
    assertError(await call('GET', '/api/field/lookup/accessory-products', undefined, sessions.cliente), 403, FORBIDDEN);
  });

  test('derived requests: only products not suspended', async () => {
    const found = (await call('GET', '/api/field/lookup/derived-requests?search=visura')).json().context;
    assert.ok(found.length > 0);
    assert.ok(found.every((product: { flagSuspended: string }) => product.flagSuspended === 'N'));
    assert.deepEqual((await call('GET', '/api/field/lookup/derived-requests?search=certificato')).json().context, []);
  });

  test('options: types with Italian labels, validators, person and company links', async () => {
    const options = (await call('GET', '/api/field/lookup/options')).json().context;
    assert.deepEqual(options.types[6], { value: 'SELECT', label: 'Menù a tendina' });
    assert.equal(options.types.length, 9);
    assert.deepEqual(
      options.validators.map((validator: { value: string }) => validator.value),
      ['CF', 'PI', 'BOTH'],
    );
    assert.equal(options.physicalPersonFields.length, 5);
    assert.equal(options.legalPersonFields.length, 14);
    assert.deepEqual(
      options.subjectTypes.map((type: { value: string }) => type.value),
      ['PF', 'PG', 'ANY', 'ALL'],
    );
  });

  test('icons: at most 100, filtered by text, for any signed-in user', async () => {
    const all = (await call('GET', '/api/icons', undefined, sessions.cliente)).json().context;
    assert.equal(all.length, 100);
    assert.ok(all.every((icon: string) => /^mat_(outline|solid):[a-z0-9_]+$/.test(icon)));
    const bookmark = (await call('GET', '/api/icons?search=BOOKMARK')).json().context;
    assert.ok(bookmark.includes('mat_outline:bookmark'));
    assert.ok(bookmark.every((icon: string) => icon.includes('bookmark')));
    assert.equal((await call('GET', '/api/icons?limit=5')).json().context.length, 5);
    assertError(await call('GET', '/api/icons?limit=101'), 400, /^Valore non valido per "limit"/);
    assert.deepEqual((await call('GET', '/api/icons?search=zzzz')).json().context, []);
    assert.equal((await catalogue.app.inject({ method: 'GET', url: '/api/icons' })).statusCode, 401);
  });
});

describe('OpenAPI', () => {
  test('documents every catalogue path', async () => {
    const spec = (await catalogue.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/field/{fieldCode}',
      '/api/fields',
      '/api/available/fields',
      '/api/field',
      '/api/field/field-code/availability',
      '/api/field/forms/{fieldCode}',
      '/api/field/lookup/accessory-products',
      '/api/icons',
      '/api/form/{formCode}',
      '/api/forms',
      '/api/form/{formCode}/upload/example/sheet',
      '/api/form/fields',
      '/api/form/field/{fieldCode}/{fieldform}',
      '/api/contents',
      '/api/content/{id}/products',
    ]) {
      assert.ok(spec.paths[path], path);
    }
  });
});

test('the database refuses a second field with the same code in another case', async () => {
  const db = await testDb();
  const created = await createField();
  await assert.rejects(
    db.query(
      `INSERT INTO fields (tenant_id, field_code, name, description, type)
       SELECT id, lower($1), 'x', 'x', 'TEXT' FROM tenants WHERE code = 'alfa'`,
      [created.fieldCode],
    ),
  );
});
