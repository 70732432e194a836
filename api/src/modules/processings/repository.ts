/**
 * Processings and their client and product links (spec 002 §3): SQL only. Reads return rows or
 * `null`; writes say whether they happened. Rules live in ./service.ts and
 * ./rules.ts.
 */
import type {
  Processing,
  ProcessingClient,
  ProcessingProduct,
  ProcessingsQuery,
} from '@portal/contracts/api/processings';
import type { RequestType } from '@portal/contracts/catalogue';
import type { PageOf } from '@portal/contracts/api/schema';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, searchTerms } from '../../db/paging.ts';
import { rowVersion } from '../../db/row-version.ts';

export interface ProcessingValues {
  description: string;
  form: string | null;
  fromTime: string | null;
  toTime: string | null;
  requestType: RequestType;
}

const TIME = (column: string) => `to_char(${column}, 'HH24:MI:SS')`;

const PROCESSING_COLUMNS = `p.id, p.code, p.description, p.form_code AS form, f.description AS "formDescription",
  ${TIME('p.from_time')} AS "fromTime", ${TIME('p.to_time')} AS "toTime", p.request_type AS "requestType",
  (SELECT count(*)::int FROM processing_clients pc WHERE pc.processing_id = p.id) AS "clientCount",
  (SELECT count(*)::int FROM processing_products pp WHERE pp.processing_id = p.id) AS "productCount",
  p.version`;

const PROCESSING_FROM = `processings p LEFT JOIN forms f ON f.tenant_id = p.tenant_id AND f.form_code = p.form_code`;

type ProcessingRow = Processing & Record<string, unknown>;

export function listProcessings(
  db: Queryable,
  tenantId: TenantId,
  query: ProcessingsQuery,
): Promise<PageOf<Processing>> {
  return findPage(
    db,
    {
      select: PROCESSING_COLUMNS,
      from: PROCESSING_FROM,
      where: `p.tenant_id = $1
        AND ($2 = '' OR p.code ILIKE $3 OR p.description ILIKE $3 OR f.description ILIKE $3)
        AND ($4::text IS NULL OR p.request_type = $4)`,
      orderBy: 'p.description, p.id',
      params: [tenantId, ...searchTerms(query.search), query.requestType ?? null],
    },
    query,
    (row: Processing) => row,
  );
}

export async function findProcessing(db: Queryable, tenantId: TenantId, id: number): Promise<Processing | null> {
  const [row] = await db.query<ProcessingRow>(
    `SELECT ${PROCESSING_COLUMNS} FROM ${PROCESSING_FROM} WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}

export async function isProcessingCodeFree(db: Queryable, tenantId: TenantId, code: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM processings WHERE tenant_id = $1 AND upper(code) = upper($2)', [
    tenantId,
    code.trim(),
  ]);
  return rows.length === 0;
}

export async function insertProcessing(
  db: Queryable,
  tenantId: TenantId,
  code: string,
  values: ProcessingValues,
): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO processings (tenant_id, code, description, form_code, from_time, to_time, request_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [tenantId, code, values.description, values.form, values.fromTime, values.toTime, values.requestType],
  );
  return id;
}

/** `false` when no processing has this id and version. The code stays as created. */
export async function updateProcessingVersion(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  version: number,
  values: ProcessingValues,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE processings SET description = $4, form_code = $5, from_time = $6, to_time = $7, request_type = $8,
       version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND version = $3 RETURNING id`,
    [tenantId, id, version, values.description, values.form, values.fromTime, values.toTime, values.requestType],
  );
  return updated.length > 0;
}

export function processingVersion(db: Queryable, tenantId: TenantId, id: number): Promise<number | null> {
  return rowVersion(db, 'processings', tenantId, id);
}

export function processingClients(db: Queryable, tenantId: TenantId, id: number): Promise<ProcessingClient[]> {
  return db.query<ProcessingClient & Record<string, unknown>>(
    `SELECT pc.id, pc.client_id AS "clientId",
       json_build_object('id', c.id, 'customerCode', c.customer_code, 'head1', c.head1) AS client
     FROM processing_clients pc JOIN clients c ON c.tenant_id = pc.tenant_id AND c.id = pc.client_id
     WHERE pc.tenant_id = $1 AND pc.processing_id = $2 ORDER BY c.head1, pc.id`,
    [tenantId, id],
  );
}

export function processingProducts(db: Queryable, tenantId: TenantId, id: number): Promise<ProcessingProduct[]> {
  return db.query<ProcessingProduct & Record<string, unknown>>(
    `SELECT pp.id, pp.product_id AS "productId",
       json_build_object('id', p.id, 'productCode', p.product_code, 'description', p.description) AS product
     FROM processing_products pp JOIN products p ON p.tenant_id = pp.tenant_id AND p.id = pp.product_id
     WHERE pp.tenant_id = $1 AND pp.processing_id = $2 ORDER BY p.product_code, pp.id`,
    [tenantId, id],
  );
}

/** What a processing links to: a client or a product, each in its table, once (a unique key). */
const LINKS = {
  client: { table: 'processing_clients', column: 'client_id' },
  product: { table: 'processing_products', column: 'product_id' },
} as const;
export type LinkKind = keyof typeof LINKS;

/** The new link's id, or null when the client or product is already linked (the unique key said so). */
export async function link(
  db: Queryable,
  tenantId: TenantId,
  kind: LinkKind,
  processingId: number,
  targetId: number,
): Promise<number | null> {
  const { table, column } = LINKS[kind];
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO ${table} (tenant_id, processing_id, ${column}) VALUES ($1, $2, $3)
     ON CONFLICT (processing_id, ${column}) DO NOTHING RETURNING id`,
    [tenantId, processingId, targetId],
  );
  return row?.id ?? null;
}

/** The processing a client or product link belongs to (null when the link is not the tenant's). */
export async function processingOfLink(
  db: Queryable,
  tenantId: TenantId,
  kind: LinkKind,
  linkId: number,
): Promise<number | null> {
  const [row] = await db.query<{ processingId: number }>(
    `SELECT processing_id AS "processingId" FROM ${LINKS[kind].table} WHERE tenant_id = $1 AND id = $2`,
    [tenantId, linkId],
  );
  return row?.processingId ?? null;
}

export async function unlink(db: Queryable, tenantId: TenantId, kind: LinkKind, linkId: number): Promise<boolean> {
  const rows = await db.query(`DELETE FROM ${LINKS[kind].table} WHERE tenant_id = $1 AND id = $2 RETURNING id`, [
    tenantId,
    linkId,
  ]);
  return rows.length > 0;
}

/** What governs a product's requests for a client (README "Elaborazioni"). */
export interface ApplicableProcessing {
  id: number;
  code: string;
  form: string | null;
  fromTime: string | null;
  toTime: string | null;
}

/**
 * The processing that governs requests of `requestType` for this product and client: one
 * linked to the product and either to the client or to no client at all. The one naming the
 * client wins over one for every client; then the oldest.
 */
export async function applicableProcessing(
  db: Queryable,
  tenantId: TenantId,
  productId: number,
  clientId: number,
  requestType: RequestType,
): Promise<ApplicableProcessing | null> {
  const [row] = await db.query<ApplicableProcessing & Record<string, unknown>>(
    `SELECT p.id, p.code, p.form_code AS form, ${TIME('p.from_time')} AS "fromTime", ${TIME('p.to_time')} AS "toTime"
     FROM processing_products pp
     JOIN processings p ON p.tenant_id = pp.tenant_id AND p.id = pp.processing_id
     WHERE pp.tenant_id = $1 AND pp.product_id = $2 AND p.request_type = $4
       AND (EXISTS (SELECT 1 FROM processing_clients pc WHERE pc.processing_id = p.id AND pc.client_id = $3)
            OR NOT EXISTS (SELECT 1 FROM processing_clients pc WHERE pc.processing_id = p.id))
     ORDER BY EXISTS (SELECT 1 FROM processing_clients pc WHERE pc.processing_id = p.id AND pc.client_id = $3) DESC,
       p.id
     LIMIT 1`,
    [tenantId, productId, clientId, requestType],
  );
  return row ?? null;
}
