/**
 * A batch once submitted (`/requests/massive/detail/{batchId}`): its header, its rows with their
 * requests' status, the rows with their outcome as a spreadsheet, and the completed results as
 * one zip of PDFs. The uploader sees their batches; a manager of the client (GESTORE) every batch
 * of the client, as the request history.
 */
import { zipSync } from 'fflate';
import type { Batch, BatchRow, BatchRowsQuery } from '@portal/contracts/api/batches';
import type { PageOf } from '@portal/contracts/api/schema';
import { BATCH_MESSAGES } from '@portal/contracts/messages';
import { REQUEST_STATUS_NAMES } from '@portal/contracts/request-status';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../domain-error.ts';
import type { Caller } from '../../plugins/tenant.ts';
import { allBatchRows, batchRows, completedRequestsOfBatch, findBatch, type BatchScope } from './repository.ts';
import { workbook } from '../../spreadsheets/workbook.ts';
import { historyScope, reportPdfOf, requestReport, type ReportDeps } from '../requests/service.ts';

async function scopedBatch(db: Queryable, who: Caller, batchId: number): Promise<{ batch: Batch; scope: BatchScope }> {
  const scope = await historyScope(db, who);
  const batch = await findBatch(db, who.tenantId, scope, batchId);
  if (!batch) throw notFound(BATCH_MESSAGES.batchNotFound);
  return { batch, scope };
}

export async function getBatch(db: Queryable, who: Caller, batchId: number): Promise<Batch> {
  return (await scopedBatch(db, who, batchId)).batch;
}

export async function listBatchRows(
  db: Queryable,
  who: Caller,
  batchId: number,
  query: BatchRowsQuery,
): Promise<PageOf<BatchRow>> {
  await scopedBatch(db, who, batchId);
  return batchRows(db, batchId, query);
}

const italianDateTime = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : '';

/** The rows with their outcome (text that would start a formula is written as text). */
export async function batchWorkbook(
  db: Queryable,
  who: Caller,
  batchId: number,
): Promise<{ batch: Batch; data: Buffer }> {
  const { batch } = await scopedBatch(db, who, batchId);
  const rows = await allBatchRows(db, batchId);
  const data = await workbook(
    `Lotto ${batch.id}`,
    [
      { header: 'Riga', width: 8, value: (row) => row.row },
      { header: 'Codice', width: 20, value: (row) => row.subjectCode },
      { header: 'Soggetto', width: 40, value: (row) => row.subjectName },
      { header: 'Richiesta', width: 12, value: (row) => row.requestId },
      { header: 'Stato', width: 16, value: (row) => REQUEST_STATUS_NAMES[row.status] },
      { header: 'Evasa il', width: 18, value: (row) => italianDateTime(row.completedAt) },
      { header: 'Prezzo', width: 12, value: (row) => (batch.split ? row.price : null), euro: true },
    ],
    rows,
  );
  return { batch, data };
}

/** Every completed result of the batch as one zip (a batch carried by one request: its one PDF). */
export async function batchResultsZip(
  deps: ReportDeps,
  who: Caller,
  batchId: number,
): Promise<{ batch: Batch; data: Uint8Array }> {
  const { db } = deps;
  const { batch, scope } = await scopedBatch(db, who, batchId);
  const ids = await completedRequestsOfBatch(db, batchId);
  if (ids.length === 0) throw notFound(BATCH_MESSAGES.noResults);
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const id of ids) {
    // PDFs are compressed already: stored as they are.
    files[`richiesta-${id}.pdf`] = [
      new Uint8Array(await reportPdfOf(deps, who, await requestReport(deps, who, id, scope))),
      { level: 0 },
    ];
  }
  return { batch, data: zipSync(files) };
}
