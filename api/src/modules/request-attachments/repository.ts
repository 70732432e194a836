/**
 * Files of FILE fields (spec 001 §5): SQL only. An upload is the user's until a request claims
 * it; a claim is one conditional UPDATE, so a file belongs to one request at most.
 */
import type { RequestAttachment } from '@portal/contracts/api/requests';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import type { TransferredFile } from '../../types/transferred-file.ts';

export interface NewAttachment {
  tenantId: TenantId;
  userId: number;
  productId: number;
  fieldCode: string;
  file: TransferredFile;
}

const COLUMNS = `id::text AS id, field_code AS "fieldCode", file_name AS "fileName", size`;

/** Forgets the user's uploads that no request claimed within a day; how many are still waiting. */
export async function pruneUnclaimed(db: Queryable, tenantId: TenantId, userId: number): Promise<number> {
  await db.query(
    `DELETE FROM request_attachments
     WHERE tenant_id = $1 AND user_id = $2 AND request_id IS NULL AND created_at < now() - interval '1 day'`,
    [tenantId, userId],
  );
  const [row] = await db.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM request_attachments
     WHERE tenant_id = $1 AND user_id = $2 AND request_id IS NULL`,
    [tenantId, userId],
  );
  return row.waiting;
}

export async function insertAttachment(db: Queryable, attachment: NewAttachment): Promise<RequestAttachment> {
  const { file } = attachment;
  const [row] = await db.query<RequestAttachment & Record<string, unknown>>(
    `INSERT INTO request_attachments (tenant_id, user_id, product_id, field_code, file_name, content_type, size, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [
      attachment.tenantId,
      attachment.userId,
      attachment.productId,
      attachment.fieldCode,
      file.fileName,
      file.contentType,
      file.size,
      file.data,
    ],
  );
  return row;
}

/**
 * Gives the user's unclaimed upload for this product's field, named as the form says, to the
 * request; false when there is no such upload (another user's, already sent, or pruned).
 */
export async function claimAttachment(
  db: Queryable,
  claim: {
    tenantId: TenantId;
    userId: number;
    productId: number;
    fieldCode: string;
    id: string;
    fileName: string;
    requestId: number;
  },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE request_attachments SET request_id = $7
     WHERE id = $1::uuid AND tenant_id = $2 AND user_id = $3 AND product_id = $4 AND field_code = $5
       AND file_name = $6 AND request_id IS NULL
     RETURNING id`,
    [claim.id, claim.tenantId, claim.userId, claim.productId, claim.fieldCode, claim.fileName, claim.requestId],
  );
  return rows.length === 1;
}

/** The files sent with one request, by field. */
export function attachmentsOfRequest(
  db: Queryable,
  tenantId: TenantId,
  requestId: number,
): Promise<RequestAttachment[]> {
  return db.query<RequestAttachment & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM request_attachments WHERE tenant_id = $1 AND request_id = $2 ORDER BY field_code`,
    [tenantId, requestId],
  );
}

/** One file of one request, with its bytes, or null. */
export async function findRequestAttachment(
  db: Queryable,
  tenantId: TenantId,
  requestId: number,
  id: string,
): Promise<TransferredFile | null> {
  const [row] = await db.query<{ fileName: string; contentType: string; size: number; data: Uint8Array }>(
    `SELECT file_name AS "fileName", content_type AS "contentType", size, data FROM request_attachments
     WHERE tenant_id = $1 AND request_id = $2 AND id = $3::uuid`,
    [tenantId, requestId, id],
  );
  return row ?? null;
}
