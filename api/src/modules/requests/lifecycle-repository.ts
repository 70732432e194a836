/**
 * An offline request's transitions (SQL only): each is one conditional UPDATE from the states it
 * may leave, so two operators cannot both move the same request; its event, its refund and its
 * result are written by the caller in the same transaction.
 */
import type { SubjectKind } from '@portal/contracts/subjects';
import type { RequestEvent } from '@portal/contracts/api/requests';
import type { PageOf } from '@portal/contracts/api/schema';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, isoTimestamp, searchTerms, type PageRequest } from '../../db/paging.ts';
import { FORM_LABELS_SQL } from './repository.ts';

export type RequestStatus = RequestEvent['toStatus'];

const MONEY = (column: string) => `to_char(${column}, 'FM9999999990.00')`;

/** What a transition needs to know of the request it moved. */
export interface MovedRequest {
  id: number;
  clientId: number;
  userId: number;
  price: string;
  productDescription: string;
  fromStatus: RequestStatus;
}

/** Moves a request from one of `from` to `to`; null when it is in none of them (or not found). */
export async function moveRequest(
  tx: Queryable,
  tenantId: TenantId,
  requestId: number,
  from: readonly RequestStatus[],
  to: RequestStatus,
  scope: { clientId?: number } = {},
): Promise<MovedRequest | null> {
  const [row] = await tx.query<MovedRequest & Record<string, unknown>>(
    `WITH current AS (
       SELECT id, status FROM requests WHERE tenant_id = $1 AND id = $2 FOR UPDATE
     )
     UPDATE requests r SET status = $4::varchar,
       completed_at = CASE WHEN $4::varchar = 'COMPLETED' THEN now() ELSE r.completed_at END
     FROM current, products p
     WHERE r.id = current.id AND r.status = ANY($3::text[]) AND ($5::int IS NULL OR r.client_id = $5)
       AND p.tenant_id = r.tenant_id AND p.id = r.product_id
     RETURNING r.id, r.client_id AS "clientId", r.user_id AS "userId", ${MONEY('r.price')} AS price,
       p.description AS "productDescription", current.status AS "fromStatus"`,
    [tenantId, requestId, from, to, scope.clientId ?? null],
  );
  return row ?? null;
}

/** What was bought with a request and is still open (a translation waiting for its report): ids. */
export async function openCompanions(tx: Queryable, tenantId: TenantId, requestId: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `SELECT id FROM requests WHERE tenant_id = $1 AND bought_with = $2 AND status IN ('TO_APPROVE', 'PENDING')
     ORDER BY id`,
    [tenantId, requestId],
  );
  return rows.map((row) => row.id);
}

/** The state a request is in (null: not found in the tenant, or not in the client when given). */
export async function requestStatus(
  db: Queryable,
  tenantId: TenantId,
  requestId: number,
  scope: { clientId?: number; userId?: number } = {},
): Promise<{ status: RequestStatus; productType: 'ON' | 'OF' | 'WS'; createdAt: string } | null> {
  const [row] = await db.query<{ status: RequestStatus; productType: 'ON' | 'OF' | 'WS'; createdAt: string }>(
    `SELECT r.status, pc.product_type AS "productType", ${isoTimestamp('r.created_at')} AS "createdAt"
     FROM requests r JOIN products p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
     JOIN product_categories pc ON pc.tenant_id = p.tenant_id AND pc.id = p.product_category_id
     WHERE r.tenant_id = $1 AND r.id = $2 AND ($3::int IS NULL OR r.client_id = $3) AND ($4::int IS NULL OR r.user_id = $4)`,
    [tenantId, requestId, scope.clientId ?? null, scope.userId ?? null],
  );
  return row ?? null;
}

export async function insertEvent(
  tx: Queryable,
  event: {
    tenantId: TenantId;
    requestId: number;
    from: RequestStatus | null;
    to: RequestStatus;
    actorId: number | null;
    note?: string | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO request_events (tenant_id, request_id, from_status, to_status, actor_id, note)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [event.tenantId, event.requestId, event.from, event.to, event.actorId, event.note ?? null],
  );
}

export function requestEvents(db: Queryable, requestId: number): Promise<RequestEvent[]> {
  return db.query<RequestEvent & Record<string, unknown>>(
    `SELECT ${isoTimestamp('e.created_at')} AS at, e.from_status AS "fromStatus", e.to_status AS "toStatus",
       CASE WHEN u.id IS NULL THEN NULL ELSE u.name || ' ' || u.last_name END AS "actorName", e.note
     FROM request_events e LEFT JOIN users u ON u.id = e.actor_id
     WHERE e.request_id = $1 ORDER BY e.id`,
    [requestId],
  );
}

/** Gives the request's price back to its client: the credit and a REFUND movement. */
export async function refund(
  tx: Queryable,
  tenantId: TenantId,
  request: MovedRequest,
  actorId: number,
  description: string,
): Promise<void> {
  const [{ credit }] = await tx.query<{ credit: string }>(
    `UPDATE clients SET credit = credit + $3::numeric WHERE tenant_id = $1 AND id = $2
     RETURNING to_char(credit, 'FM9999999990.00') AS credit`,
    [tenantId, request.clientId, request.price],
  );
  await tx.query(
    `INSERT INTO accounting_movements (tenant_id, client_id, user_id, acting_admin_id, kind, amount, balance_after, description)
     VALUES ($1, $2, $3, $4, 'REFUND', $5::numeric, $6::numeric, $7)`,
    [
      tenantId,
      request.clientId,
      request.userId,
      actorId === request.userId ? null : actorId,
      request.price,
      credit,
      description.slice(0, 500),
    ],
  );
}

export interface StoredResult {
  fileName: string;
  contentType: string;
  size: number;
  data: Uint8Array | null;
  createdAt: string;
}

export async function insertResult(
  tx: Queryable,
  tenantId: TenantId,
  requestId: number,
  file: { fileName: string; contentType: string; data: Uint8Array },
  userId: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO request_results (request_id, tenant_id, file_name, content_type, size, data, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [requestId, tenantId, file.fileName, file.contentType, file.data.length, file.data, userId],
  );
}

export async function findResult(db: Queryable, requestId: number, withData = false): Promise<StoredResult | null> {
  const [row] = await db.query<StoredResult & Record<string, unknown>>(
    `SELECT file_name AS "fileName", content_type AS "contentType", size, ${withData ? 'data' : 'NULL AS data'},
       ${isoTimestamp('created_at')} AS "createdAt"
     FROM request_results WHERE request_id = $1`,
    [requestId],
  );
  return row ?? null;
}

/** The offline results kept longer than their days: their bytes go, their name and date stay. */
export async function purgeResults(db: Queryable, keptDays: number): Promise<number> {
  const rows = await db.query(
    `UPDATE request_results SET data = NULL, purged_at = now()
     WHERE data IS NOT NULL AND created_at < now() - make_interval(days => $1) RETURNING request_id`,
    [keptDays],
  );
  return rows.length;
}

/** The client's approvers by their mail flag (A, R, X, Z); the requester is never one. */
export function approversOf(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
): Promise<Array<{ id: number; email: string | null; name: string; flag: 'A' | 'R' | 'X' | 'Z' }>> {
  return db.query(
    `SELECT id, email, name || ' ' || last_name AS name, approvazione AS flag FROM users
     WHERE tenant_id = $1 AND client_id = $2 AND approvazione IN ('A', 'R', 'X', 'Z') AND blocked = 'N'`,
    [tenantId, clientId],
  );
}

export async function userFlags(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
): Promise<{
  approvazione: string | null;
  mailEvasione: string | null;
  email: string | null;
  name: string;
  clientId: number;
}> {
  const [row] = await db.query<{
    approvazione: string | null;
    mailEvasione: string | null;
    email: string | null;
    name: string;
    clientId: number;
  }>(
    `SELECT approvazione, mail_evasione_rich_offline AS "mailEvasione", email, name || ' ' || last_name AS name,
       client_id AS "clientId"
     FROM users WHERE tenant_id = $1 AND id = $2`,
    [tenantId, userId],
  );
  return row;
}

export async function queueDigest(
  tx: Queryable,
  entry: { tenantId: TenantId; userId: number; kind: 'approval' | 'fulfilment'; period: 'D' | 'W'; requestId: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO digest_mails (tenant_id, user_id, kind, period, request_id) VALUES ($1, $2, $3, $4, $5)`,
    [entry.tenantId, entry.userId, entry.kind, entry.period, entry.requestId],
  );
}

/** The unsent digest entries of a period, with what their mail lists. */
export function unsentDigests(
  db: Queryable,
  period: 'D' | 'W',
): Promise<
  Array<{
    id: number;
    tenantId: number;
    userId: number;
    email: string | null;
    kind: 'approval' | 'fulfilment';
    requestId: number;
    product: string;
  }>
> {
  return db.query(
    `SELECT d.id, d.tenant_id AS "tenantId", d.user_id AS "userId", u.email, d.kind, d.request_id AS "requestId",
       p.description AS product
     FROM digest_mails d JOIN users u ON u.id = d.user_id JOIN requests r ON r.id = d.request_id
     JOIN products p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
     WHERE d.period = $1 AND d.sent_at IS NULL ORDER BY d.user_id, d.kind, d.id`,
    [period],
  );
}

export async function markDigestsSent(db: Queryable, ids: readonly number[]): Promise<void> {
  await db.query(`UPDATE digest_mails SET sent_at = now() WHERE id = ANY($1::bigint[])`, [ids]);
}

/** A request of the approvals screen or of the back office's queue. */
export interface QueuedRequest {
  id: number;
  clientId: number;
  userId: number;
  createdAt: string;
  dueDate: string | null;
  status: RequestStatus;
  productCode: string;
  productDescription: string;
  subjectType: SubjectKind;
  subjectCode: string | null;
  subjectName: string | null;
  price: string;
  userName: string;
  clientName: string;
  formParams: Record<string, unknown>;
  formLabels: Record<string, string>;
  overdue: boolean;
}

const QUEUE_SELECT = `r.id, r.client_id AS "clientId", r.user_id AS "userId", ${isoTimestamp('r.created_at')} AS "createdAt", to_char(r.due_date, 'YYYY-MM-DD') AS "dueDate",
  r.status, p.full_product_code AS "productCode", p.description AS "productDescription",
  r.subject_type AS "subjectType", r.subject_code AS "subjectCode", r.subject_name AS "subjectName",
  ${MONEY('r.price')} AS price, COALESCE(u.name || ' ' || u.last_name, '') AS "userName",
  COALESCE(c.head1, '') AS "clientName", r.form_params AS "formParams", ${FORM_LABELS_SQL},
  (r.due_date IS NOT NULL AND r.due_date < (now() AT TIME ZONE 'Europe/Rome')::date) AS overdue`;
const QUEUE_FROM = `requests r JOIN products p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
  LEFT JOIN users u ON u.id = r.user_id LEFT JOIN clients c ON c.tenant_id = r.tenant_id AND c.id = r.client_id`;
const QUEUE_SEARCH = `($3 = '' OR r.subject_name ILIKE $4 OR r.subject_code ILIKE $4 OR p.description ILIKE $4
  OR p.full_product_code ILIKE $4 OR c.head1 ILIKE $4 OR r.id::text = $3)`;

/** A page of the queue: `narrow` filters with $1 (the tenant) and $2 (its own value); the search is $3 and $4. */
function queuePage(
  db: Queryable,
  tenantId: TenantId,
  narrow: { where: string; value: unknown; orderBy: string },
  query: PageRequest,
): Promise<PageOf<QueuedRequest>> {
  return findPage(
    db,
    {
      select: QUEUE_SELECT,
      from: QUEUE_FROM,
      where: `r.tenant_id = $1 AND ${narrow.where} AND ${QUEUE_SEARCH}`,
      orderBy: narrow.orderBy,
      params: [tenantId, narrow.value, ...searchTerms(query.search)],
    },
    query,
    (row: QueuedRequest) => row,
  );
}

/** The back office's queue: pending offline requests of the tenant, the most urgent first. */
export function pendingOfflineRequests(
  db: Queryable,
  tenantId: TenantId,
  query: PageRequest & { overdue?: boolean },
): Promise<PageOf<QueuedRequest>> {
  const where = `r.status = 'PENDING' AND r.due_date IS NOT NULL
    AND ($2::boolean IS NOT TRUE OR r.due_date < (now() AT TIME ZONE 'Europe/Rome')::date)`;
  return queuePage(db, tenantId, { where, value: query.overdue ?? null, orderBy: 'r.due_date, r.id' }, query);
}

/** The approvals screen: the requests of the client waiting for approval, oldest first. */
export function requestsToApprove(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  query: PageRequest,
): Promise<PageOf<QueuedRequest>> {
  const where = `r.client_id = $2 AND r.status = 'TO_APPROVE'`;
  return queuePage(db, tenantId, { where, value: clientId, orderBy: 'r.created_at, r.id' }, query);
}

export async function queuedRequest(db: Queryable, tenantId: TenantId, id: number): Promise<QueuedRequest | null> {
  const [row] = await db.query<QueuedRequest & Record<string, unknown>>(
    `SELECT ${QUEUE_SELECT} FROM ${QUEUE_FROM} WHERE r.tenant_id = $1 AND r.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}
