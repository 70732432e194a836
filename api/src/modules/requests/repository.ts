/**
 * Requests, prices and the clients' credit (spec 001 §3, §4): SQL only. The debit is one
 * conditional UPDATE, so it either leaves a non-negative balance or does nothing.
 */
import type { InitialRequestStatus } from '@portal/contracts/request-status';
import type { SubjectKind } from '@portal/contracts/subjects';
import type { ReportFamily } from '@portal/contracts/catalogue';
import type { FormField } from '@portal/contracts/api/forms';
import type { RequestDetail, RequestSummary, RequestsQuery, SubjectRequest } from '@portal/contracts/api/requests';
import type { PageOf } from '@portal/contracts/api/schema';
import type { OrderFormField } from '@portal/contracts/api/ordering';
import type { RequestFormField } from '@portal/contracts/request-form';
import { orderableProduct } from '../products/reads.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, isoTimestamp, searchTerms } from '../../db/paging.ts';
import { linksOfForm } from '../form-fields/reads.ts';
import type { ReportData } from '../../reports/report-data.ts';

/** A product as a request needs it: orderable for the subject type, on an active line. */
export interface OrderableProduct {
  id: number;
  fullProductCode: string;
  description: string;
  productType: 'ON' | 'OF' | 'WS';
  evasDays: number;
  lineId: number;
  /** The product's form, else its line's. */
  formCode: string | null;
  search: boolean;
  nuovaRicerca: boolean;
  /** A monitoring product: the months a request of it monitors the subject. */
  monitoringMonths: number | null;
  /** Orderable from a file (a batch); split: one request per row, else one for the whole file. */
  enableMassiveUpload: boolean;
  massiveUploadSplit: boolean;
  /** The report the catalogue chose for it (null: from its name). */
  reportFamily: ReportFamily | null;
}

export async function findOrderableProduct(
  db: Queryable,
  tenantId: TenantId,
  productId: number,
  subjectType: SubjectKind,
): Promise<OrderableProduct | null> {
  const [row] = await db.query<OrderableProduct & Record<string, unknown>>(
    `SELECT p.id, p.full_product_code AS "fullProductCode", p.description, pc.product_type AS "productType",
       COALESCE(p.evas_days, 0) AS "evasDays", p.line_id AS "lineId", COALESCE(p.form_code, l.form_code) AS "formCode",
       p.search, p.nuova_ricerca AS "nuovaRicerca", p.monitoring_months AS "monitoringMonths",
       p.enable_massive_upload AS "enableMassiveUpload", p.massive_upload_split AS "massiveUploadSplit",
       p.report_family AS "reportFamily"
     FROM products p
     JOIN lines l ON l.tenant_id = p.tenant_id AND l.id = p.line_id AND l.active
     JOIN product_categories pc ON pc.tenant_id = p.tenant_id AND pc.id = p.product_category_id
     WHERE p.tenant_id = $1 AND p.id = $2 AND ${orderableProduct('p', '$3')}`,
    [tenantId, productId, subjectType],
  );
  return row ?? null;
}

/** A product's kind and working days to fulfil it (null: not in the tenant). */
export async function productTiming(
  db: Queryable,
  tenantId: TenantId,
  productId: number,
): Promise<Pick<OrderableProduct, 'productType' | 'evasDays'> | null> {
  const [row] = await db.query<Pick<OrderableProduct, 'productType' | 'evasDays'>>(
    `SELECT pc.product_type AS "productType", COALESCE(p.evas_days, 0) AS "evasDays"
     FROM products p JOIN product_categories pc ON pc.tenant_id = p.tenant_id AND pc.id = p.product_category_id
     WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, productId],
  );
  return row ?? null;
}

/** A form's field with its SQL options text, which the service runs (sql-options/). */
export type WithSqlOptions<F> = F & { sqlOptions: string | null };

/** The fields of a form as the customer's form draws them, in order. */
export async function orderFormFields(
  db: Queryable,
  tenantId: TenantId,
  formCode: string,
): Promise<WithSqlOptions<OrderFormField>[]> {
  const links = await linksOfForm(db, tenantId, formCode);
  return links.map((link) => ({
    ...toRequestField(link),
    selectLabelList: toRequestField(link).selectValueList,
    description: link.field.description ?? '',
    order: link.order,
    dimension: link.dimension,
    newRiga: link.newRiga,
    defaultValue: link.field.defaultValue ?? null,
    toolTipInfo: link.field.toolTipInfo ?? null,
    physicalPersonField: link.field.physicalPersonField ?? null,
    legalPersonField: link.field.legalPersonField ?? null,
  }));
}

/** The fields of a form as the request rules read them. */
export async function requestFormFields(
  db: Queryable,
  tenantId: TenantId,
  formCode: string,
): Promise<WithSqlOptions<RequestFormField>[]> {
  return (await linksOfForm(db, tenantId, formCode)).map(toRequestField);
}

function toRequestField(link: FormField) {
  return {
    fieldCode: link.id.fieldCode,
    name: link.field.name ?? link.id.fieldCode,
    type: link.field.type ?? 'TEXT',
    obligatory: link.obligatory,
    group: link.group,
    subjectType: link.subjectType,
    length: link.field.length ?? null,
    minimum: link.field.minimum ?? null,
    maximum: link.field.maximum ?? null,
    minimumDate: link.field.minimumDate ?? null,
    maximumDate: link.field.maximumDate ?? null,
    // Options from SQL are filled in where they are run; a FILE's list is of extensions.
    selectValueList:
      (link.field.type === 'SELECT' && !link.field.sqlOptions) || link.field.type === 'FILE'
        ? (link.field.selectValueList ?? [])
        : [],
    sqlOptions: link.field.type === 'SELECT' ? (link.field.sqlOptions ?? null) : null,
    validator: link.field.validator ?? null,
    subjectField: link.field.subjectField ?? false,
  } satisfies WithSqlOptions<RequestFormField>;
}

export interface ClientAccount {
  clientId: number;
  credit: string;
}

/** The client the user orders for, with its credit. */
export async function accountOfUser(db: Queryable, tenantId: TenantId, userId: number): Promise<ClientAccount | null> {
  const [row] = await db.query<ClientAccount & Record<string, unknown>>(
    `SELECT c.id AS "clientId", to_char(c.credit, 'FM9999999990.00') AS credit
     FROM users u JOIN clients c ON c.id = u.client_id AND c.tenant_id = u.tenant_id
     WHERE u.tenant_id = $1 AND u.id = $2`,
    [tenantId, userId],
  );
  return row ?? null;
}

/**
 * What a user of a client pays for a product: the user's price-list profile (profiloListino),
 * else the client's, else the product's default price. The SQL function `payer_price`
 * (migrations/140_pricing.sql) is the one pricing of the portal: the cards, the quote, the debit
 * and the customer's price list all ask it.
 */
export async function priceFor(
  db: Queryable,
  tenantId: TenantId,
  payer: { clientId: number; userId: number },
  productId: number,
): Promise<string> {
  const [row] = await db.query<{ price: string }>(
    `SELECT to_char(payer_price(p.tenant_id, p.id, $3, $4), 'FM9999999990.00') AS price
     FROM products p WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, productId, payer.clientId, payer.userId],
  );
  if (!row) throw new Error(`no product ${productId}`);
  return row.price;
}

/** Takes `amount` off the client's credit; the balance after, or null when the credit is short. */
export async function debitClient(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  amount: string,
): Promise<string | null> {
  const [row] = await db.query<{ credit: string }>(
    `UPDATE clients SET credit = credit - $3::numeric WHERE tenant_id = $1 AND id = $2 AND credit >= $3::numeric
     RETURNING to_char(credit, 'FM9999999990.00') AS credit`,
    [tenantId, clientId, amount],
  );
  return row?.credit ?? null;
}

export async function insertMovement(
  db: Queryable,
  movement: {
    tenantId: TenantId;
    clientId: number;
    userId: number;
    actingAdminId: number | null;
    kind: 'REQUEST' | 'TOP_UP' | 'REFUND';
    amount: string;
    balanceAfter: string;
    description: string;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO accounting_movements (tenant_id, client_id, user_id, acting_admin_id, kind, amount, balance_after, description)
     VALUES ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, $8) RETURNING id`,
    [
      movement.tenantId,
      movement.clientId,
      movement.userId,
      movement.actingAdminId,
      movement.kind,
      movement.amount,
      movement.balanceAfter,
      movement.description,
    ],
  );
  return row.id;
}

export interface RequestValues {
  tenantId: TenantId;
  clientId: number;
  userId: number;
  actingAdminId: number | null;
  movementId: number;
  productId: number;
  lineId: number;
  subjectType: SubjectKind;
  subjectCode: string | null;
  subjectName: string | null;
  subject: object | null;
  formParams: object;
  clientFormParams: object[];
  internalReference: string | null;
  price: string;
  status: InitialRequestStatus;
  dueDate: string | null;
  /** A search request's result: the companies found, in order; null for other requests. */
  foundCompanyIds: number[] | null;
  /** The providers' data an online report is issued with (issue 45); absent for the others. */
  reportData?: ReportData | null;
  boughtWith?: number | null;
}

export async function insertRequest(db: Queryable, values: RequestValues): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO requests (tenant_id, client_id, user_id, acting_admin_id, movement_id, product_id, line_id,
       subject_type, subject_code, subject_name, subject, form_params, client_form_params, internal_reference,
       price, status, due_date, completed_at, found_company_ids, report_data, bought_with)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::jsonb, $14, $15::numeric, $16::varchar,
       $17::date, CASE WHEN $16::varchar = 'COMPLETED' THEN now() END, $18::int[], $19::jsonb, $20::int)
     RETURNING id`,
    [
      values.tenantId,
      values.clientId,
      values.userId,
      values.actingAdminId,
      values.movementId,
      values.productId,
      values.lineId,
      values.subjectType,
      values.subjectCode,
      values.subjectName,
      values.subject === null ? null : JSON.stringify(values.subject),
      JSON.stringify(values.formParams),
      JSON.stringify(values.clientFormParams),
      values.internalReference,
      values.price,
      values.status,
      values.dueDate,
      values.foundCompanyIds,
      values.reportData ? JSON.stringify(values.reportData) : null,
      values.boughtWith ?? null,
    ],
  );
  return row.id;
}

/** Who issued a request's report to whom, and the data it was issued with (null until asked). */
export interface ReportIssue {
  reportData: ReportData | null;
  issuer: string;
  palette: string;
  client: string;
  user: string;
}

export async function reportIssueOf(db: Queryable, tenantId: TenantId, requestId: number): Promise<ReportIssue> {
  const [row] = await db.query<ReportIssue & Record<string, unknown>>(
    `SELECT r.report_data AS "reportData", t.descr AS issuer, t.palette, c.head1 AS client,
       u.name || ' ' || u.last_name AS "user"
     FROM requests r
     JOIN tenants t ON t.id = r.tenant_id
     JOIN clients c ON c.tenant_id = r.tenant_id AND c.id = r.client_id
     JOIN users u ON u.id = r.user_id
     WHERE r.tenant_id = $1 AND r.id = $2`,
    [tenantId, requestId],
  );
  return row;
}

/** Keeps the data a report was first drawn with: later downloads show the same document. */
export async function keepReportData(db: Queryable, tenantId: TenantId, requestId: number, data: ReportData) {
  await db.query(
    `UPDATE requests SET report_data = $3::jsonb WHERE tenant_id = $1 AND id = $2 AND report_data IS NULL`,
    [tenantId, requestId, JSON.stringify(data)],
  );
}

const SUMMARY_COLUMNS = `r.id, r.movement_id AS "movementId", ${isoTimestamp('r.created_at')} AS "createdAt",
  r.product_id AS "productId", p.full_product_code AS "fullProductCode", p.description AS "productDescription",
  s.name AS "serviceName", r.subject_type AS "subjectType", r.subject_name AS "subjectName",
  r.subject_code AS "subjectCode", r.status, to_char(r.price, 'FM9999999990.00') AS price,
  to_char(r.due_date, 'YYYY-MM-DD') AS "dueDate", r.internal_reference AS "internalReference",
  (r.read_at IS NOT NULL) AS read, cardinality(r.found_company_ids) AS "companiesFound"`;

// LEFT joins (the product always exists, by its foreign key): a query that reads none of their
// columns, as a count, does not join them at all.
const SUMMARY_FROM = `requests r
  LEFT JOIN products p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
  LEFT JOIN lines l ON l.tenant_id = r.tenant_id AND l.id = r.line_id
  LEFT JOIN services s ON s.tenant_id = l.tenant_id AND s.id = l.service_id`;

/**
 * Whose requests a call may see: one user's (`/requests`, and the history of a user without the
 * manager permission) or a whole client's (the history of a manager of the client).
 */
export type RequestScope = { userId: number } | { clientId: number };

const scopeColumn = (scope: RequestScope) => ('userId' in scope ? 'r.user_id' : 'r.client_id');
const scopeValue = (scope: RequestScope) => ('userId' in scope ? scope.userId : scope.clientId);

/** Who asked, beside each request of a history. */
const ASKER_COLUMNS = `r.user_id AS "userId", COALESCE(asker.name || ' ' || asker.last_name, '') AS "userName"`;
const ASKER_FROM = `${SUMMARY_FROM} LEFT JOIN users asker ON asker.id = r.user_id`;

const LIST_WHERE = (scope: RequestScope) => `r.tenant_id = $1 AND ${scopeColumn(scope)} = $2
  AND ($3 = '' OR r.search_text LIKE lower($4) OR r.product_id IN (
    SELECT id FROM products WHERE tenant_id = $1 AND (description ILIKE $4 OR full_product_code ILIKE $4)))
  AND ($5::text IS NULL OR r.status = $5)
  AND ($6::date IS NULL OR r.created_at >= ($6::date::timestamp AT TIME ZONE 'Europe/Rome'))
  AND ($7::date IS NULL OR r.created_at < (($7::date + 1)::timestamp AT TIME ZONE 'Europe/Rome'))
  AND ($8::int IS NULL OR l.service_id = $8) AND ($9::int IS NULL OR r.product_id = $9)
  AND ($10::int IS NULL OR r.user_id = $10)`;

function listParams(tenantId: TenantId, scope: RequestScope, query: RequestsQuery & { userId?: number }) {
  return [
    tenantId,
    scopeValue(scope),
    ...searchTerms(query.search),
    query.status ?? null,
    query.from ?? null,
    query.to ?? null,
    query.serviceId ?? null,
    query.productId ?? null,
    query.userId ?? null,
  ];
}

/** Requests of the scope, newest first, with the filters of `/requests` and of the history. */
export function listRequests(
  db: Queryable,
  tenantId: TenantId,
  scope: RequestScope,
  query: RequestsQuery & { userId?: number },
): Promise<PageOf<RequestSummary & { userId: number; userName: string }>> {
  return findPage(
    db,
    {
      select: `${SUMMARY_COLUMNS}, ${ASKER_COLUMNS}`,
      from: ASKER_FROM,
      where: LIST_WHERE(scope),
      orderBy: 'r.created_at DESC, r.id DESC',
      params: listParams(tenantId, scope, query),
      key: 'r.id',
    },
    query,
    (row: RequestSummary & { userId: number; userName: string }) => row,
  );
}

/** The user's own requests (`/requests`). */
export function listUserRequests(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  query: RequestsQuery,
): Promise<PageOf<RequestSummary>> {
  return listRequests(db, tenantId, { userId }, query);
}

/** Every request of the scope the filters keep, newest first, at most `limit` (an export). */
export function requestRows(
  db: Queryable,
  tenantId: TenantId,
  scope: RequestScope,
  query: RequestsQuery & { userId?: number },
  limit: number,
): Promise<Array<RequestSummary & { userId: number; userName: string }>> {
  return db.query(
    `SELECT ${SUMMARY_COLUMNS}, ${ASKER_COLUMNS} FROM ${ASKER_FROM} WHERE ${LIST_WHERE(scope)}
     ORDER BY r.created_at DESC, r.id DESC LIMIT $11`,
    [...listParams(tenantId, scope, query), limit],
  );
}

/** The users of a client who asked something, for the history's user filter. */
export function requestersOfClient(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
): Promise<Array<{ userId: number; name: string }>> {
  return db.query(
    `SELECT u.id AS "userId", u.name || ' ' || u.last_name AS name FROM users u
     WHERE u.tenant_id = $1 AND u.client_id = $2
       AND EXISTS (SELECT 1 FROM requests r WHERE r.tenant_id = u.tenant_id AND r.user_id = u.id)
     ORDER BY u.last_name, u.name, u.id`,
    [tenantId, clientId],
  );
}

/** One of the user's requests, by its id or by its accounting movement's; null when not theirs. */
export function findUserRequest(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  id: number,
  by: 'id' | 'movement' = 'id',
): Promise<ScopedRequest | null> {
  return findScopedRequest(db, tenantId, { userId }, id, by);
}

/** A request as its detail reads it; its attachments, events and result come from their own tables. */
export type ScopedRequest = Omit<RequestDetail, 'attachments' | 'events' | 'result' | 'cancellableUntil'> & {
  /** The report family the catalogue chose for the product (null: from its name). */
  productReportFamily: ReportFamily | null;
};

/**
 * The names of the tenant's fields a request's form values are keyed by ('Codice fiscale o
 * partita IVA' for CF_PIVA): what the detail shows instead of the codes.
 */
export const FORM_LABELS_SQL = `(SELECT COALESCE(jsonb_object_agg(f.field_code, f.name), '{}'::jsonb) FROM fields f
  WHERE f.tenant_id = r.tenant_id AND r.form_params ? f.field_code) AS "formLabels"`;

/** A request of the scope (a user's, or a client's), by its id or its movement's; null when not in it. */
export async function findScopedRequest(
  db: Queryable,
  tenantId: TenantId,
  scope: RequestScope,
  id: number,
  by: 'id' | 'movement' = 'id',
): Promise<ScopedRequest | null> {
  const key = by === 'id' ? 'r.id' : 'r.movement_id';
  const [row] = await db.query<ScopedRequest & Record<string, unknown>>(
    `SELECT ${SUMMARY_COLUMNS}, ${isoTimestamp('r.completed_at')} AS "completedAt", r.form_params AS "formParams",
       r.client_form_params AS "clientFormParams", ${FORM_LABELS_SQL}, p.report_family AS "productReportFamily",
       (SELECT pc.product_type FROM product_categories pc
         WHERE pc.tenant_id = p.tenant_id AND pc.id = p.product_category_id) AS "productType"
     FROM ${SUMMARY_FROM} WHERE r.tenant_id = $1 AND ${scopeColumn(scope)} = $2 AND ${key} = $3`,
    [tenantId, scopeValue(scope), id],
  );
  return row ?? null;
}

/** Marks one of the user's requests read; false when it is not theirs. */
export async function markUserRequestRead(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  id: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE requests SET read_at = COALESCE(read_at, now()) WHERE tenant_id = $1 AND user_id = $2 AND id = $3 RETURNING id`,
    [tenantId, userId, id],
  );
  return rows.length > 0;
}

/** Whether the client asked for this product on this subject in the last `days` (not in error), with the same values. */
export async function recentRequestExists(
  db: Queryable,
  tenantId: TenantId,
  query: { clientId: number; productId: number; subjectCode: string; days: number; sameParams: Record<string, string> },
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM requests r
     WHERE r.tenant_id = $1 AND r.client_id = $2 AND r.product_id = $3 AND r.status <> 'ERROR'
       AND (upper(r.subject_code) = $4 OR upper(r.form_params->>'CODICE_FISCALE') = $4 OR upper(r.form_params->>'CF_PIVA') = $4)
       AND r.created_at > now() - make_interval(days => $5)
       AND r.form_params @> $6::jsonb
     LIMIT 1`,
    [tenantId, query.clientId, query.productId, query.subjectCode, query.days, JSON.stringify(query.sameParams)],
  );
  return rows.length > 0;
}

/** The validators a form asks for (its comma-joined `validatore`). */
export async function formValidators(db: Queryable, tenantId: TenantId, formCode: string): Promise<string[]> {
  const [row] = await db.query<{ validatore: string | null }>(
    `SELECT validatore FROM forms WHERE tenant_id = $1 AND form_code = $2`,
    [tenantId, formCode],
  );
  return (row?.validatore ?? '')
    .split(',')
    .map((rule) => rule.trim())
    .filter(Boolean);
}

/** The client's last 50 requests on a subject, newest first, with who asked for each. */
export function clientRequestsOnSubject(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  code: string,
): Promise<SubjectRequest[]> {
  return db.query<SubjectRequest & Record<string, unknown>>(
    `SELECT r.id, ${isoTimestamp('r.created_at')} AS "createdAt", p.description AS "productDescription", r.status,
       u.name || ' ' || u.last_name AS "userName"
     FROM requests r
     JOIN products p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
     JOIN users u ON u.id = r.user_id
     WHERE r.tenant_id = $1 AND r.client_id = $2 AND upper(r.subject_code) = upper($3)
     ORDER BY r.created_at DESC, r.id DESC LIMIT 50`,
    [tenantId, clientId, code.trim()],
  );
}

/** The ids of the companies one of the user's search requests found, in order; null when not theirs. */
export async function foundCompanyIdsOf(
  db: Queryable,
  tenantId: TenantId,
  scope: RequestScope,
  id: number,
): Promise<number[] | null> {
  const [row] = await db.query<{ ids: number[] | null }>(
    `SELECT COALESCE(found_company_ids, '{}') AS ids FROM requests r
     WHERE r.tenant_id = $1 AND ${scopeColumn(scope)} = $2 AND r.id = $3`,
    [tenantId, scopeValue(scope), id],
  );
  return row ? (row.ids ?? []) : null;
}

/** The client a request of the tenant belongs to; null when the tenant has no such request. */
export async function clientOfRequest(db: Queryable, tenantId: TenantId, id: number): Promise<number | null> {
  const [row] = await db.query<{ clientId: number }>(
    `SELECT client_id AS "clientId" FROM requests WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
  return row?.clientId ?? null;
}
