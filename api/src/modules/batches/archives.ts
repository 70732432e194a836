/**
 * A batch's documents as an archive prepared in the background (issue 45): past
 * BATCH_DIRECT_ZIP_MAX subject documents the zip takes tens of seconds to draw, longer than a
 * page should wait. The request answers at once; the archive is drawn on the shared PDF threads
 * (fair per user), kept in the database for BATCH_ARCHIVE_HOURS so that any instance serves it,
 * and a notification tells the user when it is ready, or that it failed. One archive in
 * preparation per user; an instance that stops mid-way leaves one the housekeeping fails.
 */
import { BATCH_ARCHIVE_HOURS, type BatchArchive } from '@portal/contracts/api/batches';
import { BATCH_MESSAGES } from '@portal/contracts/messages';
import type { TenantId } from '../../db/tenant-id.ts';
import { conflict, notFound } from '../../domain-error.ts';
import type { Caller } from '../../plugins/tenant.ts';
import type { Telling } from '../../services/effects.ts';
import type { ReportDeps } from '../requests/service.ts';
import {
  completeArchive,
  failArchive,
  insertArchive,
  latestArchive,
  readyArchiveData,
  sweepArchives,
} from './archive-repository.ts';
import { batchZip, scopedBatch, subjectDocuments } from './service.ts';

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
