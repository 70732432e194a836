/**
 * The credit of a client as its dashboard shows it, and top-up requests: SQL only. Rules in
 * ./service.ts. Amounts stay numeric in SQL and decimal text outside it.
 */
import type { CreditMovement, MonthlyCredit, MovementsQuery, TopUp, TopUpsQuery } from '@portal/contracts/api/credit';
import type { PageOf } from '@portal/contracts/api/schema';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, isoTimestamp, searchTerms } from '../../db/paging.ts';

const MONEY = (column: string) => `to_char(${column}, 'FM9999999990.00')`;

export async function clientCredit(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
): Promise<{ balance: string; threshold: string | null }> {
  const [row] = await db.query<{ balance: string; threshold: string | null }>(
    `SELECT ${MONEY('credit')} AS balance,
       CASE WHEN credit_alert_threshold IS NULL THEN NULL ELSE ${MONEY('credit_alert_threshold')} END AS threshold
     FROM clients WHERE tenant_id = $1 AND id = $2`,
    [tenantId, clientId],
  );
  return row;
}

export async function setAlertThreshold(db: Queryable, tenantId: TenantId, clientId: number, threshold: string | null) {
  await db.query('UPDATE clients SET credit_alert_threshold = $3::numeric WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    clientId,
    threshold,
  ]);
}

/** Spent (debits less refunds) and topped up per month, the last 12 months in Rome, empty months included. */
export function monthlyCredit(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  now: Date,
): Promise<MonthlyCredit[]> {
  return db.query<MonthlyCredit & Record<string, unknown>>(
    `WITH months AS (
       SELECT to_char(m, 'YYYY-MM') AS month
       FROM generate_series(date_trunc('month', ($3::timestamptz AT TIME ZONE 'Europe/Rome')) - interval '11 months',
                            date_trunc('month', ($3::timestamptz AT TIME ZONE 'Europe/Rome')), interval '1 month') AS m
     ), sums AS (
       SELECT to_char(created_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM') AS month,
         -sum(amount) FILTER (WHERE kind IN ('REQUEST', 'REFUND')) AS spent,
         sum(amount) FILTER (WHERE kind = 'TOP_UP') AS topped
       FROM accounting_movements
       WHERE tenant_id = $1 AND client_id = $2
         AND created_at >= (date_trunc('month', ($3::timestamptz AT TIME ZONE 'Europe/Rome')) - interval '11 months')
              AT TIME ZONE 'Europe/Rome'
       GROUP BY 1
     )
     SELECT months.month, ${MONEY('COALESCE(sums.spent, 0)')} AS spent, ${MONEY('COALESCE(sums.topped, 0)')} AS "toppedUp"
     FROM months LEFT JOIN sums ON sums.month = months.month ORDER BY months.month`,
    [tenantId, clientId, now.toISOString()],
  );
}

export function listMovements(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  query: MovementsQuery,
): Promise<PageOf<CreditMovement>> {
  return findPage(
    db,
    {
      select: `m.id, ${isoTimestamp('m.created_at')} AS at, m.kind, m.description, ${MONEY('m.amount')} AS amount,
        ${MONEY('m.balance_after')} AS "balanceAfter", COALESCE(u.name || ' ' || u.last_name, '') AS "userName"`,
      from: 'accounting_movements m LEFT JOIN users u ON u.id = m.user_id',
      where: `m.tenant_id = $1 AND m.client_id = $2 AND ($3::text IS NULL OR m.kind = $3)
        AND ($4::date IS NULL OR m.created_at >= ($4::date::timestamp AT TIME ZONE 'Europe/Rome'))
        AND ($5::date IS NULL OR m.created_at < (($5::date + 1)::timestamp AT TIME ZONE 'Europe/Rome'))`,
      orderBy: 'm.created_at DESC, m.id DESC',
      params: [tenantId, clientId, query.kind ?? null, query.from ?? null, query.to ?? null],
      key: 'm.id',
    },
    query,
    (row: CreditMovement) => row,
  );
}

const TOP_UP_SELECT = `t.id, t.client_id AS "clientId", c.head1 AS "clientName", c.customer_code AS "customerCode",
  ${MONEY('t.amount')} AS amount, t.note, t.status, COALESCE(r.name || ' ' || r.last_name, '') AS "requestedBy",
  ${isoTimestamp('t.created_at')} AS "createdAt",
  CASE WHEN t.decided_at IS NULL THEN NULL ELSE ${isoTimestamp('t.decided_at')} END AS "decidedAt",
  CASE WHEN d.id IS NULL THEN NULL ELSE d.name || ' ' || d.last_name END AS "decidedBy", t.reason,
  t.requested_by AS "requesterId"`;

/** A top-up with who asked for it (the answer's schema leaves the id out). */
export type TopUpRow = TopUp & { requesterId: number };
const TOP_UP_FROM = `top_up_requests t JOIN clients c ON c.tenant_id = t.tenant_id AND c.id = t.client_id
  LEFT JOIN users r ON r.id = t.requested_by LEFT JOIN users d ON d.id = t.decided_by`;

export function clientTopUps(db: Queryable, tenantId: TenantId, clientId: number, limit: number): Promise<TopUp[]> {
  return db.query<TopUp & Record<string, unknown>>(
    `SELECT ${TOP_UP_SELECT} FROM ${TOP_UP_FROM} WHERE t.tenant_id = $1 AND t.client_id = $2
     ORDER BY t.created_at DESC, t.id DESC LIMIT $3`,
    [tenantId, clientId, limit],
  );
}

export function listTopUps(db: Queryable, tenantId: TenantId, query: TopUpsQuery): Promise<PageOf<TopUpRow>> {
  return findPage(
    db,
    {
      select: TOP_UP_SELECT,
      from: TOP_UP_FROM,
      where: `t.tenant_id = $1 AND ($2::text IS NULL OR t.status = $2)
        AND ($3 = '' OR c.head1 ILIKE $4 OR c.customer_code ILIKE $4)`,
      orderBy: "CASE t.status WHEN 'PENDING' THEN 0 ELSE 1 END, t.created_at DESC, t.id DESC",
      params: [tenantId, query.status ?? null, ...searchTerms(query.search)],
    },
    query,
    (row: TopUpRow) => row,
  );
}

export async function findTopUp(db: Queryable, tenantId: TenantId, id: number): Promise<TopUp | null> {
  const [row] = await db.query<TopUp & Record<string, unknown>>(
    `SELECT ${TOP_UP_SELECT} FROM ${TOP_UP_FROM} WHERE t.tenant_id = $1 AND t.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}

export async function insertTopUp(
  db: Queryable,
  entry: { tenantId: TenantId; clientId: number; userId: number; amount: string; note: string | null },
): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO top_up_requests (tenant_id, client_id, requested_by, amount, note) VALUES ($1, $2, $3, $4::numeric, $5)
     RETURNING id`,
    [entry.tenantId, entry.clientId, entry.userId, entry.amount, entry.note],
  );
  return id;
}

/** Takes a pending top-up for a decision (row lock until the transaction ends); null when not pending. */
export async function claimPendingTopUp(
  tx: Queryable,
  tenantId: TenantId,
  id: number,
): Promise<{ clientId: number; amount: string; requestedBy: number } | null> {
  const [row] = await tx.query<{ clientId: number; amount: string; requestedBy: number }>(
    `SELECT client_id AS "clientId", amount::text AS amount, requested_by AS "requestedBy"
     FROM top_up_requests WHERE tenant_id = $1 AND id = $2 AND status = 'PENDING' FOR UPDATE`,
    [tenantId, id],
  );
  return row ?? null;
}

/** Adds to the client's credit; the balance after. */
export async function creditClient(
  tx: Queryable,
  tenantId: TenantId,
  clientId: number,
  amount: string,
): Promise<string> {
  const [row] = await tx.query<{ credit: string }>(
    'UPDATE clients SET credit = credit + $3::numeric WHERE tenant_id = $1 AND id = $2 RETURNING credit::text AS credit',
    [tenantId, clientId, amount],
  );
  return row.credit;
}

export async function decideTopUp(
  tx: Queryable,
  tenantId: TenantId,
  id: number,
  decision: { status: 'CONFIRMED' | 'REJECTED'; decidedBy: number; movementId: number | null; reason: string | null },
) {
  await tx.query(
    `UPDATE top_up_requests SET status = $3, decided_by = $4, decided_at = now(), movement_id = $5, reason = $6
     WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, decision.status, decision.decidedBy, decision.movementId, decision.reason],
  );
}
