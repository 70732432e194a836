import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import {
  FORBIDDEN,
  STALE,
  NOT_FOUND,
  assertError,
  catalogueClient,
  multipart,
  uniqueCode,
} from './catalogue-support.ts';
const catalogue = catalogueClient(['cliente', 'gestore', 'gestore@beta']);
const { sessions, call } = catalogue;
const newCode = (prefix = 'T_FORM') => uniqueCode(prefix);

async function createForm(overrides: Record<string, unknown> = {}, session = sessions.gestore) {
  const response = await call(
    'POST',
    '/api/form',
    { formCode: newCode(), description: 'Form di prova', ...overrides },
    session,
  );
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context;
}

async function link(formCode: string, fieldCode: string, extra: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/form/field', { id: { fieldCode, fieldform: formCode }, ...extra });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context;
}

/** A new FLAG field of gestore's tenant; returns its code. */
async function createFlagField(prefix: string, description: string) {
  const fieldCode = newCode(prefix);
  const response = await call('POST', '/api/field', {
    fieldCode,
    name: 'Campo di prova',
    description,
    type: 'FLAG',
    icon: 'mat_outline:flag',
  });
  assert.equal(response.statusCode, 200, response.body);
  return fieldCode;
}

function upload(formCode: string, body: ReturnType<typeof multipart>, session = sessions.gestore) {
  return catalogue.app.inject({
    method: 'POST',
    url: `/api/form/${formCode}/upload/example/sheet`,
    headers: { ...session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('forms', () => {
  test('the seed has about 12 forms, paged and searchable', async () => {
    const first = (await call('GET', '/api/forms?size=5')).json().context;
    assert.ok(first.totalElements >= 12, `${first.totalElements}`);
    assert.equal(first.content.length, 5);
    const codes = first.content.map((form: { formCode: string }) => form.formCode);
    assert.deepEqual(codes, [...codes].sort());
    const catasto = (await call('GET', '/api/forms?search=catastale')).json().context;
    assert.equal(catasto.totalElements, 1);
    assert.deepEqual(catasto.content[0].validatoreList, ['CATASTO_UNICO', 'CF_COERENTE']);
    assert.ok(catasto.content[0].fieldCount >= 5);
    const available = (await call('GET', '/api/available/forms')).json().context;
    assert.ok(available.length >= 12);
    assertError(await call('GET', '/api/forms?size=101'), 400, /^Valore non valido per "size"/);
    assertError(await call('GET', '/api/forms', undefined, sessions.cliente), 403, FORBIDDEN);
  });

  test('POST creates a form (code upper-cased, validatore joined); duplicate 409', async () => {
    const code = newCode('t_nuova');
    const created = await createForm({ formCode: code, validatoreList: ['RICHIESTA_UNICA', 'CF_COERENTE'] });
    assert.deepEqual(created, {
      formCode: code.toUpperCase(),
      description: 'Form di prova',
      validatore: 'RICHIESTA_UNICA,CF_COERENTE',
      validatoreList: ['RICHIESTA_UNICA', 'CF_COERENTE'],
      exampleSheet: null,
      fieldCount: 0,
      version: 1,
    });
    assertError(
      await call('POST', '/api/form', { formCode: code, description: 'Altra' }),
      409,
      'Codice form già registrata',
    );
    const string = await createForm({ validatore: ' CATASTO_UNICO , ,CATASTO_UNICO' });
    assert.deepEqual(string.validatoreList, ['CATASTO_UNICO']);
    const none = await createForm({ validatore: null });
    assert.equal(none.validatore, null);
    assert.deepEqual(none.validatoreList, []);
  });

  test('POST validates code, description and validators', async () => {
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ formCode: 'F'.repeat(65) }, 'Valore non valido per "formCode": deve contenere al massimo 64 caratteri'],
      [
        { description: 'D'.repeat(501) },
        'Valore non valido per "description": deve contenere al massimo 500 caratteri',
      ],
      [{ description: ' ' }, 'Campo obbligatorio: "description"'],
      [{ description: undefined }, 'Campo obbligatorio: "description"'],
      [{ formCode: 'a/b' }, 'Il codice può contenere solo lettere, cifre, "_" e "-"'],
      [{ validatore: 'XYZ' }, 'Validatore non valido: XYZ'],
      [{ validatoreList: ['RICHIESTA_UNICA', 'BOH'] }, 'Validatore non valido: BOH'],
      [{ validatoreList: 'RICHIESTA_UNICA' }, /^Valore non valido per "validatoreList": deve essere un elenco/],
      [{ extra: 1 }, 'Proprietà non consentita: "extra"'],
    ];
    for (const [overrides, message] of cases) {
      const body: Record<string, unknown> = { formCode: newCode(), description: 'Form', ...overrides };
      if (overrides.description === undefined && 'description' in overrides) delete body.description;
      assertError(await call('POST', '/api/form', body), 400, message);
    }
    assertError(
      await call('POST', '/api/form', { formCode: newCode(), description: 'x' }, sessions.cliente),
      403,
      FORBIDDEN,
    );
  });

  test('GET by code: any signed-in user; 404 for another tenant', async () => {
    const created = await createForm();
    const read = await call('GET', `/api/form/${created.formCode}`, undefined, sessions.cliente);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().context, created);
    assertError(
      await call('GET', `/api/form/${created.formCode}`, undefined, sessions['gestore@beta']),
      404,
      NOT_FOUND,
    );
    assertError(await call('GET', '/api/form/NON_ESISTE'), 404, NOT_FOUND);
    assertError(
      await call('GET', `/api/form/${created.formCode}/fields`, undefined, sessions['gestore@beta']),
      404,
      NOT_FOUND,
    );
    assert.deepEqual((await call('GET', `/api/form/${created.formCode}/fields`)).json().context, []);
  });

  test('PUT updates with the version; stale 409; unknown 404; the code never changes', async () => {
    const created = await createForm();
    const updated = await call('PUT', '/api/form', {
      ...created,
      description: 'Nuova descrizione',
      validatore: 'RICHIESTA_UNICA',
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().context.version, 2);
    assert.deepEqual(updated.json().context.validatoreList, ['RICHIESTA_UNICA']);
    const stale = await call('PUT', '/api/form', { ...created, description: 'In conflitto' });
    assertError(stale, 409, STALE);
    assert.deepEqual(stale.json().context, { currentVersion: 2 });
    assertError(await call('PUT', '/api/form', { ...created, formCode: newCode() }), 404, NOT_FOUND);
    assertError(await call('PUT', '/api/form', { ...created, version: 2 }, sessions['gestore@beta']), 404, NOT_FOUND);
    const { version: _version, ...noVersion } = created;
    assertError(await call('PUT', '/api/form', noVersion), 400, 'Campo obbligatorio: "version"');
  });

  test('availability and validator list', async () => {
    assert.deepEqual((await call('GET', '/api/form/form-code/availability?formCode=visura_pg')).json(), {
      error: false,
      message: 'Codice form già registrata',
      context: { available: false },
    });
    assert.equal(
      (await call('GET', `/api/form/form-code/availability?formCode=${newCode()}`)).json().context.available,
      true,
    );
    assertError(await call('GET', '/api/form/form-code/availability'), 400, 'Campo obbligatorio: "formCode"');
    const validators = (await call('GET', '/api/form-validators')).json().context;
    assert.deepEqual(
      validators.map((validator: { value: string }) => validator.value),
      ['CF_COERENTE', 'RICHIESTA_UNICA', 'MONITORAGGIO_UNICO', 'CATASTO_UNICO'],
    );
  });
});

describe('form fields', () => {
  test('the seeded form renders for the customer: links in order with the field inside', async () => {
    const links = (await call('GET', '/api/form/VISURA_PF/fields', undefined, sessions.cliente)).json().context;
    assert.ok(links.length >= 6);
    assert.deepEqual(
      links.map((item: { order: number }) => item.order),
      links.map((_: unknown, index: number) => index + 1),
    );
    const cf = links[0];
    assert.deepEqual(cf.id, { fieldCode: 'CODICE_FISCALE', fieldform: 'VISURA_PF' });
    assert.equal(cf.field.validator, 'CF');
    assert.equal(cf.form.description, 'Visura su persona fisica');
    assert.equal(cf.obligatory, true);
    assert.equal(cf.subjectType, 'PF');
    const sesso = links.find((item: { id: { fieldCode: string } }) => item.id.fieldCode === 'SESSO');
    assert.deepEqual(sesso.field.selectValueList, ['M', 'F']);
  });

  test('adding a field: defaults order last+1, group 0, dimension 2; duplicates 409', async () => {
    const form = await createForm();
    const first = await link(form.formCode, 'CODICE_FISCALE');
    assert.equal(first.order, 1);
    assert.equal(first.group, 0);
    assert.equal(first.dimension, 2);
    assert.equal(first.subjectType, 'ANY');
    assert.equal(first.obligatory, false);
    assert.equal(first.newRiga, false);
    assert.equal(first.version, 1);
    const second = await link(form.formCode, 'nome', {
      obligatory: true,
      subjectType: 'PF',
      dimension: 6,
      group: 3,
      newRiga: true,
    });
    assert.equal(second.order, 2);
    assert.deepEqual(second.id, { fieldCode: 'NOME', fieldform: form.formCode });
    assert.equal(second.group, 3);
    assertError(
      await call('POST', '/api/form/field', { id: { fieldCode: 'NOME', fieldform: form.formCode } }),
      409,
      'Il campo è già presente nella form',
    );
    assert.equal((await call('GET', `/api/form/${form.formCode}`)).json().context.fieldCount, 2);
    const forms = (await call('GET', '/api/field/forms/NOME')).json().context;
    assert.ok(forms.some((item: { formCode: string }) => item.formCode === form.formCode));
  });

  test('link values are validated: dimension 1-12, group 0-5, subjectType, unknown form or field 404', async () => {
    const form = await createForm();
    const id = { fieldCode: 'NOME', fieldform: form.formCode };
    const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
      [{ dimension: 13 }, 400, 'Valore non valido per "dimension": deve essere minore o uguale a 12'],
      [{ dimension: 0 }, 400, 'Valore non valido per "dimension": deve essere maggiore o uguale a 1'],
      [{ group: 6 }, 400, 'Valore non valido per "group": deve essere minore o uguale a 5'],
      [{ group: -1 }, 400, 'Valore non valido per "group": deve essere maggiore o uguale a 0'],
      [{ subjectType: 'XX' }, 400, /^Valore non valido per "subjectType": valori ammessi PF, PG, ANY, ALL/],
      [{ obligatory: 'si' }, 400, 'Valore non valido per "obligatory": deve essere un valore vero o falso'],
      [{ id: { fieldCode: 'NOME' } }, 400, 'Campo obbligatorio: "id.fieldform"'],
      [{ id: { fieldCode: 'NON_ESISTE', fieldform: form.formCode } }, 404, NOT_FOUND],
      [{ id: { fieldCode: 'NOME', fieldform: 'NON_ESISTE' } }, 404, NOT_FOUND],
      [{ id: { fieldCode: 'NUMERO_POLIZZA', fieldform: form.formCode } }, 404, NOT_FOUND],
    ];
    for (const [overrides, status, message] of cases) {
      assertError(await call('POST', '/api/form/field', { id, ...overrides }), status, message);
    }
    assertError(await call('POST', '/api/form/field', { id }, sessions.cliente), 403, FORBIDDEN);
    assertError(await call('POST', '/api/form/field', { id }, sessions['gestore@beta']), 404, NOT_FOUND);
  });

  test('GET one link, paged list and available list', async () => {
    const form = await createForm();
    await link(form.formCode, 'CAP');
    await link(form.formCode, 'PEC');
    const one = (await call('GET', `/api/form/field/CAP/${form.formCode}`)).json().context;
    assert.equal(one.field.name, 'CAP');
    assertError(
      await call('GET', `/api/form/field/CAP/${form.formCode}`, undefined, sessions['gestore@beta']),
      404,
      NOT_FOUND,
    );
    assertError(await call('GET', `/api/form/field/NOME/${form.formCode}`), 404, NOT_FOUND);
    const paged = (await call('GET', `/api/form/fields?formCode=${form.formCode}&size=1`)).json().context;
    assert.equal(paged.totalElements, 2);
    assert.equal(paged.content[0].id.fieldCode, 'CAP');
    const all = (await call('GET', '/api/form/fields?size=100')).json().context;
    assert.ok(all.totalElements > 50);
    const available = (await call('GET', `/api/available/form/fields?formCode=${form.formCode}`)).json().context;
    assert.deepEqual(
      available.map((item: { id: { fieldCode: string } }) => item.id.fieldCode),
      ['CAP', 'PEC'],
    );
    const byField = (await call('GET', '/api/available/form/fields?fieldCode=PEC')).json().context;
    assert.ok(byField.some((item: { id: { fieldform: string } }) => item.id.fieldform === 'IMPRESA_ESTERA'));
  });

  test('PUT one link with its version; stale 409', async () => {
    const form = await createForm();
    const created = await link(form.formCode, 'CAP');
    const updated = await call('PUT', '/api/form/field', { ...created, obligatory: true, group: 5, dimension: 12 });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().context.version, 2);
    assert.equal(updated.json().context.group, 5);
    assertError(await call('PUT', '/api/form/field', { ...created, group: 1 }), 409, STALE);
    assertError(
      await call('PUT', '/api/form/field', { ...created, group: 1, version: 2 }, sessions['gestore@beta']),
      404,
      NOT_FOUND,
    );
  });

  test('PUT /api/form/fields saves a new order at once, all or nothing', async () => {
    const form = await createForm();
    const a = await link(form.formCode, 'NOME');
    const b = await link(form.formCode, 'COGNOME');
    const c = await link(form.formCode, 'SESSO');
    // Dragged: SESSO first, then NOME, then COGNOME; group cycled on NOME.
    const response = await call('PUT', '/api/form/fields', [
      { ...c, order: 1 },
      { ...a, order: 2, group: 1 },
      { ...b, order: 3 },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json().context;
    assert.deepEqual(
      saved.map((item: { id: { fieldCode: string } }) => item.id.fieldCode),
      ['SESSO', 'NOME', 'COGNOME'],
    );
    assert.equal(saved[1].group, 1);
    assert.ok(saved.every((item: { version: number }) => item.version === 2));

    // One stale item cancels the whole list.
    const stale = await call('PUT', '/api/form/fields', [
      { ...saved[0], order: 3 },
      { ...a, order: 1 },
    ]);
    assertError(stale, 409, STALE);
    const after = (await call('GET', `/api/form/${form.formCode}/fields`)).json().context;
    assert.deepEqual(
      after.map((item: { id: { fieldCode: string }; version: number }) => [item.id.fieldCode, item.version]),
      [
        ['SESSO', 2],
        ['NOME', 2],
        ['COGNOME', 2],
      ],
    );
    assertError(await call('PUT', '/api/form/fields', []), 400, 'Indicare almeno un elemento');
    assertError(
      await call('PUT', '/api/form/fields', [saved[0], saved[0]]),
      400,
      'Elenco non valido: un campo è ripetuto',
    );
    assertError(await call('PUT', '/api/form/fields', [{ ...saved[0], dimension: 20 }]), 400, /"0.dimension"/);
    assertError(await call('PUT', '/api/form/fields', [saved[0]], sessions.cliente), 403, FORBIDDEN);
  });

  test('DELETE removes a link; then the field can be removed', async () => {
    const fieldCode = await createFlagField('T_CAMPO_LINK', 'Campo collegato e poi rimosso');
    const form = await createForm();
    await link(form.formCode, fieldCode);
    assertError(
      await call('DELETE', `/api/field/${fieldCode}`),
      409,
      'Il campo è utilizzato da 1 form e non può essere rimosso',
    );
    assertError(
      await call('DELETE', `/api/form/field/${fieldCode}/${form.formCode}`, undefined, sessions['gestore@beta']),
      404,
      NOT_FOUND,
    );
    assertError(
      await call('DELETE', `/api/form/field/${fieldCode}/${form.formCode}`, undefined, sessions.cliente),
      403,
      FORBIDDEN,
    );
    assert.deepEqual((await call('DELETE', `/api/form/field/${fieldCode}/${form.formCode}`)).json(), {
      error: false,
      message: null,
      context: null,
    });
    assertError(await call('DELETE', `/api/form/field/${fieldCode}/${form.formCode}`), 404, NOT_FOUND);
    assert.equal((await call('DELETE', `/api/field/${fieldCode}`)).statusCode, 200);
  });

  test("a field's form count follows its links, in lists too, and leaves its version alone", async () => {
    const fieldCode = await createFlagField('T_CAMPO_CONTA', 'Campo di cui si contano le form');
    const counted = async () => {
      const field = (await call('GET', `/api/field/${fieldCode}`)).json().context;
      const listed = (await call('GET', `/api/fields?search=${fieldCode}`)).json().context.content;
      assert.deepEqual(
        listed.map((row: { formCount: number }) => row.formCount),
        [field.formCount],
      );
      assert.equal(field.version, 1);
      return field.formCount;
    };
    assert.equal(await counted(), 0);
    const [first, second] = [await createForm(), await createForm()];
    await link(first.formCode, fieldCode);
    assert.equal(await counted(), 1);
    await link(second.formCode, fieldCode);
    assert.equal(await counted(), 2);
    // Linking twice is refused and counts nothing.
    assert.equal(
      (await call('POST', '/api/form/field', { id: { fieldCode, fieldform: first.formCode } })).statusCode,
      409,
    );
    assert.equal(await counted(), 2);
    assert.equal((await call('DELETE', `/api/form/field/${fieldCode}/${first.formCode}`)).statusCode, 200);
    assert.equal(await counted(), 1);
    // A form that goes takes its links with it (the cascade fires the same count).
    await catalogue.app.db.query('DELETE FROM forms WHERE form_code = $1', [second.formCode]);
    assert.equal(await counted(), 0);
  });
});

describe('example sheet', () => {
  test('upload, download and remove round trip', async () => {
    const form = await createForm();
    assertError(
      await call('GET', `/api/form/${form.formCode}/download/example/sheet`),
      404,
      'Scheda esempio non presente',
    );

    const bytes = randomBytes(200_000);
    const uploaded = await upload(
      form.formCode,
      multipart([{ name: 'file', filename: 'Scheda città.xlsx', type: 'application/vnd.ms-excel', data: bytes }]),
    );
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    assert.equal(uploaded.json().context.exampleSheet, 'Scheda città.xlsx');
    assert.equal((await call('GET', `/api/form/${form.formCode}`)).json().context.exampleSheet, 'Scheda città.xlsx');

    const download = await call(
      'GET',
      `/api/form/${form.formCode}/download/example/sheet`,
      undefined,
      sessions.cliente,
    );
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/vnd.ms-excel');
    assert.match(
      String(download.headers['content-disposition']),
      /^attachment; filename="Scheda citt_\.xlsx"; filename\*=UTF-8''Scheda%20citt%C3%A0\.xlsx$/,
    );
    assert.ok(download.rawPayload.equals(bytes));

    // A second upload replaces the first.
    const replaced = await upload(
      form.formCode,
      multipart([{ name: 'file', filename: 'nuova.pdf', type: 'application/pdf', data: 'PDF' }]),
    );
    assert.equal(replaced.json().context.exampleSheet, 'nuova.pdf');
    assert.equal((await call('GET', `/api/form/${form.formCode}/download/example/sheet`)).body, 'PDF');

    assertError(
      await call('DELETE', `/api/form/${form.formCode}/example/sheet`, undefined, sessions.cliente),
      403,
      FORBIDDEN,
    );
    const removed = await call('DELETE', `/api/form/${form.formCode}/example/sheet`);
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().context.exampleSheet, null);
    assertError(await call('DELETE', `/api/form/${form.formCode}/example/sheet`), 404, 'Scheda esempio non presente');
    assertError(
      await call('GET', `/api/form/${form.formCode}/download/example/sheet`),
      404,
      'Scheda esempio non presente',
    );
  });

  test('bad uploads: wrong part, empty file, JSON body, too large, unknown form, other tenant, no permission', async () => {
    const form = await createForm();
    assertError(
      await upload(form.formCode, multipart([{ name: 'documento', filename: 'a.pdf', data: 'x' }])),
      400,
      "Errore durante l'upload del file",
    );
    assertError(
      await upload(form.formCode, multipart([{ name: 'file', filename: 'vuoto.pdf', data: '' }])),
      400,
      "Errore durante l'upload del file",
    );
    assertError(
      await call('POST', `/api/form/${form.formCode}/upload/example/sheet`, { file: 'x' }),
      415,
      'Tipo di contenuto non supportato',
    );
    assertError(
      await upload(
        form.formCode,
        multipart([{ name: 'file', filename: 'grande.bin', data: Buffer.alloc(10 * 1024 * 1024 + 1) }]),
      ),
      413,
      'Richiesta troppo grande',
    );
    const sheet = multipart([{ name: 'file', filename: 'a.pdf', data: 'x' }]);
    assertError(await upload('NON_ESISTE', sheet), 404, NOT_FOUND);
    assertError(await upload(form.formCode, sheet, sessions['gestore@beta']), 404, NOT_FOUND);
    assertError(await upload(form.formCode, sheet, sessions.cliente), 403, FORBIDDEN);
    assert.equal((await call('GET', `/api/form/${form.formCode}`)).json().context.exampleSheet, null);
  });
});
