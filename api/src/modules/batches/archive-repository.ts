/** The prepared archives of batches' documents (issue 45): one row per request of an archive. */
import type { BatchArchive } from '@portal/contracts/api/batches';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { isoTimestamp } from '../../db/paging.ts';

const COLUMNS = `id, batch_id AS "batchId", state, documents, size_bytes AS "sizeBytes",
  ${isoTimestamp('requested_at')} AS "requestedAt",
  CASE WHEN ready_at IS NULL THEN NULL ELSE ${isoTimestamp('ready_at')} END AS "readyAt",
  CASE WHEN expires_at IS NULL THEN NULL ELSE ${isoTimestamp('expires_at')} END AS "expiresAt", error`;

/** The user's latest archive of the batch, or null. */
export async function latestArchive(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  batchId: number,
): Promise<BatchArchive | null> {
  const [row] = await db.query<BatchArchive & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM batch_archives WHERE tenant_id = $1 AND user_id = $2 AND batch_id = $3
     ORDER BY id DESC LIMIT 1`,
    [tenantId, userId, batchId],
  );
  return row ?? null;
}

/**
 * A new archive in preparation; null when the user already has one in preparation (the unique
 * index decides, so two instances asked at once cannot both start one).
 */
export async function insertArchive(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  batchId: number,
  documents: number,
): Promise<BatchArchive | null> {
  const [row] = await db.query<BatchArchive & Record<string, unknown>>(
    `INSERT INTO batch_archives (tenant_id, user_id, batch_id, documents) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, user_id) WHERE state = 'PREPARING' DO NOTHING
     RETURNING ${COLUMNS}`,
    [tenantId, userId, batchId, documents],
  );
  return row ?? null;
}

/** The archive is ready: its zip, kept for `hours`. */
export async function completeArchive(db: Queryable, id: number, data: Uint8Array, hours: number): Promise<void> {
  await db.query(
    `UPDATE batch_archives SET state = 'READY', data = $2, size_bytes = $3, ready_at = now(),
       expires_at = now() + make_interval(hours => $4)
     WHERE id = $1 AND state = 'PREPARING'`,
    [id, data, data.length, hours],
  );
}

export async function failArchive(db: Queryable, id: number, error: string): Promise<void> {
  await db.query(`UPDATE batch_archives SET state = 'FAILED', error = $2 WHERE id = $1 AND state = 'PREPARING'`, [
    id,
    error,
  ]);
}

/** The zip of the user's ready archive of the batch, unless it has expired. */
export async function readyArchiveData(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  batchId: number,
): Promise<Uint8Array | null> {
  const [row] = await db.query<{ data: Uint8Array }>(
    `SELECT data FROM batch_archives
     WHERE tenant_id = $1 AND user_id = $2 AND batch_id = $3 AND state = 'READY' AND expires_at > now()
     ORDER BY id DESC LIMIT 1`,
    [tenantId, userId, batchId],
  );
  return row?.data ?? null;
}

/**
 * Housekeeping: expired archives go; one still in preparation past `staleMinutes` was left by an
 * instance that stopped, and fails with `interrupted` (the user may ask again). Returns how many
 * were interrupted, with their owners, for the notification.
 */
export async function sweepArchives(
  db: Queryable,
  staleMinutes: number,
  interrupted: string,
): Promise<{ tenantId: TenantId; userId: number; batchId: number }[]> {
  await db.query(`DELETE FROM batch_archives WHERE expires_at < now() OR requested_at < now() - interval '7 days'`);
  return db.query(
    `UPDATE batch_archives SET state = 'FAILED', error = $2
     WHERE state = 'PREPARING' AND requested_at < now() - make_interval(mins => $1)
     RETURNING tenant_id AS "tenantId", user_id AS "userId", batch_id AS "batchId"`,
    [staleMinutes, interrupted],
  );
}
