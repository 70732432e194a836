import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as XLSX from '@e965/xlsx';
import { BATCH_MESSAGES } from '@portal/contracts/messages';
import { sheetLimitsFor, type ParsedSheet } from '../src/spreadsheets/read-sheet.ts';
import { sheetPool, type SheetReader } from '../src/spreadsheets/sheet-pool.ts';
import { catalogueClient, multipart } from './catalogue-support.ts';
import type { Session } from './helper.ts';
import { orderingHelpers } from './ordering-support.ts';
import { storedEntryBomb } from './zip-support.ts';

/**
 * Hardening II §2: one customer's spreadsheet cannot stall everyone. Files are read in worker
 * threads with a heap cap, a wall-clock limit and a fair queue; their shape is refused before
 * the rows are parsed. On 0b7ecfb the hostile files below were parsed on the event loop.
 */
const catalogue = catalogueClient(['admin', 'gestore']);
const { sessions, call } = catalogue;
const { productOf } = orderingHelpers(catalogue);

const utf8 = (text: string) => new TextEncoder().encode(text);
const LIMITS = sheetLimitsFor(3);
const small = (rows = 3) =>
  utf8(['Codice;Nome', ...Array.from({ length: rows }, (_, i) => `${i};Riga ${i}`)].join('\n'));

/** A large, legitimate workbook: 1.000 rows of long texts in as many columns as allowed. */
function heavyWorkbook(columns: number): Uint8Array {
  const header = Array.from({ length: columns }, (_, index) => `Colonna ${index + 1}`);
  const rows = Array.from({ length: 1000 }, (_, row) =>
    header.map((_, column) => `valore ${row}-${column} ${'x'.repeat(60)}`),
  );
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Richieste');
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

function upload(productId: number, fileName: string, data: Uint8Array, session: Session = sessions.admin) {
  const body = multipart([{ name: 'file', filename: fileName, data: Buffer.from(data) }]);
  return catalogue.app.inject({
    method: 'POST',
    url: `/api/requests/massive/check?productId=${productId}&subjectType=PG`,
    headers: { ...session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('the sheet pool', () => {
  const pools: SheetReader[] = [];
  const pool = (options: Parameters<typeof sheetPool>[0]) => {
    const created = sheetPool(options);
    pools.push(created);
    return created;
  };
  after(async () => {
    for (const created of pools) await created.close();
  });

  test('reads a file in a thread, as readSheet would', async () => {
    const sheet = await pool({ threads: 1 }).read('t:1', 'lotto.csv', small(), LIMITS);
    assert.deepEqual(sheet.headers, ['Codice', 'Nome']);
    assert.equal(sheet.rows.length, 3);
  });

  test("clients are served in turn: one client's queued files do not hold another's", async () => {
    const reader = pool({ threads: 1, queuedPerKey: 5 });
    const done: string[] = [];
    const read = (key: string, name: string) =>
      reader.read(key, `${name}.csv`, small(), LIMITS).then((sheet: ParsedSheet) => {
        done.push(name);
        return sheet;
      });
    await Promise.all([read('alfa:1', 'a1'), read('alfa:1', 'a2'), read('alfa:1', 'a3'), read('alfa:2', 'b1')]);
    // a1 was being read when b1 arrived: b1 comes next, before a2 and a3.
    assert.deepEqual(done, ['a1', 'b1', 'a2', 'a3']);
  });

  test('one client may queue a few files; the next is refused at once', async () => {
    const reader = pool({ threads: 1, queuedPerKey: 2 });
    const reads = [1, 2, 3].map((index) => reader.read('alfa:1', `f${index}.csv`, small(), LIMITS));
    await assert.rejects(reader.read('alfa:1', 'f4.csv', small(), LIMITS), { message: BATCH_MESSAGES.busy });
    // Another client is not affected.
    const other = reader.read('alfa:2', 'g.csv', small(), LIMITS);
    await Promise.all([...reads, other]);
  });

  test('a file past the time limit ends its thread and is refused; a file past the heap, too', async () => {
    // No thread starts within a millisecond: the limit always strikes first.
    await assert.rejects(pool({ threads: 1, timeoutMs: 1 }).read('t:1', 'lento.csv', small(), LIMITS), {
      message: BATCH_MESSAGES.tooSlow,
    });
    await assert.rejects(
      pool({ threads: 1, heapMb: 4 }).read('t:1', 'pesante.xlsx', heavyWorkbook(23), sheetLimitsFor(3)),
      { message: BATCH_MESSAGES.tooComplex },
    );
  });
});

describe('hostile batch files through the API', () => {
  let product: { id: number };
  before(async () => {
    product = await productOf('VIS010');
  });

  test("the probe's 4.8 MB CSV of 16,384 columns is refused at the upload, before its rows are parsed", async () => {
    const line = ';'.repeat(16_383);
    const data = utf8(Array.from({ length: 290 }, () => line).join('\n'));
    assert.ok(data.length > 4_700_000);
    const response = await upload(product.id, 'colonne.csv', data);
    assert.equal(response.statusCode, 400, response.body);
    assert.match(response.json().message, /^Il file ha troppe colonne: al massimo \d+/);
  });

  test('the stored-entry bomb is refused at the upload as too large once inflated', async () => {
    const response = await upload(product.id, 'nascosto.xlsx', storedEntryBomb());
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().message, BATCH_MESSAGES.inflatesTooMuch);
  });

  test('the event loop keeps answering other users while a check reads a large file', async () => {
    // The threads are started by a first, small file: what follows is the reading alone.
    await upload(product.id, 'primo.csv', small());
    const heavy = heavyWorkbook(20);
    let finished = false;
    const check = upload(product.id, 'grande.xlsx', heavy).then((response) => {
      finished = true;
      return response;
    });
    let answeredWhileReading = 0;
    while (!finished && answeredWhileReading === 0) {
      if (catalogue.app.sheets.stats().reading > 0) {
        const me = await call('GET', '/api/me', undefined, sessions.gestore);
        assert.equal(me.statusCode, 200);
        if (!finished && catalogue.app.sheets.stats().reading > 0) answeredWhileReading += 1;
      } else {
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    assert.ok(answeredWhileReading > 0, 'another user was answered while the file was being read');
    assert.ok((await check).statusCode < 500);
  });
});
