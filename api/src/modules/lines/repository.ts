/**
 * The lines and the products they group (spec 002 §3): SQL only. Reads return rows or `null`;
 * writes say whether they happened. Rules live in ./service.ts.
 */
import type { Line, LineProductsQuery } from '@portal/contracts/api/lines';
import type { PageOf } from '@portal/contracts/api/schema';
import {
  MAX_PRODUCT_SUGGESTIONS,
  orderableProduct,
  PRODUCT_SUMMARY_COLUMNS,
  PRODUCT_SUMMARY_FROM,
  suggestProducts,
  type ProductSummary,
} from '../products/reads.ts';
import { pgCode } from '../../catalogue-rules.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, type PageRequest, searchTerms } from '../../db/paging.ts';

export type { Line };

/** The values a save writes (the code only on insert, the order only where the rules allow). */
export interface LineValues {
  code: string;
  name: string;
  description: string;
  serviceId: number;
  formCode: string;
  order: number;
  valueAdded: boolean;
  active: boolean;
  online: boolean;
  personaGiuridica: boolean;
  personaFisica: boolean;
  massivo: boolean;
  singolare: boolean;
}

const LINE_COLUMNS = `l.id, l.line_code AS code, l.name, l.description, l.service_id AS "serviceId",
  s.name AS "serviceName", l.ord AS "order", l.value_added AS "valueAdded", l.active, l.online,
  l.persona_giuridica AS "personaGiuridica", l.persona_fisica AS "personaFisica", l.massivo, l.singolare,
  l.form_code AS "formCode", f.description AS "formDescription",
  (SELECT count(*)::int FROM products p WHERE p.tenant_id = l.tenant_id AND p.line_id = l.id) AS "productCount",
  l.version`;

const LINE_FROM = `lines l
  LEFT JOIN services s ON s.tenant_id = l.tenant_id AND s.id = l.service_id
  LEFT JOIN forms f ON f.tenant_id = l.tenant_id AND f.form_code = l.form_code`;

type LineRow = Line & Record<string, unknown>;

/** Matches code, name or description. */
const SEARCH = `($2 = '' OR l.line_code ILIKE $3 OR l.name ILIKE $3 OR l.description ILIKE $3)`;

export function listLines(
  db: Queryable,
  tenantId: TenantId,
  query: PageRequest & { serviceId?: number },
): Promise<PageOf<Line>> {
  return findPage(
    db,
    {
      select: LINE_COLUMNS,
      from: LINE_FROM,
      where: `l.tenant_id = $1 AND ${SEARCH} AND ($4::int IS NULL OR l.service_id = $4)`,
      orderBy: 'l.line_code, l.id',
      params: [tenantId, ...searchTerms(query.search), query.serviceId ?? null],
    },
    query,
    (row: Line) => row,
  );
}

/** Lines a service can take: not in `serviceId`, or without a service when none is given. At most 50. */
export function availableLines(
  db: Queryable,
  tenantId: TenantId,
  query: { search?: string; serviceId?: number },
): Promise<Line[]> {
  return db.query<LineRow>(
    `SELECT ${LINE_COLUMNS} FROM ${LINE_FROM}
     WHERE l.tenant_id = $1 AND ${SEARCH}
       AND (CASE WHEN $4::int IS NULL THEN l.service_id IS NULL ELSE l.service_id IS DISTINCT FROM $4 END)
     ORDER BY l.line_code, l.id LIMIT $5`,
    [tenantId, ...searchTerms(query.search), query.serviceId ?? null, MAX_PRODUCT_SUGGESTIONS],
  );
}

export function linesOfService(db: Queryable, tenantId: TenantId, serviceId: number): Promise<Line[]> {
  return db.query<LineRow>(
    `SELECT ${LINE_COLUMNS} FROM ${LINE_FROM} WHERE l.tenant_id = $1 AND l.service_id = $2 ORDER BY l.ord, l.id`,
    [tenantId, serviceId],
  );
}

export async function findLine(db: Queryable, tenantId: TenantId, id: number): Promise<Line | null> {
  const [row] = await db.query<LineRow>(
    `SELECT ${LINE_COLUMNS} FROM ${LINE_FROM} WHERE l.tenant_id = $1 AND l.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}

export async function lineVersions(
  db: Queryable,
  tenantId: TenantId,
  ids: readonly number[],
): Promise<Map<number, { version: number; serviceId: number | null }>> {
  const rows = await db.query<{ id: number; version: number; serviceId: number | null }>(
    `SELECT id, version, service_id AS "serviceId" FROM lines WHERE tenant_id = $1 AND id = ANY($2::int[])`,
    [tenantId, ids],
  );
  return new Map(rows.map((row) => [row.id, { version: row.version, serviceId: row.serviceId }]));
}

export async function isLineCodeFree(db: Queryable, tenantId: TenantId, code: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM lines WHERE tenant_id = $1 AND upper(line_code) = upper($2)`, [
    tenantId,
    code.trim(),
  ]);
  return rows.length === 0;
}

type LineFlag = 'valueAdded' | 'active' | 'online' | 'personaGiuridica' | 'personaFisica' | 'massivo' | 'singolare';

const FLAG_COLUMNS: Array<[LineFlag, string]> = [
  ['valueAdded', 'value_added'],
  ['active', 'active'],
  ['online', 'online'],
  ['personaGiuridica', 'persona_giuridica'],
  ['personaFisica', 'persona_fisica'],
  ['massivo', 'massivo'],
  ['singolare', 'singolare'],
];

export async function insertLine(db: Queryable, tenantId: TenantId, values: LineValues): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO lines (tenant_id, line_code, name, description, service_id, form_code, ord,
       ${FLAG_COLUMNS.map(([, column]) => column).join(', ')})
     VALUES ($1, $2, $3, $4, $5, $6, $7, ${FLAG_COLUMNS.map((_, index) => `$${index + 8}`).join(', ')})
     RETURNING id`,
    [
      tenantId,
      values.code,
      values.name,
      values.description,
      values.serviceId,
      values.formCode,
      values.order,
      ...FLAG_COLUMNS.map(([key]) => values[key]),
    ],
  );
  return id;
}

/** `false` when no line has this id and version. The code and the order stay as they are. */
export async function updateLineVersion(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  version: number,
  values: Omit<LineValues, 'code' | 'order'>,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE lines SET name = $4, description = $5, service_id = $6, form_code = $7,
       ${FLAG_COLUMNS.map(([, column], index) => `${column} = $${index + 8}`).join(', ')},
       version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND version = $3 RETURNING id`,
    [
      tenantId,
      id,
      version,
      values.name,
      values.description,
      values.serviceId,
      values.formCode,
      ...FLAG_COLUMNS.map(([key]) => values[key]),
    ],
  );
  return updated.length > 0;
}

/** `false` when no line has this id and version. */
export async function placeLine(
  db: Queryable,
  tenantId: TenantId,
  item: { id: number; version: number; serviceId: number | null; order: number },
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE lines SET service_id = $4, ord = $5, version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND version = $3 RETURNING id`,
    [tenantId, item.id, item.version, item.serviceId, item.order],
  );
  return updated.length > 0;
}

/** Lines of the service not in `keep` leave it (service null); returns how many. */
export async function releaseLinesOfService(
  db: Queryable,
  tenantId: TenantId,
  serviceId: number,
  keep: readonly number[],
): Promise<number> {
  const released = await db.query(
    `UPDATE lines SET service_id = NULL, version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND service_id = $2 AND NOT (id = ANY($3::int[])) RETURNING id`,
    [tenantId, serviceId, keep],
  );
  return released.length;
}

/** `false` when products were linked meanwhile (the foreign key refuses) or it is not the tenant's. */
export async function deleteLineRow(db: Queryable, tenantId: TenantId, id: number): Promise<boolean> {
  try {
    const deleted = await db.query(`DELETE FROM lines WHERE tenant_id = $1 AND id = $2 RETURNING id`, [tenantId, id]);
    return deleted.length > 0;
  } catch (error) {
    if (pgCode(error) === '23503') return false;
    throw error;
  }
}

/**
 * The products of the line: `PF`/`PG` only those for natural/legal persons, and then only the
 * orderable ones (not suspended, visible to customers); `ANY` or none, all of them.
 */
export function productsOfLine(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  type?: LineProductsQuery['type'],
): Promise<ProductSummary[]> {
  const orderable = type === 'PF' || type === 'PG';
  return db.query<ProductSummary & Record<string, unknown>>(
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM ${PRODUCT_SUMMARY_FROM}
     WHERE p.tenant_id = $1 AND p.line_id = $2 AND ($3 = false OR ${orderableProduct('p', '$4')})
     ORDER BY p.product_code`,
    [tenantId, id, orderable, orderable ? type : null],
  );
}

/** At most MAX_PRODUCT_SUGGESTIONS products not in the line, matching the text. */
export function productsNotInLine(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  search = '',
): Promise<ProductSummary[]> {
  return suggestProducts(db, tenantId, search, { besides: { condition: 'p.line_id IS DISTINCT FROM $6', id } });
}

/** How many of `ids` are products of the tenant. */
export async function countTenantProducts(db: Queryable, tenantId: TenantId, ids: readonly number[]): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM products WHERE tenant_id = $1 AND id = ANY($2::int[])`,
    [tenantId, ids],
  );
  return row.count;
}

/** The line's products become exactly `ids`: the others leave it (line null), these join it. */
export async function setLineProducts(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  ids: readonly number[],
): Promise<void> {
  await db.query(
    `UPDATE products SET line_id = NULL, version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND line_id = $2 AND NOT (id = ANY($3::int[]))`,
    [tenantId, id, ids],
  );
  await db.query(
    `UPDATE products SET line_id = $2, version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND id = ANY($3::int[]) AND line_id IS DISTINCT FROM $2`,
    [tenantId, id, ids],
  );
}

/** The form's code as stored (codes match regardless of case), or null when the tenant has none such. */
export async function storedFormCode(db: Queryable, tenantId: TenantId, formCode: string): Promise<string | null> {
  const [row] = await db.query<{ formCode: string }>(
    `SELECT form_code AS "formCode" FROM forms WHERE tenant_id = $1 AND upper(form_code) = upper($2)`,
    [tenantId, formCode.trim()],
  );
  return row?.formCode ?? null;
}
