/**
 * Batch files and batches (spec 001 §2.2, §3): SQL only. A check keeps the rows as read and,
 * once done, each row's errors; a batch is written with its requests, their movements and its
 * rows in a handful of set-based statements, inside the caller's transaction.
 */
import type { InitialRequestStatus } from '@portal/contracts/request-status';
import type { SubjectKind } from '@portal/contracts/subjects';
import type {
  Batch,
  BatchCheckRow,
  BatchCheckState,
  BatchColumn,
  BatchRow,
  BatchRowsQuery,
} from '@portal/contracts/api/batches';
import type { PageOf } from '@portal/contracts/api/schema';

/** A batch as its tables hold it; the service adds how its documents are handed over. */
export type BatchHeader = Omit<Batch, 'archiveInBackground'>;
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, isoTimestamp, searchTerms } from '../../db/paging.ts';

/** A row as read through the mapping: each field's text, and the fields whose cell was a formula. */
export interface MappedRow {
  row: number;
  values: Record<string, string>;
  formulas: string[];
}

const MONEY = (column: string) => `to_char(${column}, 'FM9999999990.00')`;

export interface StoredCheck {
  id: string;
  userId: number;
  productId: number;
  subjectType: SubjectKind;
  fileName: string;
  state: Exclude<BatchCheckState, 'mapping'>;
  total: number;
  checked: number;
  headers: string[];
  columns: BatchColumn[];
  ignoredColumns: string[];
  rows: MappedRow[];
  result: BatchCheckRow[] | null;
  /** Seconds since the check was created. */
  age: number;
}

export async function insertCheck(
  db: Queryable,
  tenantId: TenantId,
  check: Pick<
    StoredCheck,
    'id' | 'userId' | 'productId' | 'subjectType' | 'fileName' | 'headers' | 'columns' | 'ignoredColumns' | 'rows'
  >,
): Promise<void> {
  await db.query(
    `INSERT INTO batch_checks (id, tenant_id, user_id, product_id, subject_type, file_name, state, total, headers,
       columns, ignored_columns, rows)
     VALUES ($1, $2, $3, $4, $5, $6, 'staging', $7, $8::jsonb, $9::jsonb, $10::jsonb, $11::jsonb)`,
    [
      check.id,
      tenantId,
      check.userId,
      check.productId,
      check.subjectType,
      check.fileName,
      check.rows.length,
      JSON.stringify(check.headers),
      JSON.stringify(check.columns),
      JSON.stringify(check.ignoredColumns),
      JSON.stringify(check.rows),
    ],
  );
}

/** A user's check (another user's, client's or tenant's is not found). */
export async function findCheck(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  id: string,
  withRows = true,
): Promise<StoredCheck | null> {
  const [row] = await db.query<StoredCheck & Record<string, unknown>>(
    `SELECT id, user_id AS "userId", product_id AS "productId", subject_type AS "subjectType", file_name AS "fileName",
       state, total, checked, headers, columns, ignored_columns AS "ignoredColumns",
       ${withRows ? 'rows, result' : `'[]'::jsonb AS rows, NULL AS result`},
       extract(epoch FROM now() - created_at)::int AS age
     FROM batch_checks WHERE tenant_id = $1 AND user_id = $2 AND id = $3`,
    [tenantId, userId, id],
  );
  return row ?? null;
}

/** The check's progress; false when it is no longer being checked (cancelled meanwhile). */
export async function recordProgress(db: Queryable, id: string, checked: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE batch_checks SET checked = $2, updated_at = now() WHERE id = $1 AND state = 'staging' RETURNING id`,
    [id, checked],
  );
  return rows.length > 0;
}

export async function finishCheck(db: Queryable, id: string, result: BatchCheckRow[]): Promise<boolean> {
  const rows = await db.query(
    `UPDATE batch_checks SET state = 'loaded', checked = total, result = $2::jsonb, updated_at = now()
     WHERE id = $1 AND state = 'staging' RETURNING id`,
    [id, JSON.stringify(result)],
  );
  return rows.length > 0;
}

/** Moves a check on from one state; false when it was not in it. */
export async function setCheckState(
  db: Queryable,
  id: string,
  from: readonly StoredCheck['state'][],
  to: StoredCheck['state'],
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE batch_checks SET state = $3, updated_at = now() WHERE id = $1 AND state = ANY($2::text[]) RETURNING id`,
    [id, from, to],
  );
  return rows.length > 0;
}

/** Checks left running by a stopped server, and old ones: a check lives a day. */
export async function tidyChecks(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE batch_checks SET state = 'failed' WHERE state = 'staging' AND updated_at < now() - interval '5 minutes'`,
  );
  await db.query(`DELETE FROM batch_checks WHERE created_at < now() - interval '1 day'`);
}

export async function savedMapping(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  productId: number,
  subjectType: SubjectKind,
): Promise<Record<string, string | null> | null> {
  const [row] = await db.query<{ columns: Record<string, string | null> }>(
    `SELECT columns FROM batch_mappings WHERE tenant_id = $1 AND user_id = $2 AND product_id = $3 AND subject_type = $4`,
    [tenantId, userId, productId, subjectType],
  );
  return row?.columns ?? null;
}

export async function saveMapping(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  productId: number,
  subjectType: SubjectKind,
  columns: Record<string, string | null>,
): Promise<void> {
  await db.query(
    `INSERT INTO batch_mappings (tenant_id, user_id, product_id, subject_type, columns) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (tenant_id, user_id, product_id, subject_type)
     DO UPDATE SET columns = EXCLUDED.columns, updated_at = now()`,
    [tenantId, userId, productId, subjectType, JSON.stringify(columns)],
  );
}

/** One row of a batch to write: its subject and form values. */
export interface BatchRowInput {
  row: number;
  subjectCode: string | null;
  subjectName: string | null;
  formParams: Record<string, unknown>;
}

export interface NewBatch {
  tenantId: TenantId;
  clientId: number;
  userId: number;
  actingAdminId: number | null;
  productId: number;
  lineId: number;
  subjectType: SubjectKind;
  fileName: string;
  checkId: string;
  split: boolean;
  /** Per request (split) or for the batch's one request (not split). */
  price: string;
  total: string;
  /** The client's credit after the debit of the total. */
  creditAfter: string;
  status: InitialRequestStatus;
  dueDate: string | null;
  description: string;
  rows: BatchRowInput[];
}

/**
 * The batch, its requests (one per row, or one for all), their movements with the running
 * balance, and its rows; the debit of the total is the caller's, in the same transaction.
 */
export async function insertBatch(
  tx: Queryable,
  batch: NewBatch,
): Promise<{ batchId: number; requestIds: number[]; movementIds: number[] }> {
  const [{ id: batchId }] = await tx.query<{ id: number }>(
    `INSERT INTO request_batches (tenant_id, client_id, user_id, acting_admin_id, product_id, subject_type, file_name,
       rows, total, split, check_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10, $11) RETURNING id`,
    [
      batch.tenantId,
      batch.clientId,
      batch.userId,
      batch.actingAdminId,
      batch.productId,
      batch.subjectType,
      batch.fileName,
      batch.rows.length,
      batch.total,
      batch.split,
      batch.checkId,
    ],
  );
  // The requests: each row's (split), or one carrying every row.
  const requests = batch.split
    ? batch.rows
    : [
        {
          row: 0,
          subjectCode: null,
          subjectName: `${batch.rows.length} soggetti (lotto n. ${batchId})`,
          formParams: {},
        },
      ];
  const n = requests.length;
  const [{ movementIds, requestIds }] = await tx.query<{ movementIds: number[]; requestIds: number[] }>(
    `SELECT array_agg(nextval('accounting_movements_id_seq')) AS "movementIds",
            array_agg(nextval('requests_id_seq')) AS "requestIds"
       FROM generate_series(1, $1)`,
    [n],
  );
  // Balances after each debit, oldest first: the last one is the credit after the total.
  await tx.query(
    `INSERT INTO accounting_movements (id, tenant_id, client_id, user_id, acting_admin_id, kind, amount, balance_after,
       description)
     SELECT m.id, $2, $3, $4, $5, 'REQUEST', -$6::numeric, $7::numeric + $6::numeric * ($8 - m.n), $9
       FROM unnest($1::int[]) WITH ORDINALITY AS m(id, n)`,
    [
      movementIds,
      batch.tenantId,
      batch.clientId,
      batch.userId,
      batch.actingAdminId,
      batch.price,
      batch.creditAfter,
      n,
      batch.description.slice(0, 500),
    ],
  );
  await tx.query(
    `INSERT INTO requests (id, tenant_id, client_id, user_id, acting_admin_id, movement_id, product_id, line_id,
       subject_type, subject_code, subject_name, form_params, price, status, due_date, completed_at, batch_id)
     SELECT x.id, $3, $4, $5, $6, x.movement_id, $7, $8, $9, x.subject_code, x.subject_name, x.form_params,
            $10::numeric, $11::varchar, $12::date, CASE WHEN $11::varchar = 'COMPLETED' THEN now() END, $13
       FROM unnest($1::int[], $2::int[], $14::text[], $15::text[], $16::jsonb[])
            AS x(id, movement_id, subject_code, subject_name, form_params)`,
    [
      requestIds,
      movementIds,
      batch.tenantId,
      batch.clientId,
      batch.userId,
      batch.actingAdminId,
      batch.productId,
      batch.lineId,
      batch.subjectType,
      batch.price,
      batch.status,
      batch.dueDate,
      batchId,
      requests.map((request) => request.subjectCode),
      requests.map((request) => request.subjectName),
      requests.map((request) => JSON.stringify(request.formParams)),
    ],
  );
  // Each request's first event, as a single request has (its life is told the same way).
  await tx.query(
    `INSERT INTO request_events (tenant_id, request_id, from_status, to_status, actor_id)
     SELECT $1, id, NULL, $3, $4 FROM unnest($2::int[]) AS id`,
    [batch.tenantId, requestIds, batch.status, batch.actingAdminId ?? batch.userId],
  );
  await tx.query(
    `INSERT INTO request_batch_rows (batch_id, row_number, request_id, subject_code, subject_name, form_params)
     SELECT $1, x.row_number, x.request_id, x.subject_code, x.subject_name, x.form_params
       FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::jsonb[])
            AS x(row_number, request_id, subject_code, subject_name, form_params)`,
    [
      batchId,
      batch.rows.map((row) => row.row),
      batch.rows.map((_, index) => requestIds[batch.split ? index : 0]),
      batch.rows.map((row) => row.subjectCode),
      batch.rows.map((row) => row.subjectName),
      batch.rows.map((row) => JSON.stringify(row.formParams)),
    ],
  );
  return { batchId, requestIds, movementIds };
}

/** The batches a scope sees: a manager of the client every one of it, others their own. */
export type BatchScope = { userId: number } | { clientId: number };
const scopeSql = (scope: BatchScope) => ('userId' in scope ? 'b.user_id = $2' : 'b.client_id = $2');
const scopeValue = (scope: BatchScope) => ('userId' in scope ? scope.userId : scope.clientId);

export async function findBatch(
  db: Queryable,
  tenantId: TenantId,
  scope: BatchScope,
  batchId: number,
): Promise<BatchHeader | null> {
  const [row] = await db.query<BatchHeader & Record<string, unknown>>(
    `SELECT b.id, b.product_id AS "productId", p.full_product_code AS "fullProductCode",
       p.description AS "productDescription", b.subject_type AS "subjectType", b.file_name AS "fileName", b.rows,
       r.requests, r.completed, b.split, ${MONEY('b.total')} AS total,
       CASE WHEN r.pending > 0 THEN 'PENDING' ELSE 'COMPLETED' END AS status,
       ${isoTimestamp('b.created_at')} AS "createdAt",
       CASE WHEN r.pending > 0 THEN NULL ELSE ${isoTimestamp('r.completed_at')} END AS "completedAt",
       COALESCE(u.name || ' ' || u.last_name, '') AS "userName"
     FROM request_batches b
     JOIN products p ON p.tenant_id = b.tenant_id AND p.id = b.product_id
     LEFT JOIN users u ON u.id = b.user_id
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS requests, count(*) FILTER (WHERE status = 'COMPLETED')::int AS completed,
              count(*) FILTER (WHERE status = 'PENDING')::int AS pending, max(completed_at) AS completed_at
         FROM requests WHERE batch_id = b.id
     ) r
     WHERE b.tenant_id = $1 AND ${scopeSql(scope)} AND b.id = $3`,
    [tenantId, scopeValue(scope), batchId],
  );
  return row ?? null;
}

const ROW_SELECT = `br.row_number AS row, br.subject_code AS "subjectCode", br.subject_name AS "subjectName",
  r.id AS "requestId", r.status, ${MONEY('r.price')} AS price,
  CASE WHEN r.completed_at IS NULL THEN NULL ELSE ${isoTimestamp('r.completed_at')} END AS "completedAt"`;
const ROW_FROM = `request_batch_rows br JOIN requests r ON r.id = br.request_id`;
const ROW_WHERE = `br.batch_id = $1 AND ($2::text IS NULL OR r.status = $2)
  AND ($3 = '' OR br.subject_code ILIKE $4 OR br.subject_name ILIKE $4)`;

export function batchRows(db: Queryable, batchId: number, query: BatchRowsQuery): Promise<PageOf<BatchRow>> {
  return findPage(
    db,
    {
      select: ROW_SELECT,
      from: ROW_FROM,
      where: ROW_WHERE,
      orderBy: 'br.row_number',
      params: [batchId, query.status ?? null, ...searchTerms(query.search)],
    },
    query,
    (row: BatchRow) => row,
  );
}

/** Every row of a batch, for its export. */
export function allBatchRows(
  db: Queryable,
  batchId: number,
): Promise<(BatchRow & { formParams: Record<string, unknown> })[]> {
  return db.query(
    `SELECT ${ROW_SELECT}, br.form_params AS "formParams" FROM ${ROW_FROM} WHERE br.batch_id = $1 ORDER BY br.row_number`,
    [batchId],
  );
}

/** The completed requests of a batch, for the zip of its results. */
export async function completedRequestsOfBatch(db: Queryable, batchId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM requests WHERE batch_id = $1 AND status = 'COMPLETED' ORDER BY id`,
    [batchId],
  );
  return rows.map((row) => row.id);
}

/** The subjects a batch request carries (a file ordered as one request); [] for any other. */
export function subjectsOfBatchRequest(
  db: Queryable,
  requestId: number,
): Promise<{ code: string | null; name: string | null }[]> {
  return db.query(
    `SELECT subject_code AS code, subject_name AS name FROM request_batch_rows WHERE request_id = $1
     ORDER BY row_number`,
    [requestId],
  );
}
