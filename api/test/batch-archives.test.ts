import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { unzipSync } from 'fflate';
import type { BatchArchive } from '@portal/contracts/api/batches';
import { BATCH_MESSAGES } from '@portal/contracts/messages';
import { batchFiles, csv } from './batch-support.ts';
import { assertError, catalogueClient } from './catalogue-support.ts';
import { orderingHelpers } from './ordering-support.ts';
import { readSheet, sheetLimitsFor } from '../src/spreadsheets/read-sheet.ts';

// Two subject documents at most while the caller waits: a batch of three is an archive.
const catalogue = catalogueClient(['admin', 'gestore', 'cliente'], { batchDirectZipMax: 2 });
const { sessions, call } = catalogue;
const { db, productOf } = orderingHelpers(catalogue);
const { ok, checked } = batchFiles(catalogue);

/** A batch of `size` companies, one request each, submitted by admin and completed. */
async function completedBatch(size: number): Promise<number> {
  const product = await productOf('VIS010');
  const template = await call(
    'GET',
    `/api/requests/massive/template?productId=${product.id}&subjectType=PG`,
    undefined,
    sessions.admin,
  );
  const { headers } = readSheet('esempio.xlsx', template.rawPayload, sheetLimitsFor(100));
  const { columns } = await checked(product.id, 'esempio.xlsx', template.rawPayload);
  const companies = await db().query<{ code: string }>(
    `SELECT c.partita_iva AS code FROM companies c JOIN tenants t ON t.id = c.tenant_id WHERE t.code = 'alfa'
     ORDER BY c.id LIMIT $1 OFFSET 200`,
    [size],
  );
  const rows = companies.map(({ code }) => ({ CF_PIVA: code }));
  const check = await checked(product.id, 'archivio.csv', csv(headers, columns, rows));
  assert.equal(check.blocking, 0, JSON.stringify(check.rows));
  return (await ok<{ idLotto: number }>('POST', '/api/requests/massive', { checkId: check.id })).idLotto;
}

/** Asks for the archive until it is no longer in preparation. */
async function settled(batchId: number): Promise<BatchArchive> {
  for (let tries = 0; tries < 600; tries++) {
    const archive = await ok<BatchArchive | null>('GET', `/api/requests/massive/${batchId}/archive`);
    if (archive && archive.state !== 'PREPARING') return archive;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('archive still in preparation after 60 s');
}

describe("a batch's documents as an archive prepared in the background (issue 45)", () => {
  let batchId: number;
  before(async () => {
    batchId = await completedBatch(3);
  });

  test('past the direct limit the zip is an archive: asked, prepared, announced, downloaded, reused', async () => {
    const batch = await ok<{ archiveInBackground: boolean; completed: number }>(
      'GET',
      `/api/requests/massive/${batchId}`,
    );
    assert.deepEqual([batch.completed, batch.archiveInBackground], [3, true]);
    // Not while the caller waits: the answer says what to do instead.
    assertError(
      await call('GET', `/api/requests/massive/${batchId}/results.zip`, undefined, sessions.admin),
      409,
      BATCH_MESSAGES.archiveInBackground,
    );
    assert.equal(await ok('GET', `/api/requests/massive/${batchId}/archive`), null);
    assertError(
      await call('GET', `/api/requests/massive/${batchId}/archive.zip`, undefined, sessions.admin),
      404,
      BATCH_MESSAGES.archiveNotReady,
    );

    const asked = await call('POST', `/api/requests/massive/${batchId}/archive`, undefined, sessions.admin);
    assert.equal(asked.statusCode, 202, asked.body);
    const archive = asked.json().context as BatchArchive;
    assert.deepEqual([archive.batchId, archive.documents], [batchId, 4]);
    const ready = await settled(batchId);
    assert.equal(ready.state, 'READY', ready.error ?? '');
    assert.equal(ready.id, archive.id);
    assert.ok(ready.sizeBytes! > 0);
    const hours = (Date.parse(ready.expiresAt!) - Date.parse(ready.readyAt!)) / 3_600_000;
    assert.equal(Math.round(hours), 24);

    // The bell says it is ready and leads to the batch.
    const notifications = await ok<Array<{ subject: string; text: string; link: string }>>(
      'GET',
      '/api/my-notifications',
    );
    const told = notifications.find((item) => item.subject === BATCH_MESSAGES.archiveReadySubject);
    assert.ok(told, 'the user is notified');
    assert.equal(told.text, BATCH_MESSAGES.archiveReady(batchId, 4));
    assert.equal(told.link, `/requests/massive/detail/${batchId}`);

    const zip = await call('GET', `/api/requests/massive/${batchId}/archive.zip`, undefined, sessions.admin);
    assert.equal(zip.statusCode, 200);
    assert.match(
      String(zip.headers['content-disposition']),
      new RegExp(`^attachment; filename="esiti-lotto-${batchId}.zip"`),
    );
    const requests = await db().query<{ id: number }>('SELECT id FROM requests WHERE batch_id = $1 ORDER BY id', [
      batchId,
    ]);
    assert.deepEqual(Object.keys(unzipSync(new Uint8Array(zip.rawPayload))), [
      `riepilogo-lotto-${batchId}.pdf`,
      ...requests.map(({ id }) => `richiesta-${id}.pdf`),
    ]);

    // Asked again with the same documents: the ready one, not a second.
    const again = await call('POST', `/api/requests/massive/${batchId}/archive`, undefined, sessions.admin);
    assert.equal((again.json().context as BatchArchive).id, archive.id);
    const [{ archives }] = await db().query<{ archives: number }>(
      'SELECT count(*)::int AS archives FROM batch_archives WHERE batch_id = $1',
      [batchId],
    );
    assert.equal(archives, 1);
  });

  test("one archive in preparation per user; another client's user reaches neither the batch nor its archive", async () => {
    const other = await completedBatch(3);
    // Another archive of the same user while one is in preparation: refused (the unique index decides).
    await db().query(
      `INSERT INTO batch_archives (tenant_id, batch_id, user_id, documents)
       SELECT tenant_id, id, user_id, 4 FROM request_batches WHERE id = $1`,
      [batchId],
    );
    try {
      assertError(
        await call('POST', `/api/requests/massive/${other}/archive`, undefined, sessions.admin),
        409,
        BATCH_MESSAGES.archiveBusy,
      );
    } finally {
      await db().query(`DELETE FROM batch_archives WHERE batch_id = $1 AND state = 'PREPARING'`, [batchId]);
    }
    for (const url of [`/api/requests/massive/${batchId}/archive`, `/api/requests/massive/${batchId}/archive.zip`]) {
      assertError(await call('GET', url, undefined, sessions.cliente), 404, BATCH_MESSAGES.batchNotFound);
    }
    assertError(
      await call('POST', `/api/requests/massive/${batchId}/archive`, undefined, sessions.cliente),
      404,
      BATCH_MESSAGES.batchNotFound,
    );
  });

  test('the housekeeping fails an archive an instance left half-made and tells its owner; expired ones go', async () => {
    await db().query(
      `INSERT INTO batch_archives (tenant_id, batch_id, user_id, documents, requested_at)
       SELECT tenant_id, id, user_id, 4, now() - interval '31 minutes' FROM request_batches WHERE id = $1`,
      [batchId],
    );
    await db().query(
      `UPDATE batch_archives SET expires_at = now() - interval '1 minute' WHERE batch_id = $1 AND state = 'READY'`,
      [batchId],
    );
    assert.equal(await catalogue.app.jobs.tick(), 'ran');
    const latest = await ok<BatchArchive>('GET', `/api/requests/massive/${batchId}/archive`);
    assert.deepEqual([latest.state, latest.error], ['FAILED', BATCH_MESSAGES.archiveInterrupted]);
    const [{ ready }] = await db().query<{ ready: number }>(
      `SELECT count(*)::int AS ready FROM batch_archives WHERE batch_id = $1 AND state = 'READY'`,
      [batchId],
    );
    assert.equal(ready, 0);
    const notifications = await ok<Array<{ subject: string; text: string }>>('GET', '/api/my-notifications');
    assert.ok(
      notifications.some(
        (item) =>
          item.subject === BATCH_MESSAGES.archiveFailedSubject && item.text === BATCH_MESSAGES.archiveFailed(batchId),
      ),
    );
    // A failed archive is asked again.
    const again = await call('POST', `/api/requests/massive/${batchId}/archive`, undefined, sessions.admin);
    assert.equal(again.statusCode, 202, again.body);
    assert.equal((await settled(batchId)).state, 'READY');
  });
});
