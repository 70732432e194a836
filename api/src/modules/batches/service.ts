/**
 * A batch once submitted (`/requests/massive/detail/{batchId}`): its header, its rows with their
 * requests' status, the rows with their outcome as a spreadsheet, and the completed results as
 * one zip of PDFs. The uploader sees their batches; a manager of the client (GESTORE) every batch
 * of the client, as the request history.
 */
import { amountOf, centsOf } from '@portal/contracts/money';
import { zipSync } from 'fflate';
import {
  BATCH_ARCHIVE_HOURS,
  type Batch,
  type BatchArchive,
  type BatchRow,
  type BatchRowsQuery,
} from '@portal/contracts/api/batches';
import type { PageOf } from '@portal/contracts/api/schema';
import { BATCH_MESSAGES } from '@portal/contracts/messages';
import { REQUEST_STATUS_NAMES } from '@portal/contracts/request-status';
import type { Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../domain-error.ts';
import type { Caller } from '../../plugins/tenant.ts';
import {
  allBatchRows,
  batchRows,
  completedRequestsOfBatch,
  findBatch,
  type BatchHeader,
  type BatchScope,
} from './repository.ts';
import { workbook } from '../../spreadsheets/workbook.ts';
import {
  historyScope,
  issueContext,
  reportIssue,
  reportPdfOf,
  requestReport,
  type ReportDeps,
} from '../requests/service.ts';
import { batchSummary } from '../../reports/batch-summary.ts';
import type { ReportContent } from '../../reports/report-content.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Telling } from '../../notifications/effects.ts';
import {
  completeArchive,
  failArchive,
  insertArchive,
  latestArchive,
  readyArchiveData,
  sweepArchives,
} from './archive-repository.ts';

export async function scopedBatch(
  db: Queryable,
  who: Caller,
  batchId: number,
): Promise<{ batch: BatchHeader; scope: BatchScope }> {
  const scope = await historyScope(db, who);
  const batch = await findBatch(db, who.tenantId, scope, batchId);
  if (!batch) throw notFound(BATCH_MESSAGES.batchNotFound);
  return { batch, scope };
}

/**
 * The subject documents of a batch's zip, its summary aside: each completed row's request, or
 * each subject of a batch ordered as one request once it is completed.
 */
export const subjectDocuments = (batch: BatchHeader) =>
  batch.split ? batch.completed : batch.completed > 0 ? batch.rows : 0;

/** `directZipMax`: above it the zip is an archive prepared in the background (BATCH_DIRECT_ZIP_MAX). */
export async function getBatch(db: Queryable, who: Caller, batchId: number, directZipMax: number): Promise<Batch> {
  const { batch } = await scopedBatch(db, who, batchId);
  return { ...batch, archiveInBackground: subjectDocuments(batch) > directZipMax };
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
): Promise<{ batch: BatchHeader; data: Buffer }> {
  const { batch } = await scopedBatch(db, who, batchId);
  const rows = await allBatchRows(db, batchId);
  // A batch carried by one request cost the price of a subject per row: its total over its rows.
  const perSubject = batch.split || rows.length === 0 ? null : amountOf(Math.round(centsOf(batch.total) / rows.length));
  const data = await workbook(
    `Lotto ${batch.id}`,
    [
      { header: 'Riga', width: 8, value: (row) => row.row },
      { header: 'Codice', width: 20, value: (row) => row.subjectCode },
      { header: 'Soggetto', width: 40, value: (row) => row.subjectName },
      { header: 'Richiesta', width: 12, value: (row) => row.requestId },
      { header: 'Stato', width: 16, value: (row) => REQUEST_STATUS_NAMES[row.status] },
      { header: 'Evasa il', width: 18, value: (row) => italianDateTime(row.completedAt) },
      { header: 'Prezzo', width: 12, value: (row) => perSubject ?? row.price, euro: true },
    ],
    rows,
  );
  return { batch, data };
}

/** A batch's summary document: the outcome of each row and the totals. */
async function summaryOf(deps: ReportDeps, who: Caller, batch: BatchHeader, ids: number[], now: Date) {
  const context = issueContext(await reportIssue(deps.db, who, ids[0]));
  return batchSummary(batch, await allBatchRows(deps.db, batch.id), context, now.toISOString());
}

/** The document of one row: its own request's, or for a batch carried by one request its subject's. */
async function rowReport(deps: ReportDeps, who: Caller, batch: BatchHeader, scope: BatchScope, row: BatchRow) {
  return batch.split || !row.subjectCode
    ? requestReport(deps, who, row.requestId, scope)
    : requestReport(deps, who, row.requestId, scope, { code: row.subjectCode, name: row.subjectName });
}

async function completedIds(db: Queryable, batchId: number) {
  const ids = await completedRequestsOfBatch(db, batchId);
  if (ids.length === 0) throw notFound(BATCH_MESSAGES.noResults);
  return ids;
}

export async function batchSummaryPdf(deps: ReportDeps, who: Caller, batchId: number, now = new Date()) {
  const { batch } = await scopedBatch(deps.db, who, batchId);
  const ids = await completedIds(deps.db, batchId);
  return { batch, data: await reportPdfOf(deps, who, await summaryOf(deps, who, batch, ids, now)) };
}

export async function batchRowPdf(deps: ReportDeps, who: Caller, batchId: number, rowNumber: number) {
  const { batch, scope } = await scopedBatch(deps.db, who, batchId);
  const row = (await allBatchRows(deps.db, batchId)).find((each) => each.row === rowNumber);
  if (!row || row.status !== 'COMPLETED') throw notFound(BATCH_MESSAGES.rowNotFound);
  return { batch, row, data: await reportPdfOf(deps, who, await rowReport(deps, who, batch, scope, row)) };
}

/**
 * The batch's documents as one zip (issue 45): its summary, then one report per subject — each
 * row's own request, or for a batch carried by one request each of its subjects — in the rows'
 * order. Two documents are drawn at a time: the PDF threads both busy, the caller's queue short.
 */
export async function batchZip(
  deps: ReportDeps,
  who: Caller,
  { batch, scope }: { batch: BatchHeader; scope: BatchScope },
  now: Date,
): Promise<Uint8Array> {
  const ids = await completedIds(deps.db, batch.id);
  const pdf = async (document: ReportContent) =>
    // PDFs are compressed already: stored as they are.
    [new Uint8Array(await reportPdfOf(deps, who, document)), { level: 0 }] as [Uint8Array, { level: 0 }];
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  files[`riepilogo-lotto-${batch.id}.pdf`] = await pdf(await summaryOf(deps, who, batch, ids, now));
  const seen = new Set<number>();
  const wanted = (await allBatchRows(deps.db, batch.id)).filter((row) => {
    if (row.status !== 'COMPLETED' || (batch.split && seen.has(row.requestId))) return false;
    seen.add(row.requestId);
    return true;
  });
  let next = 0;
  const drawer = async () => {
    while (next < wanted.length) {
      const row = wanted[next++];
      files[rowFileName(batch, row)] = await pdf(await rowReport(deps, who, batch, scope, row));
    }
  };
  await Promise.all([drawer(), drawer()]);
  // The zip lists the documents in the rows' order, whichever was drawn first.
  const ordered = Object.fromEntries(
    [`riepilogo-lotto-${batch.id}.pdf`, ...wanted.map((row) => rowFileName(batch, row))].map((name) => [
      name,
      files[name],
    ]),
  );
  return zipSync(ordered);
}

/** The zip while the caller waits: up to `directZipMax` subject documents, else 409 (prepare the archive). */
export async function batchResultsZip(
  deps: ReportDeps,
  who: Caller,
  batchId: number,
  directZipMax: number,
  now = new Date(),
): Promise<{ batch: BatchHeader; data: Uint8Array }> {
  const scoped = await scopedBatch(deps.db, who, batchId);
  if (subjectDocuments(scoped.batch) > directZipMax) throw conflict(BATCH_MESSAGES.archiveInBackground);
  return { batch: scoped.batch, data: await batchZip(deps, who, scoped, now) };
}

/** A row's document in the zip: its request's number, or its row and subject code. */
export const rowFileName = (batch: BatchHeader, row: BatchRow) =>
  batch.split || !row.subjectCode
    ? `richiesta-${row.requestId}.pdf`
    : `riga-${row.row}-${row.subjectCode.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)}.pdf`;

/*
 * A batch's documents as an archive prepared in the background (issue 45): past
 * BATCH_DIRECT_ZIP_MAX subject documents the zip takes tens of seconds to draw, longer than a
 * page should wait. The request answers at once; the archive is drawn on the shared PDF threads
 * (fair per user), kept in the database for BATCH_ARCHIVE_HOURS so that any instance serves it,
 * and a notification tells the user when it is ready, or that it failed. One archive in
 * preparation per user; an instance that stops mid-way leaves one the housekeeping fails.
 */
export type ArchiveDeps = ReportDeps & Telling & { log: { error(details: object, message: string): void } };

/** How long an archive may be in preparation before the housekeeping takes it for interrupted. */
const STALE_MINUTES = 30;

/** Tells the user about their archive of the batch; the bell leads to its detail, where it is downloaded. */
function tell(deps: Telling, tenantId: TenantId, userId: number, batchId: number, subject: string, text: string) {
  return deps.hub.create(tenantId, userId, {
    subject,
    text,
    link: `/requests/massive/detail/${batchId}`,
    useRouter: true,
  });
}

export async function getArchive(deps: ReportDeps, who: Caller, batchId: number): Promise<BatchArchive | null> {
  await scopedBatch(deps.db, who, batchId);
  return latestArchive(deps.db, who.tenantId, who.userId, batchId);
}

/**
 * Starts the archive of the batch's documents, or answers the one in preparation or ready with
 * the same documents. `prepared` resolves when the background work ends (tests wait on it).
 */
export async function requestArchive(
  deps: ArchiveDeps,
  who: Caller,
  batchId: number,
  now: Date,
): Promise<{ archive: BatchArchive; prepared: Promise<void> }> {
  const scoped = await scopedBatch(deps.db, who, batchId);
  const documents = subjectDocuments(scoped.batch);
  if (documents === 0) throw notFound(BATCH_MESSAGES.noResults);
  const latest = await latestArchive(deps.db, who.tenantId, who.userId, batchId);
  const current =
    latest?.state === 'PREPARING' ||
    (latest?.state === 'READY' && latest.documents === documents + 1 && Date.parse(latest.expiresAt!) > now.getTime());
  if (latest && current) return { archive: latest, prepared: Promise.resolve() };

  // The summary and one document per subject.
  const archive = await insertArchive(deps.db, who.tenantId, who.userId, batchId, documents + 1);
  if (!archive) throw conflict(BATCH_MESSAGES.archiveBusy);
  const prepared = batchZip(deps, who, scoped, now).then(
    async (zip) => {
      await completeArchive(deps.db, archive.id, zip, BATCH_ARCHIVE_HOURS);
      const text = BATCH_MESSAGES.archiveReady(batchId, archive.documents);
      await tell(deps, who.tenantId, who.userId, batchId, BATCH_MESSAGES.archiveReadySubject, text);
    },
    async (error: unknown) => {
      deps.log.error({ err: error, batchId, archiveId: archive.id }, 'batch archive failed');
      await failArchive(deps.db, archive.id, BATCH_MESSAGES.archiveFailed(batchId));
      const text = BATCH_MESSAGES.archiveFailed(batchId);
      await tell(deps, who.tenantId, who.userId, batchId, BATCH_MESSAGES.archiveFailedSubject, text);
    },
  );
  // Never an unhandled rejection: a failure to record the failure is logged.
  const settled = prepared.catch((error: unknown) =>
    deps.log.error({ err: error, archiveId: archive.id }, 'batch archive not recorded'),
  );
  return { archive, prepared: settled };
}

export async function archiveZip(deps: ReportDeps, who: Caller, batchId: number): Promise<Uint8Array> {
  await scopedBatch(deps.db, who, batchId);
  const data = await readyArchiveData(deps.db, who.tenantId, who.userId, batchId);
  if (!data) throw notFound(BATCH_MESSAGES.archiveNotReady);
  return data;
}

/** The scheduler's housekeeping: expired archives go; interrupted ones fail, and their owners are told. */
export async function sweepBatchArchives(deps: Telling): Promise<void> {
  const interrupted = await sweepArchives(deps.db, STALE_MINUTES, BATCH_MESSAGES.archiveInterrupted);
  for (const { tenantId, userId, batchId } of interrupted) {
    const text = BATCH_MESSAGES.archiveFailed(batchId);
    await tell(deps, tenantId, userId, batchId, BATCH_MESSAGES.archiveFailedSubject, text);
  }
}
