import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { assertError, catalogueClient } from './catalogue-support.ts';
import { orderingHelpers } from './ordering-support.ts';
import type { Session } from './helper.ts';

const catalogue = catalogueClient(['gestore', 'mutaforma', 'cliente']);
const { sessions, call } = catalogue;
const { orderFor } = orderingHelpers(catalogue);

interface Row {
  id: number;
  userId: number;
  userName: string;
  internalReference: string | null;
  status: string;
}

async function order(session: Session, reference: string): Promise<number> {
  const response = await orderFor(session, 'VIS001', { internalReference: reference });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context.idRichiesta as number;
}

const history = async (query: string, session: Session) => {
  const response = await call('GET', `/api/requests/history?${query}`, undefined, session);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context as { content: Row[]; totalElements: number };
};

const ids: Record<string, number> = {};

describe('the request history (/request-history)', () => {
  before(async () => {
    ids.gestore = await order(sessions.gestore, 'STORICO-G');
    ids.mutaforma = await order(sessions.mutaforma, '=HYPERLINK("http://x")');
    ids.cliente = await order(sessions.cliente, 'STORICO-C');
  });

  test('a manager sees every request of their client, with who asked; others see their own', async () => {
    const managed = (await history('size=100', sessions.gestore)).content;
    const seen = new Set(managed.map((row) => row.id));
    assert.ok(seen.has(ids.gestore) && seen.has(ids.mutaforma));
    assert.ok(!seen.has(ids.cliente), "another client's request");
    const mutaforma = managed.find((row) => row.id === ids.mutaforma)!;
    assert.equal(mutaforma.userName, 'Luca Ferrari');

    const own = (await history('size=100', sessions.mutaforma)).content;
    assert.ok(own.every((row) => row.userId === mutaforma.userId));
    assert.ok(own.some((row) => row.id === ids.mutaforma));

    const users = (await call('GET', '/api/requests/history/users', undefined, sessions.gestore)).json().context;
    assert.ok(users.some((user: { name: string }) => user.name === 'Luca Ferrari'));
    assert.deepEqual(
      (await call('GET', '/api/requests/history/users', undefined, sessions.mutaforma)).json().context,
      [],
    );
    const byUser = (await history(`userId=${mutaforma.userId}&size=100`, sessions.gestore)).content;
    assert.ok(byUser.length > 0 && byUser.every((row) => row.userId === mutaforma.userId));
  });

  test('filters by period (Rome days), status and text', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    assert.ok((await history(`from=${today}&to=${today}&search=STORICO-G`, sessions.gestore)).totalElements >= 1);
    assert.equal((await history('to=2020-01-01&search=STORICO-G', sessions.gestore)).totalElements, 0);
    const completed = (await history('status=COMPLETED&size=100', sessions.gestore)).content;
    assert.ok(completed.every((row) => row.status === 'COMPLETED'));
    assertError(await call('GET', '/api/requests/history?status=FATTO', undefined, sessions.gestore), 400, /status/);
  });

  test('exports the filtered history to CSV (formulas neutralised) and xlsx', async () => {
    const csvResponse = await call('GET', '/api/requests/history/export?format=csv', undefined, sessions.gestore);
    assert.equal(csvResponse.statusCode, 200);
    assert.match(String(csvResponse.headers['content-type']), /text\/csv/);
    const text = csvResponse.body;
    assert.ok(text.startsWith('\ufeff"Data";"Numero";"Utente"'));
    assert.ok(text.includes(`"'=HYPERLINK(""http://x"")"`), 'a formula is written as text');
    assert.ok(!text.includes(';"=HYPERLINK'), 'never as a formula');
    assert.match(text, /;6,50\r\n/);

    const xlsx = await call(
      'GET',
      '/api/requests/history/export?format=xlsx&search=STORICO-G',
      undefined,
      sessions.gestore,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Richieste')!;
    const rows = (await history('search=STORICO-G&size=100', sessions.gestore)).content;
    assert.equal(sheet.rowCount, rows.length + 1);
    assert.equal(sheet.getRow(2).getCell(3).value, 'Giulia Bianchi');
  });

  test("a result still kept downloads again as PDF, for whoever's history holds it", async () => {
    const pdf = await call('GET', `/api/requests/history/${ids.mutaforma}/report.pdf`, undefined, sessions.gestore);
    assert.equal(pdf.statusCode, 200);
    assert.ok(pdf.rawPayload.subarray(0, 5).toString() === '%PDF-');
    assert.equal(
      (await call('GET', `/api/requests/history/${ids.gestore}/report.pdf`, undefined, sessions.mutaforma)).statusCode,
      404,
    );
    assert.equal(
      (await call('GET', `/api/requests/history/${ids.gestore}/report.pdf`, undefined, sessions.cliente)).statusCode,
      404,
    );
  });
});
