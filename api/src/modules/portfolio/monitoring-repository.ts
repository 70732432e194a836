/**
 * Investigations portfolio and monitoring: the subjects a client asked about, its monitorings,
 * the changes an operator records, and the alerts they raise. SQL only.
 */
import type { SubjectKind } from '@portal/contracts/subjects';
import type {
  MonitoringAlert,
  Monitoring,
  MonitoringsQuery,
  PortfolioSubject,
  SubjectChange,
} from '@portal/contracts/api/portfolio';
import type { PageOf } from '@portal/contracts/api/schema';
import type { PageRequest } from '../../db/paging.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, isoTimestamp, searchTerms } from '../../db/paging.ts';

/**
 * Starts a monitoring of the subject for the client, or extends the one it has by `months`
 * from its expiry (or from now when it has expired): inside the request's transaction.
 */
export async function monitorSubject(
  tx: Queryable,
  entry: {
    tenantId: TenantId;
    clientId: number;
    subjectCode: string;
    subjectName: string | null;
    subjectType: SubjectKind;
    months: number;
    requestId: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO monitorings (tenant_id, client_id, subject_code, subject_name, subject_type, expires_at, request_id)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(months => $6), $7)
     ON CONFLICT (tenant_id, client_id, subject_code) DO UPDATE SET
       expires_at = GREATEST(monitorings.expires_at, now()) + make_interval(months => $6),
       started_at = CASE WHEN monitorings.expires_at < now() THEN now() ELSE monitorings.started_at END,
       subject_name = COALESCE(EXCLUDED.subject_name, monitorings.subject_name),
       request_id = EXCLUDED.request_id`,
    [
      entry.tenantId,
      entry.clientId,
      entry.subjectCode,
      entry.subjectName,
      entry.subjectType,
      entry.months,
      entry.requestId,
    ],
  );
}

export function portfolioSubjects(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  query: PageRequest,
): Promise<PageOf<PortfolioSubject>> {
  return findPage(
    db,
    {
      select: `r.subject_code AS "subjectCode", max(r.subject_name) AS "subjectName", max(r.subject_type) AS "subjectType",
        count(*)::int AS requests, ${isoTimestamp('max(r.created_at)')} AS "lastRequestAt",
        (SELECT CASE WHEN m.expires_at IS NULL THEN NULL ELSE ${isoTimestamp('m.expires_at')} END FROM monitorings m
          WHERE m.tenant_id = r.tenant_id AND m.client_id = r.client_id AND m.subject_code = r.subject_code
            AND m.expires_at > now()) AS "monitoredUntil"`,
      from: 'requests r',
      where: `r.tenant_id = $1 AND r.client_id = $2 AND r.subject_code IS NOT NULL
        AND ($3 = '' OR r.subject_code ILIKE $4 OR r.subject_name ILIKE $4)`,
      groupBy: 'r.tenant_id, r.client_id, r.subject_code',
      orderBy: 'max(r.created_at) DESC, r.subject_code',
      params: [tenantId, clientId, ...searchTerms(query.search)],
    },
    query,
    (row: PortfolioSubject) => row,
  );
}

export function clientMonitorings(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  query: MonitoringsQuery,
): Promise<PageOf<Monitoring>> {
  return findPage(
    db,
    {
      select: `m.id, m.subject_code AS "subjectCode", m.subject_name AS "subjectName", m.subject_type AS "subjectType",
        ${isoTimestamp('m.started_at')} AS "startedAt", ${isoTimestamp('m.expires_at')} AS "expiresAt",
        m.expires_at > now() AS active,
        (SELECT count(*)::int FROM monitoring_alerts a WHERE a.monitoring_id = m.id) AS alerts`,
      from: 'monitorings m',
      where: `m.tenant_id = $1 AND m.client_id = $2
        AND ($3 = false OR (m.expires_at > now() AND m.expires_at <= now() + interval '30 days'))
        AND ($4 = '' OR m.subject_code ILIKE $5 OR m.subject_name ILIKE $5)`,
      orderBy: 'm.expires_at, m.id',
      params: [tenantId, clientId, query.expiring ?? false, ...searchTerms(query.search)],
    },
    query,
    (row: Monitoring) => row,
  );
}

export function clientAlerts(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  query: PageRequest,
): Promise<PageOf<MonitoringAlert>> {
  return findPage(
    db,
    {
      select: `a.id, ${isoTimestamp('a.created_at')} AS at, m.subject_code AS "subjectCode", m.subject_name AS "subjectName",
        c.kind, c.description`,
      from: `monitoring_alerts a JOIN monitorings m ON m.id = a.monitoring_id JOIN subject_changes c ON c.id = a.change_id`,
      where: 'a.tenant_id = $1 AND m.client_id = $2',
      orderBy: 'a.created_at DESC, a.id DESC',
      params: [tenantId, clientId],
    },
    query,
    (row: MonitoringAlert) => row,
  );
}

/** Records a change and raises an alert on every active monitoring of the subject; the clients alerted. */
export async function recordSubjectChange(
  tx: Queryable,
  entry: { tenantId: TenantId; subjectCode: string; kind: string; description: string; recordedBy: number },
): Promise<{ id: number; clients: number[] }> {
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO subject_changes (tenant_id, subject_code, kind, description, recorded_by) VALUES ($1, $2, $3, $4, $5)
     RETURNING id`,
    [entry.tenantId, entry.subjectCode, entry.kind, entry.description, entry.recordedBy],
  );
  const alerted = await tx.query<{ clientId: number }>(
    `INSERT INTO monitoring_alerts (tenant_id, monitoring_id, change_id)
     SELECT m.tenant_id, m.id, $3 FROM monitorings m
     WHERE m.tenant_id = $1 AND upper(m.subject_code) = upper($2) AND m.expires_at > now()
     RETURNING (SELECT client_id FROM monitorings WHERE id = monitoring_id) AS "clientId"`,
    [entry.tenantId, entry.subjectCode, id],
  );
  await tx.query('UPDATE subject_changes SET alerts = $2 WHERE id = $1', [id, alerted.length]);
  return { id, clients: alerted.map((row) => row.clientId) };
}

export function listSubjectChanges(
  db: Queryable,
  tenantId: TenantId,
  query: PageRequest,
): Promise<PageOf<SubjectChange>> {
  return findPage(
    db,
    {
      select: `c.id, ${isoTimestamp('c.created_at')} AS at, c.subject_code AS "subjectCode", c.kind, c.description,
        c.alerts, COALESCE(u.name || ' ' || u.last_name, '') AS "recordedBy"`,
      from: 'subject_changes c LEFT JOIN users u ON u.id = c.recorded_by',
      where: `c.tenant_id = $1 AND ($2 = '' OR c.subject_code ILIKE $3 OR c.description ILIKE $3)`,
      orderBy: 'c.created_at DESC, c.id DESC',
      params: [tenantId, ...searchTerms(query.search)],
    },
    query,
    (row: SubjectChange) => row,
  );
}

/** The client's users who hold the investigations-portfolio permission (told of an alert). */
export async function portfolioUsers(db: Queryable, tenantId: TenantId, clientId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN user_permissions p ON p.user_id = u.id
     WHERE u.tenant_id = $1 AND u.client_id = $2 AND u.blocked = 'N' AND p.permission = 'PORTAFOGLIO_INDAGINI'`,
    [tenantId, clientId],
  );
  return rows.map((row) => row.id);
}

/** The monitoring a request bought: its period, and the changes recorded on the subject in it so far. */
export async function monitoringOfRequest(
  db: Queryable,
  tenantId: TenantId,
  requestId: number,
): Promise<{ from: string; to: string; changes: { date: string; kind: string; description: string }[] } | null> {
  const [period] = await db.query<{ from: string; to: string; subjectCode: string }>(
    `SELECT to_char(started_at, 'YYYY-MM-DD') AS "from", to_char(expires_at, 'YYYY-MM-DD') AS "to",
       subject_code AS "subjectCode"
     FROM monitorings WHERE tenant_id = $1 AND request_id = $2`,
    [tenantId, requestId],
  );
  if (!period) return null;
  const changes = await db.query<{ date: string; kind: string; description: string }>(
    `SELECT to_char(created_at, 'YYYY-MM-DD') AS date, kind, description FROM subject_changes
     WHERE tenant_id = $1 AND subject_code = $2 AND created_at >= $3::date
     ORDER BY created_at DESC LIMIT 200`,
    [tenantId, period.subjectCode, period.from],
  );
  return { from: period.from, to: period.to, changes };
}
