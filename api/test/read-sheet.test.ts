import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as XLSX from '@e965/xlsx';
import { zipSync } from 'fflate';
import { BATCH_MESSAGES } from '@portal/contracts/messages';
import { MAX_INFLATED_BYTES, readSheet, sheetLimitsFor } from '../src/spreadsheets/read-sheet.ts';
import { declaringLess, storedEntryBomb } from './zip-support.ts';

const HEADERS = ['Codice fiscale / Partita IVA', 'Data', 'Importo'];
/** A product with three fields: up to 23 columns. */
const LIMITS = sheetLimitsFor(3);

/** A workbook of the given rows (header first) in a format SheetJS writes. */
function book(rows: unknown[][], bookType: XLSX.BookType): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true });
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Richieste');
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType }) as Buffer);
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => [`0000000000${i}`.slice(-11), '', '']);

describe('reading a batch file', () => {
  for (const [extension, bookType] of [
    ['.xlsx', 'xlsx'],
    ['.xls', 'biff8'],
    ['.ods', 'ods'],
  ] as const) {
    test(`${extension}: headers, text, dates as dd/MM/yyyy and plain numbers`, () => {
      const data = book(
        [HEADERS, ['12345600154', new Date(Date.UTC(2020, 5, 15)), 1234.5], [], ['01234567890', null, 7]],
        bookType,
      );
      const sheet = readSheet(`lotto${extension}`, data, LIMITS);
      assert.deepEqual(sheet.headers, HEADERS);
      assert.deepEqual(
        sheet.rows.map((row) => [row.row, ...row.cells.map((cell) => cell.text)]),
        [
          [2, '12345600154', '15/06/2020', '1234.5'],
          [4, '01234567890', '', '7'],
        ],
      );
    });
  }

  test('csv with semicolons and a BOM, quoted fields, text kept as written', () => {
    const text = '\uFEFFCodice;Nome;Data\r\n00123;"Rossi; Mario";01/02/2026\r\n=1+1;@SUM(A1);-3\r\n';
    const sheet = readSheet('lotto.CSV', utf8(text), LIMITS);
    assert.deepEqual(sheet.headers, ['Codice', 'Nome', 'Data']);
    assert.deepEqual(
      sheet.rows.map((row) => row.cells.map((cell) => cell.text)),
      [
        ['00123', 'Rossi; Mario', '01/02/2026'],
        ['=1+1', '@SUM(A1)', '-3'],
      ],
    );
  });

  test('csv with commas', () => {
    const sheet = readSheet('lotto.csv', utf8('Codice,Nome\n1,"Bianchi, Anna"\n'), LIMITS);
    assert.deepEqual(
      sheet.rows[0].cells.map((cell) => cell.text),
      ['1', 'Bianchi, Anna'],
    );
  });

  test('a csv that is not UTF-8 is refused', () => {
    const latin1 = Uint8Array.from([...'Citt'].map((c) => c.charCodeAt(0)).concat([0xe0, 0x0a, 0x31]));
    assert.throws(() => readSheet('lotto.csv', latin1, LIMITS), { message: BATCH_MESSAGES.notUtf8 });
  });

  test('formula cells are read as their formula, never evaluated', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Codice', 'Totale'],
      ['1', 2],
    ]);
    sheet.B2 = { t: 'n', v: 42, f: 'HYPERLINK("http://example.com","x")' };
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'Foglio');
    const data = new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const [row] = readSheet('f.xlsx', data, LIMITS).rows;
    assert.deepEqual(row.cells[1], { text: '=HYPERLINK("http://example.com","x")', formula: true });
  });

  test('1.000 rows are read, 1.001 are refused', () => {
    assert.equal(readSheet('mille.xlsx', book([HEADERS, ...rowsOf(1000)], 'xlsx'), LIMITS).rows.length, 1000);
    assert.throws(() => readSheet('troppe.xlsx', book([HEADERS, ...rowsOf(1001)], 'xlsx'), LIMITS), {
      message: BATCH_MESSAGES.tooManyRows,
    });
    const csv = ['Codice', ...rowsOf(1001).map((row) => row[0])].join('\n');
    assert.throws(() => readSheet('troppe.csv', utf8(csv), LIMITS), { message: BATCH_MESSAGES.tooManyRows });
  });

  test('the extension must be accepted and agree with the content', () => {
    const xlsx = book([HEADERS, ['1', '', '']], 'xlsx');
    assert.throws(() => readSheet('lotto.pdf', xlsx, LIMITS), { message: BATCH_MESSAGES.fileType });
    assert.throws(() => readSheet('lotto', xlsx, LIMITS), { message: BATCH_MESSAGES.fileType });
    // The spec's type message (spec 001 §5), and why.
    assert.throws(() => readSheet('lotto.csv', xlsx, LIMITS), {
      message: `${BATCH_MESSAGES.fileType}: il contenuto di questo file non è un .csv`,
    });
    assert.throws(() => readSheet('lotto.ods', xlsx, LIMITS), { message: BATCH_MESSAGES.contentMismatch('.ods') });
    assert.throws(() => readSheet('lotto.xls', xlsx, LIMITS), { message: BATCH_MESSAGES.contentMismatch('.xls') });
    assert.throws(() => readSheet('lotto.xlsx', utf8('Codice\n1\n'), LIMITS), {
      message: BATCH_MESSAGES.contentMismatch('.xlsx'),
    });
  });

  test('a zip bomb is refused while inflating', () => {
    const bomb = zipSync(
      {
        '[Content_Types].xml': utf8('<Types/>'),
        'xl/workbook.xml': utf8('<workbook/>'),
        'xl/worksheets/sheet1.xml': new Uint8Array(MAX_INFLATED_BYTES + 1024),
      },
      { level: 9 },
    );
    assert.ok(bomb.length < 1024 * 1024, `the bomb is small (${bomb.length} bytes)`);
    assert.throws(() => readSheet('bomba.xlsx', bomb, LIMITS), { message: BATCH_MESSAGES.inflatesTooMuch });
  });

  test('no header, no rows, too large', () => {
    assert.throws(() => readSheet('vuoto.csv', utf8(''), LIMITS), { message: BATCH_MESSAGES.noRows });
    assert.throws(() => readSheet('solo.csv', utf8('Codice;Nome\n'), LIMITS), { message: BATCH_MESSAGES.noRows });
    assert.throws(() => readSheet('grande.csv', new Uint8Array(6 * 1024 * 1024).fill(65), LIMITS), {
      message: BATCH_MESSAGES.tooLarge,
    });
  });

  test('a sheet hidden inside a stored entry is measured by the reader the parser uses, and refused', () => {
    const bomb = storedEntryBomb();
    assert.ok(bomb.length < 256 * 1024, `the bomb is small (${bomb.length} bytes)`);
    assert.throws(() => readSheet('nascosto.xlsx', bomb, LIMITS), { message: BATCH_MESSAGES.inflatesTooMuch });
  });

  test('an entry that inflates past the size it declares is cut there: the parser never gets more', () => {
    // A 10 MB sheet declaring 200 bytes: what is read is 200 bytes of a sheet, unreadable, at once.
    const zip = declaringLess(10 * 1024 * 1024, 200);
    assert.throws(
      () => readSheet('bugiardo.xlsx', zip, LIMITS),
      (error: Error) => ([BATCH_MESSAGES.unreadable, BATCH_MESSAGES.noHeader] as string[]).includes(error.message),
    );
  });

  test('more columns than the form has fields and a margin: refused before the rows are parsed', () => {
    const wide = Array.from({ length: 24 }, (_, index) => `C${index}`);
    assert.throws(() => readSheet('largo.csv', utf8(`${wide.join(';')}\n${wide.join(';')}\n`), LIMITS), {
      message: BATCH_MESSAGES.tooManyColumns(23),
    });
    // A narrow header does not hide a wide row.
    assert.throws(() => readSheet('largo.csv', utf8(`A;B\n${wide.join(';')}\n`), LIMITS), {
      message: BATCH_MESSAGES.tooManyColumns(23),
    });
    // Separators inside quotes are text, not columns.
    const quoted = `A;B\n"${';'.repeat(100)}";x\n`;
    assert.equal(readSheet('citato.csv', utf8(quoted), LIMITS).rows.length, 1);
    for (const [extension, bookType] of [
      ['.xlsx', 'xlsx'],
      ['.ods', 'ods'],
      ['.xls', 'biff8'],
    ] as const) {
      assert.throws(() => readSheet(`largo${extension}`, book([wide, wide], bookType), LIMITS), {
        message: BATCH_MESSAGES.tooManyColumns(23),
      });
    }
    // One cell far to the right makes the sheet that wide.
    const far = XLSX.utils.aoa_to_sheet([HEADERS]);
    far.XFD2 = { t: 's', v: 'lontano' };
    far['!ref'] = 'A1:XFD2';
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, far, 'Richieste');
    const data = new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    assert.throws(() => readSheet('lontano.xlsx', data, LIMITS), { message: BATCH_MESSAGES.tooManyColumns(23) });
  });
});
