import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { romeClock } from '../src/italian/rome-clock.ts';
import { codiceFiscaleError, computeCodiceFiscale, deomocode, findBirthPlace } from '../src/italian/codice-fiscale.ts';
import {
  isValidPartitaIva,
  makePartitaIva,
  partitaIvaCheckDigit,
  partitaIvaError,
} from '../src/italian/partita-iva.ts';

describe('partita IVA', () => {
  test('check digit of known numbers', () => {
    // Published partite IVA of large Italian companies.
    for (const vat of ['00488410010', '00905811006', '06655971007', '00484960588', '01114601006']) {
      assert.equal(partitaIvaCheckDigit(vat.slice(0, 10)), Number(vat[10]), vat);
      assert.equal(isValidPartitaIva(vat), true, vat);
    }
  });

  test('a wrong check digit, a wrong length, letters, zeros and an unknown office are refused', () => {
    assert.equal(partitaIvaError('00488410011'), 'Partita IVA non valida: cifra di controllo errata');
    assert.equal(partitaIvaError('0048841001'), 'La partita IVA deve contenere 11 cifre');
    assert.equal(partitaIvaError('004884100100'), 'La partita IVA deve contenere 11 cifre');
    assert.equal(partitaIvaError('0048841001A'), 'La partita IVA deve contenere 11 cifre');
    assert.equal(partitaIvaError(''), 'La partita IVA deve contenere 11 cifre');
    assert.equal(partitaIvaError('00000000000'), 'Partita IVA non valida');
    assert.equal(partitaIvaError(makePartitaIva(1234567, 101)), 'Partita IVA non valida: codice ufficio inesistente');
    assert.equal(partitaIvaError(' 00488410010 '), null, 'surrounding spaces are ignored');
  });

  test('every generated number is valid and a changed digit is caught', () => {
    for (let serial = 1; serial < 2_000_000; serial += 99_991) {
      for (const office of [1, 50, 100, 120, 121, 888, 999]) {
        const vat = makePartitaIva(serial, office);
        assert.equal(isValidPartitaIva(vat), true, vat);
        const changed = vat.slice(0, 3) + ((Number(vat[3]) + 1) % 10) + vat.slice(4);
        assert.equal(isValidPartitaIva(changed), false, changed);
      }
    }
  });

  test('the check digit needs exactly 10 digits', () => {
    assert.throws(() => partitaIvaCheckDigit('123'));
  });
});

describe('codice fiscale', () => {
  test('computed with the official algorithm (comune, woman, foreign state)', async () => {
    const rossi = {
      nome: 'Mario',
      cognome: 'Rossi',
      dataNascita: '1980-01-01',
      luogoNascita: 'H501',
      sesso: 'M',
    } as const;
    assert.equal(await computeCodiceFiscale(rossi), 'RSSMRA80A01H501U');
    assert.equal(
      await computeCodiceFiscale({
        nome: 'Genny',
        cognome: 'Veronesi',
        dataNascita: '1907-04-28',
        luogoNascita: 'C351',
        sesso: 'F',
      }),
      'VRNGNY07D68C351V',
    );
    const abroad = await computeCodiceFiscale({
      nome: 'John',
      cognome: 'Smith',
      dataNascita: '1980-06-04',
      luogoNascita: 'Z404',
      sesso: 'M',
    });
    assert.match(abroad!, /^SMTJHN80H04Z404.$/);
    assert.equal(await codiceFiscaleError(abroad!), null);
  });

  test('omocodia: the variants are valid and decode to the plain code', async () => {
    const data = {
      nome: 'Mario',
      cognome: 'Rossi',
      dataNascita: '1980-01-01',
      luogoNascita: 'H501',
      sesso: 'M',
    } as const;
    const first = await computeCodiceFiscale(data, 1);
    const third = await computeCodiceFiscale(data, 3);
    assert.equal(first, 'RSSMRA80A01H50MM');
    assert.notEqual(third, first);
    for (const code of [first!, third!]) {
      assert.equal(await codiceFiscaleError(code), null, code);
      assert.equal(deomocode(code), 'RSSMRA80A01H501U');
    }
  });

  test('no code for an impossible date or a place that did not exist then', async () => {
    const base = { nome: 'Mario', cognome: 'Rossi', luogoNascita: 'H501', sesso: 'M' } as const;
    assert.equal(await computeCodiceFiscale({ ...base, dataNascita: '1980-02-30' }), null);
    // Fiume (D620) was an Italian comune until 1947.
    assert.equal(await computeCodiceFiscale({ ...base, luogoNascita: 'D620', dataNascita: '2000-01-01' }), null);
    assert.match((await computeCodiceFiscale({ ...base, luogoNascita: 'D620', dataNascita: '1930-01-01' }))!, /D620/);
  });

  test('validation messages', async () => {
    const LENGTH_PF = 'Il codice fiscale deve contenere 16 caratteri alfanumerici';
    const cases: Array<[code: string, type: 'PF' | 'PG' | undefined, message: string | null, why?: string]> = [
      ['RSSMRA80A01H501U', undefined, null],
      ['rssmra80a01h501u', undefined, null, 'case-insensitive'],
      ['RSSMRA80A01H501X', undefined, 'Codice fiscale non valido: carattere di controllo errato'],
      ['RSSMRA80A01H501', undefined, LENGTH_PF],
      ['RSSMRA80A01H501U1', undefined, LENGTH_PF],
      ['RSSMRA80A01-501U', undefined, LENGTH_PF],
      ['GSTPPP99C06D620V', undefined, 'Codice fiscale non valido: data o luogo di nascita inesistenti'],
      // Companies: numeric codes, checked like a partita IVA.
      ['00488410010', 'PG', null],
      ['00488410011', 'PG', 'Codice fiscale non valido: cifra di controllo errata'],
      ['0048841001', 'PG', 'Il codice fiscale deve contenere 11 cifre o 16 caratteri alfanumerici'],
      ['00488410010', 'PF', LENGTH_PF],
    ];
    for (const [code, type, message, why] of cases) {
      assert.equal(await codiceFiscaleError(code, type), message, why ?? `${code} ${type ?? ''}`);
    }
  });

  test('Belfiore register: comuni with their province, foreign states', async () => {
    assert.deepEqual(await findBirthPlace('h501'), { code: 'H501', name: 'Roma', province: 'RM', foreign: false });
    const usa = await findBirthPlace('Z404');
    assert.equal(usa?.foreign, true);
    assert.equal(await findBirthPlace('Z999'), null);
  });
});

describe('Rome clock', () => {
  test('the date, time and weekday on the clocks in Rome, summer time included', () => {
    // 23:30 UTC on a winter Saturday is already Sunday in Rome (UTC+1).
    assert.deepEqual(romeClock(new Date('2026-01-10T23:30:05Z')), {
      day: '2026-01-11',
      hour: 0,
      time: '00:30:05',
      weekday: 7,
    });
    // Summer time: UTC+2.
    assert.deepEqual(romeClock(new Date('2026-07-01T09:00:00Z')), {
      day: '2026-07-01',
      hour: 11,
      time: '11:00:00',
      weekday: 3,
    });
  });
});
