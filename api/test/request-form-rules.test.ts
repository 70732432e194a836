import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  fieldsForSubject,
  isoOfItalianDate,
  numberOf,
  requestFormProblems,
  type RequestFormField,
} from '@portal/contracts/request-form';

const field = (fieldCode: string, extra: Partial<RequestFormField> = {}): RequestFormField => ({
  fieldCode,
  name: fieldCode.toLowerCase(),
  type: 'TEXT',
  obligatory: false,
  group: 0,
  subjectType: 'ANY',
  ...extra,
});

describe('request form rules (spec 001 §5), shared by the browser and the server', () => {
  test("required when obligatory in group 0: '{field} è obbligatorio'", () => {
    assert.deepEqual(requestFormProblems([field('NOME', { obligatory: true })], {}), { NOME: 'nome è obbligatorio' });
    assert.deepEqual(requestFormProblems([field('NOME', { obligatory: true })], { NOME: '  ' }), {
      NOME: 'nome è obbligatorio',
    });
    assert.deepEqual(requestFormProblems([field('NOTE')], {}), {});
  });

  test('a group above 0: at least one obligatory field filled, the message on every field of the group', () => {
    const fields = [field('CF', { obligatory: true, group: 2 }), field('REA', { obligatory: true, group: 2 })];
    const message = 'Compilare almeno uno dei campi del gruppo';
    assert.deepEqual(requestFormProblems(fields, {}), { CF: message, REA: message });
    assert.deepEqual(requestFormProblems(fields, { REA: '123456' }), {});
  });

  test("a FILE only with one of the field's extensions: 'Gli unici tipi di file accettabili sono …'", () => {
    const fields = [field('VISURA', { type: 'FILE', selectValueList: ['.pdf', 'XLSX'] })];
    const message = 'Gli unici tipi di file accettabili sono .pdf, .xlsx';
    assert.deepEqual(requestFormProblems(fields, { VISURA: 'bilancio.PDF' }), {});
    assert.deepEqual(requestFormProblems(fields, { VISURA: 'dati.xlsx' }), {});
    assert.deepEqual(requestFormProblems(fields, { VISURA: 'foto.jpg' }), { VISURA: message });
    assert.deepEqual(requestFormProblems(fields, { VISURA: 'senza-estensione' }), { VISURA: message });
    assert.deepEqual(requestFormProblems([field('ALLEGATO', { type: 'FILE' })], { ALLEGATO: 'x.exe' }), {});
  });

  test('numbers and amounts within their bounds, Italian or plain', () => {
    const fields = [
      field('SOCI', { type: 'NUMBER', minimum: 1, maximum: 50 }),
      field('IMPORTO', { type: 'AMOUNT', maximum: 1000 }),
    ];
    assert.deepEqual(requestFormProblems(fields, { SOCI: 0, IMPORTO: '1.000,50' }), {
      SOCI: 'Il numero minimo richiesto è 1.',
      IMPORTO: 'Il numero massimo può essere 1000.',
    });
    assert.deepEqual(requestFormProblems(fields, { SOCI: '12', IMPORTO: '999,99' }), {});
    assert.deepEqual(requestFormProblems(fields, { SOCI: 'dodici' }), { SOCI: 'Inserire un numero valido' });
    assert.equal(numberOf('1.234,5'), 1234.5);
    assert.equal(numberOf(12.5), 12.5);
    assert.equal(numberOf('1e9'), null);
  });

  test('dates as DD/MM/YYYY within their bounds', () => {
    const fields = [field('DATA', { type: 'DATE', minimumDate: '2000-01-01', maximumDate: '2030-12-31' })];
    assert.deepEqual(requestFormProblems(fields, { DATA: '31/02/2020' }), {
      DATA: 'Inserire una data valida (gg/mm/aaaa)',
    });
    assert.deepEqual(requestFormProblems(fields, { DATA: '2020-05-01' }), {
      DATA: 'Inserire una data valida (gg/mm/aaaa)',
    });
    assert.deepEqual(requestFormProblems(fields, { DATA: '31/12/1999' }), {
      DATA: 'Il numero minimo richiesto è 01/01/2000.',
    });
    assert.deepEqual(requestFormProblems(fields, { DATA: '29/02/2024' }), {});
    assert.equal(isoOfItalianDate('05/11/2026'), '2026-11-05');
  });

  test('select options, e-mail and length', () => {
    const fields = [
      field('CATEGORIA', { type: 'SELECT', selectValueList: ['Cliente', 'Fornitore'] }),
      field('EMAIL_NOTIFICA'),
      field('SIGLA', { length: 2 }),
    ];
    assert.deepEqual(
      requestFormProblems(fields, { CATEGORIA: 'Altro', EMAIL_NOTIFICA: 'non-una-mail', SIGLA: 'MIL' }),
      {
        CATEGORIA: 'Scegliere una delle opzioni previste',
        EMAIL_NOTIFICA: 'Si prega di fornire un indirizzo email valido',
        SIGLA: 'Inserire al massimo 2 caratteri',
      },
    );
    assert.deepEqual(requestFormProblems(fields, { CATEGORIA: 'Cliente', EMAIL_NOTIFICA: 'a@b.it', SIGLA: 'MI' }), {});
  });

  test('each subject type fills its own fields and the shared ones', () => {
    const fields = [
      field('A', { subjectType: 'PF' }),
      field('B', { subjectType: 'PG' }),
      field('C'),
      field('D', { subjectType: 'ALL' }),
    ];
    assert.deepEqual(
      fieldsForSubject(fields, 'PG').map((item) => item.fieldCode),
      ['B', 'C', 'D'],
    );
  });
});
