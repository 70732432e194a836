import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { before, describe, test } from 'node:test';
import { BATCH_MESSAGES, ORDERING_MESSAGES } from '@portal/contracts/messages';
import { trustedTenantId } from '../src/db/tenant-id.ts';
import type { Queryable } from '../src/db/database.ts';
import { makePartitaIva } from '../src/italian/partita-iva.ts';
import { registryNames } from '../src/modules/batches/rows.ts';
import { readSheet, sheetLimitsFor } from '../src/spreadsheets/read-sheet.ts';
import { assertError, catalogueClient, multipart } from './catalogue-support.ts';
import { batchFiles, csv, type Check } from './batch-support.ts';
import { openLiveChannel } from './live-channel-support.ts';
import { COMPANY, orderingHelpers } from './ordering-support.ts';
import { pdfText } from './report-support.ts';
import { unzipSync } from 'fflate';

const catalogue = catalogueClient(['admin', 'gestore', 'cliente']);
const { sessions, call } = catalogue;
const { db, productOf, validParams, creditOf, setCredit } = orderingHelpers(catalogue);

const cents = (euro: string) => Math.round(Number(euro) * 100);
/** The product's spreadsheet template for companies, as the admin downloads it. */
const templateOf = (productId: number) =>
  call('GET', `/api/requests/massive/template?productId=${productId}&subjectType=PG`, undefined, sessions.admin);
const { ok, upload, checked } = batchFiles(catalogue);

describe('batch requests by spreadsheet', () => {
  let split: { id: number };
  let headers: string[];
  let columns: Check['columns'];
  let companies: string[];

  before(async () => {
    split = await productOf('VIS010');
    const template = await templateOf(split.id);
    assert.equal(template.statusCode, 200, template.body);
    headers = readSheet('esempio.xlsx', template.rawPayload, sheetLimitsFor(100)).headers;
    const first = await checked(split.id, 'esempio.xlsx', template.rawPayload);
    columns = first.columns;
    companies = (
      await db().query<{ code: string }>(
        `SELECT c.partita_iva AS code FROM companies c JOIN tenants t ON t.id = c.tenant_id WHERE t.code = 'alfa'
         ORDER BY c.id LIMIT 30 OFFSET 100`,
      )
    ).map((row) => row.code);
  });

  test("the template is the product's form: its fields as columns, a sample row that passes the check", async () => {
    assert.ok(headers.includes('Codice fiscale o partita IVA'), headers.join(', '));
    assert.ok(headers.includes('Ragione sociale'));
    const template = await templateOf(split.id);
    const check = await checked(split.id, 'esempio.xlsx', template.rawPayload);
    assert.equal(check.state, 'loaded');
    assert.equal(check.total, 1);
    assert.equal(check.blocking, 0, JSON.stringify(check.rows));
  });

  test('a row with a wrong code blocks the file, an unknown subject warns; the fixed file is one batch, all or nothing', async () => {
    const unknown = makePartitaIva(9_876_543, 15);
    const rows: Record<string, string>[] = [
      { CF_PIVA: companies[0] },
      { CF_PIVA: companies[1], RAGIONE_SOCIALE: '=HYPERLINK("http://x")' },
      { CF_PIVA: '12345678901' },
      { CF_PIVA: unknown },
      { CF_PIVA: companies[2] },
    ];
    const bad = await checked(split.id, 'lotto.csv', csv(headers, columns, rows));
    assert.equal(bad.state, 'loaded');
    assert.equal(bad.total, 5);
    assert.equal(bad.blocking, 1);
    assert.equal(bad.warnings, 1);
    const wrong = bad.rows.find((row) => row.row === 4)!;
    assert.equal(wrong.errors[0].type, 'ERROR');
    assert.equal(wrong.errors[0].fieldCode, 'CF_PIVA');
    assert.deepEqual(
      bad.rows.find((row) => row.row === 5)!.errors.map((error) => [error.type, error.message]),
      [['WARN', BATCH_MESSAGES.subjectUnknown]],
    );
    assertError(
      await call('POST', '/api/requests/massive', { checkId: bad.id }, sessions.admin),
      409,
      BATCH_MESSAGES.blockingRows,
    );

    rows[2] = { CF_PIVA: companies[3] };
    const good = await checked(split.id, 'lotto.csv', csv(headers, columns, rows));
    assert.equal(good.blocking, 0);
    assert.equal(good.requests, 5);
    assert.equal(cents(good.totalPrice), cents(good.unitPrice) * 5);

    // Not enough credit: the whole batch is refused and nothing is written.
    const credit = await creditOf('admin');
    await setCredit('admin', '1.00');
    const [{ before: batchesBefore }] = await db().query<{ before: number }>(
      `SELECT count(*)::int AS before FROM request_batches`,
    );
    assertError(
      await call('POST', '/api/requests/massive', { checkId: good.id }, sessions.admin),
      409,
      ORDERING_MESSAGES.insufficientCredit,
    );
    const [{ after }] = await db().query<{ after: number }>(`SELECT count(*)::int AS after FROM request_batches`);
    assert.equal(after, batchesBefore);
    assert.equal(await creditOf('admin'), '1.00');
    await setCredit('admin', credit);

    const created = await ok<{
      idLotto: number;
      requests: number;
      total: string;
      credit: string;
      rimaRequest: { idMovContab: number };
    }>('POST', '/api/requests/massive', { checkId: good.id });
    assert.equal(created.requests, 5);
    assert.equal(cents(created.total), cents(good.totalPrice));
    assert.equal(cents(created.credit), cents(credit) - cents(good.totalPrice));
    assert.equal(await creditOf('admin'), created.credit);
    // Each request has its own debit, the running balance ending at the client's credit.
    const movements = await db().query<{ amount: string; balance: string }>(
      `SELECT amount::text, balance_after::text AS balance FROM accounting_movements m JOIN requests r ON r.movement_id = m.id
       WHERE r.batch_id = $1 ORDER BY m.id`,
      [created.idLotto],
    );
    assert.equal(movements.length, 5);
    // Each request's first event, as a single request has.
    const [{ events }] = await db().query<{ events: number }>(
      `SELECT count(*)::int AS events FROM request_events e JOIN requests r ON r.id = e.request_id
       WHERE r.batch_id = $1 AND e.from_status IS NULL AND e.to_status = 'COMPLETED'`,
      [created.idLotto],
    );
    assert.equal(events, 5);
    assert.equal(cents(movements[4].balance), cents(created.credit));
    assert.equal(cents(movements[0].balance), cents(credit) - cents(good.unitPrice));
    // Submitted once.
    assertError(
      await call('POST', '/api/requests/massive', { checkId: good.id }, sessions.admin),
      409,
      BATCH_MESSAGES.checkSubmitted,
    );

    const batch = await ok<{
      rows: number;
      requests: number;
      completed: number;
      status: string;
      fileName: string;
      split: boolean;
    }>('GET', `/api/requests/massive/${created.idLotto}`);
    assert.deepEqual(
      [batch.rows, batch.requests, batch.completed, batch.status, batch.fileName, batch.split],
      [5, 5, 5, 'COMPLETED', 'lotto.csv', true],
    );
    const page = await ok<{
      content: Array<{ row: number; subjectCode: string; status: string }>;
      totalElements: number;
    }>('GET', `/api/requests/massive/${created.idLotto}/rows?size=2&search=${unknown}`);
    assert.deepEqual(
      page.content.map((row) => [row.row, row.subjectCode, row.status]),
      [[5, unknown, 'COMPLETED']],
    );
    const exported = await call('GET', `/api/requests/massive/${created.idLotto}/export`, undefined, sessions.admin);
    assert.equal(exported.statusCode, 200);
    const sheet = readSheet('lotto.xlsx', exported.rawPayload, sheetLimitsFor(100));
    assert.deepEqual(sheet.headers.slice(0, 3), ['Riga', 'Codice', 'Soggetto']);
    assert.equal(sheet.rows.length, 5);
    // The formula travelled as text and is written back neutralised.
    assert.ok(!sheet.rows.some((row) => row.cells.some((cell) => cell.formula)));
    const zip = await call('GET', `/api/requests/massive/${created.idLotto}/results.zip`, undefined, sessions.admin);
    assert.equal(zip.statusCode, 200);
    assert.equal(zip.rawPayload.subarray(0, 2).toString(), 'PK');
    // The summary and one document per subject (issue 45).
    const batchRequests = (
      await db().query<{ id: number }>('SELECT id FROM requests WHERE batch_id = $1', [created.idLotto])
    ).map((request) => request.id);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    assert.deepEqual(
      Object.keys(files).sort(),
      [`riepilogo-lotto-${created.idLotto}.pdf`, ...batchRequests.map((id) => `richiesta-${id}.pdf`)].sort(),
    );
    const summary = await pdfText(files[`riepilogo-lotto-${created.idLotto}.pdf`]);
    assert.ok(summary.text.includes(`Lotto n. ${created.idLotto}`));
    assert.ok(summary.text.includes('Esito per riga'));
    assert.ok(summary.text.includes('5 di 5'), 'the requests completed, of the rows');
    assert.ok(summary.text.includes(unknown), "each row's subject");
    const summaryPdf = await call(
      'GET',
      `/api/requests/massive/${created.idLotto}/summary.pdf`,
      undefined,
      sessions.admin,
    );
    assert.equal(summaryPdf.statusCode, 200);
    // The same summary, but for its time of issue (each is issued when asked: a minute may turn between).
    const untimed = (text: string) => text.replace(/\d\d\/\d\d\/\d{4} \d\d:\d\d/g, '<ora>');
    assert.equal(untimed((await pdfText(summaryPdf.rawPayload)).text), untimed(summary.text));
    const rowPdf = await call(
      'GET',
      `/api/requests/massive/${created.idLotto}/rows/5/report.pdf`,
      undefined,
      sessions.admin,
    );
    assert.equal(rowPdf.statusCode, 200);
    assert.ok((await pdfText(rowPdf.rawPayload)).text.includes(unknown), "row 5's subject");
    assertError(
      await call('GET', `/api/requests/massive/${created.idLotto}/rows/99/report.pdf`, undefined, sessions.admin),
      404,
      BATCH_MESSAGES.rowNotFound,
    );

    // Another user (of another client) sees neither the check nor the batch.
    assertError(
      await call('GET', `/api/requests/massive/check/${good.id}`, undefined, sessions.cliente),
      404,
      BATCH_MESSAGES.checkNotFound,
    );
    assertError(
      await call('GET', `/api/requests/massive/${created.idLotto}`, undefined, sessions.cliente),
      404,
      BATCH_MESSAGES.batchNotFound,
    );
    assertError(
      await call('POST', '/api/requests/massive', { checkId: good.id }, sessions.cliente),
      404,
      BATCH_MESSAGES.checkNotFound,
    );
  });

  test('a batch carried by one request: one document per subject and the summary, one by one and in the zip', async () => {
    const whole = await productOf('REP010');
    const template = await templateOf(whole.id);
    const wholeHeaders = readSheet('esempio.xlsx', template.rawPayload, sheetLimitsFor(100)).headers;
    const wholeColumns = (await checked(whole.id, 'esempio.xlsx', template.rawPayload)).columns;
    const subjects = companies.slice(20, 23);
    const rows = subjects.map((code) => ({
      CF_PIVA: code,
      IMPORTO_FIDO: '10000',
      MOTIVO_RICHIESTA: 'Valutazione cliente',
    }));
    const good = await checked(whole.id, 'lotto.csv', csv(wholeHeaders, wholeColumns, rows));
    assert.equal(good.blocking, 0, JSON.stringify(good.rows));
    const created = await ok<{ idLotto: number; requests: number }>('POST', '/api/requests/massive', {
      checkId: good.id,
    });
    assert.equal(created.requests, 1);
    const zip = await call('GET', `/api/requests/massive/${created.idLotto}/results.zip`, undefined, sessions.admin);
    assert.equal(zip.statusCode, 200, zip.body);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    assert.deepEqual(
      Object.keys(files).sort(),
      [
        `riepilogo-lotto-${created.idLotto}.pdf`,
        ...subjects.map((code, index) => `riga-${index + 2}-${code}.pdf`),
      ].sort(),
    );
    for (const [index, code] of subjects.entries()) {
      const { text } = await pdfText(files[`riga-${index + 2}-${code}.pdf`]);
      assert.ok(text.includes(`(${code})`), 'the document names its own subject');
      assert.ok(text.includes('Valutazione di affidabilità'), "the product's sections, per subject");
      const one = await call(
        'GET',
        `/api/requests/massive/${created.idLotto}/rows/${index + 2}/report.pdf`,
        undefined,
        sessions.admin,
      );
      assert.equal((await pdfText(one.rawPayload)).text, text, 'the same document one by one');
    }
  });

  test("the registry's names of a file's codes are read through the indexes, not a scan per code", async () => {
    const [tenant] = await db().query<{ id: number }>(`SELECT id FROM tenants WHERE code = 'alfa'`);
    const [person] = await db().query<{ code: string; name: string }>(
      `SELECT codice_fiscale AS code, denominazione AS name FROM persons WHERE tenant_id = $1 ORDER BY id LIMIT 1`,
      [tenant.id],
    );
    const [company] = await db().query<{ name: string }>(
      `SELECT denominazione AS name FROM companies WHERE tenant_id = $1 AND partita_iva = $2`,
      [tenant.id, companies[5]],
    );
    const statements: Array<{ sql: string; params?: readonly unknown[] }> = [];
    const recorded: Queryable = {
      query: (sql, params) => {
        statements.push({ sql, params });
        return db().query(sql, params);
      },
      exec: (sql) => db().exec(sql),
    };
    const unknown = makePartitaIva(9_876_544, 15);
    const names = await registryNames(recorded, trustedTenantId(tenant.id), [companies[5], person.code, unknown]);
    assert.deepEqual(
      [...names].sort(),
      [
        [companies[5], company.name],
        [person.code, person.name],
      ].sort(),
    );
    // A code compared as text to the registry's char(n) codes read every company for each code
    // of the file (1.2 s for 1.000 rows, the check and the submit each).
    const plan = await db().query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statements[0].sql}`, statements[0].params);
    assert.doesNotMatch(plan.map((row) => row['QUERY PLAN']).join('\n'), /Seq Scan on (companies|persons)/);
  });

  test("a file whose columns are not the form's asks for the mapping, which is remembered", async () => {
    const data = ['Partita IVA;Nome;Colonna in più', `${companies[10]};Alfa;x`, `${companies[11]};Beta;y`].join('\n');
    const first = await upload(split.id, 'altro.csv', data);
    const mapping = first.json().context as Check;
    assert.equal(mapping.state, 'mapping');
    assert.equal(mapping.id, null);
    assert.deepEqual(mapping.preview, [
      [companies[10], 'Alfa', 'x'],
      [companies[11], 'Beta', 'y'],
    ]);
    await ok('PUT', '/api/requests/massive/mapping', {
      productId: split.id,
      subjectType: 'PG',
      columns: { CF_PIVA: 'Partita IVA', RAGIONE_SOCIALE: 'Nome' },
    });
    const again = await checked(split.id, 'altro.csv', data);
    assert.equal(again.state, 'loaded');
    assert.deepEqual(again.ignoredColumns, ['Colonna in più']);
    assert.equal(again.blocking, 0, JSON.stringify(again.rows));
    assertError(
      await call(
        'PUT',
        '/api/requests/massive/mapping',
        { productId: split.id, subjectType: 'PG', columns: { NON_ESISTE: 'x' } },
        sessions.admin,
      ),
      400,
      BATCH_MESSAGES.mappingUnknownField('NON_ESISTE'),
    );
  });

  test('one request for a whole file when the product does not split; a repeated request is skipped', async () => {
    const whole = await productOf('REP010');
    const template = await templateOf(whole.id);
    const own = readSheet('esempio.xlsx', template.rawPayload, sheetLimitsFor(100)).headers;
    const sample = readSheet('esempio.xlsx', template.rawPayload, sheetLimitsFor(100)).rows[0].cells.map(
      (cell) => cell.text,
    );
    // A request of this product on the anchor company exists already: its row is left out.
    const single = await call(
      'POST',
      '/api/requests',
      { productId: whole.id, tipoSogg: 'PG', subject: COMPANY, formParams: await validParams(whole.formCode, 'PG') },
      sessions.admin,
    );
    assert.equal(single.statusCode, 200, single.body);
    const codeColumn = own.indexOf('Codice fiscale o partita IVA');
    const line = (code: string) => sample.map((text, index) => (index === codeColumn ? code : text)).join(';');
    const data = [own.join(';'), line(COMPANY.partitaIva), line(companies[20]), line(companies[21])].join('\n');
    const check = await checked(whole.id, 'report.csv', data);
    assert.equal(check.blocking, 0, JSON.stringify(check.rows));
    assert.equal(check.skipped, 1);
    assert.equal(check.requests, 2);
    assert.equal(check.rows[0].errors[0].message, ORDERING_MESSAGES.requestNotUnique);
    const created = await ok<{ idLotto: number; requests: number; subjects: number; total: string }>(
      'POST',
      '/api/requests/massive',
      {
        checkId: check.id,
      },
    );
    assert.deepEqual([created.requests, created.subjects], [1, 2]);
    const [request] = await db().query<{ price: string; subjects: number }>(
      `SELECT r.price::text, (SELECT count(*)::int FROM request_batch_rows WHERE request_id = r.id) AS subjects
       FROM requests r WHERE r.batch_id = $1`,
      [created.idLotto],
    );
    assert.equal(cents(request.price), cents(created.total));
    assert.equal(request.subjects, 2);
    // Its spreadsheet prices each row at what a subject cost: the total over the rows.
    const exported = await call('GET', `/api/requests/massive/${created.idLotto}/export`, undefined, sessions.admin);
    const sheet = readSheet('lotto.xlsx', exported.rawPayload, sheetLimitsFor(100));
    const price = sheet.headers.indexOf('Prezzo');
    assert.deepEqual(
      sheet.rows.map((row) => cents(row.cells[price].text.replace(',', '.').replace(/[^\d.]/g, ''))),
      [cents(created.total) / 2, cents(created.total) / 2],
    );
  });

  test('rows with a blocking error may be left out: the rest is the batch, at their price', async () => {
    const rows = [{ CF_PIVA: companies[25] }, { CF_PIVA: '12345678901' }, { CF_PIVA: companies[26] }];
    const check = await checked(split.id, 'lotto.csv', csv(headers, columns, rows));
    assert.equal(check.blocking, 1);
    assert.equal(check.requests, 2);
    const before = await creditOf('admin');
    const created = await ok<{ idLotto: number; requests: number; subjects: number; total: string }>(
      'POST',
      '/api/requests/massive',
      { checkId: check.id, excludeBlocking: true },
    );
    assert.deepEqual([created.requests, created.subjects], [2, 2]);
    assert.equal(cents(created.total), cents(check.totalPrice));
    assert.equal(cents(await creditOf('admin')), cents(before) - cents(check.totalPrice));
    const stored = await db().query<{ code: string }>(
      'SELECT subject_code AS code FROM request_batch_rows WHERE batch_id = $1 ORDER BY row_number',
      [created.idLotto],
    );
    assert.deepEqual(
      stored.map((row) => row.code),
      [companies[25], companies[26]],
    );
  });

  test("a batch whose debit takes the balance below the client's threshold tells the dashboard users, as a request does", async () => {
    const alerts = async () =>
      (await ok<Array<{ subject: string; link: string }>>('GET', '/api/my-notifications', undefined)).filter(
        (notification) => notification.subject === 'Credito sotto la soglia',
      );
    const seen = (await alerts()).length;
    const threshold = (Number(await creditOf('admin')) - 0.01).toFixed(2).replace('.', ',');
    const saved = await call('PUT', '/api/credit/alert-threshold', { threshold }, sessions.admin);
    assert.equal(saved.statusCode, 200, saved.body);
    try {
      const check = await checked(split.id, 'lotto.csv', csv(headers, columns, [{ CF_PIVA: companies[27] }]));
      await ok('POST', '/api/requests/massive', { checkId: check.id });
      const after = await alerts();
      assert.equal(after.length, seen + 1);
      assert.equal(after[0].link, '/cruscotto');
    } finally {
      await call('PUT', '/api/credit/alert-threshold', { threshold: null }, sessions.admin);
    }
  });

  test("the product's demo file, once the catalogue uploaded it, is the customer's to download", async () => {
    const none = await ok<{ demo: string | null; sheet: string | null }>(
      'GET',
      `/api/requests/massive/product-files?productId=${split.id}&subjectType=PG`,
    );
    assert.deepEqual(none, { demo: null, sheet: null });
    const body = multipart([{ name: 'file', filename: 'demo-visure.csv', type: 'text/csv', data: 'Codice\n1\n' }]);
    const uploaded = await catalogue.app.inject({
      method: 'POST',
      url: `/api/product/${split.id}/upload-demo-file/false`,
      headers: { ...sessions.gestore.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const files = await ok<{ demo: string | null }>(
      'GET',
      `/api/requests/massive/product-files?productId=${split.id}&subjectType=PG`,
    );
    assert.equal(files.demo, 'demo-visure.csv');
    const file = await call(
      'GET',
      `/api/requests/massive/product-file?productId=${split.id}&subjectType=PG&kind=demo`,
      undefined,
      sessions.admin,
    );
    assert.equal(file.statusCode, 200);
    assert.equal(file.body, 'Codice\n1\n');
    assertError(
      await call(
        'GET',
        `/api/requests/massive/product-file?productId=${split.id}&subjectType=PG&kind=sheet`,
        undefined,
        sessions.admin,
      ),
      404,
      /.+/,
    );
  });

  test('bad files get their reason; products without upload and other clients are refused', async () => {
    assertError(await upload(split.id, 'lotto.pdf', 'x'), 400, BATCH_MESSAGES.fileType);
    assertError(await upload(split.id, 'lotto.xlsx', 'Codice\n1\n'), 400, BATCH_MESSAGES.contentMismatch('.xlsx'));
    const rows = ['Codice fiscale o partita IVA', ...Array.from({ length: 1001 }, () => companies[0])].join('\n');
    assertError(await upload(split.id, 'mille.csv', rows), 400, BATCH_MESSAGES.tooManyRows);
    const notMassive = await productOf('VIS001');
    assertError(await upload(notMassive.id, 'lotto.csv', 'a\n1\n'), 400, BATCH_MESSAGES.notMassive);
  });

  test('the progress is pushed on the live channel of the uploader, and a check can be cancelled', async () => {
    await catalogue.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `127.0.0.1:${(catalogue.app.server.address() as AddressInfo).port}`;
    const channel = await openLiveChannel(catalogue.app, base, sessions.admin);
    const other = await openLiveChannel(catalogue.app, base, sessions.gestore);
    const many = Array.from({ length: 120 }, (_, index) => ({ CF_PIVA: companies[index % companies.length] }));
    const response = await upload(split.id, 'tanti.csv', csv(headers, columns, many));
    const started = response.json().context as Check;
    assert.equal(started.state, 'staging');
    const progress = await channel.next(
      (message) => message.type === 'batch-check' && (message.check as Check).checked > 0,
    );
    assert.equal((progress.check as Check).id, started.id);
    await channel.next((message) => message.type === 'batch-check' && (message.check as Check).state === 'loaded');
    assert.ok(!other.messages.some((message) => message.type === 'batch-check'), 'no one else hears of it');
    const cancelled = await ok<Check>('DELETE', `/api/requests/massive/check/${started.id}`);
    assert.equal(cancelled.state, 'cancelled');
    assertError(
      await call('POST', '/api/requests/massive', { checkId: started.id }, sessions.admin),
      409,
      BATCH_MESSAGES.checkCancelled,
    );
    channel.socket.close();
    other.socket.close();
  });
});
