/**
 * What a customer may order (spec 000 §2.7, §2.8): active lines with at least one orderable
 * product for the subject type, and the services that group them. SQL only.
 */
import type { SubjectKind } from '@portal/contracts/subjects';
import type { OrderableLine, OrderableLinesQuery, OrderableService } from '@portal/contracts/api/ordering';
import type { PageOf } from '@portal/contracts/api/schema';
import { orderableProduct } from '../products/reads.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, searchTerms } from '../../db/paging.ts';

/** The line is active, open to the subject type ($2) and has an orderable product in the contents ($3, empty: any). */
const AVAILABLE_LINE = `l.active
  AND ($2::text IS NULL OR ($2 = 'PF' AND l.persona_fisica) OR ($2 = 'PG' AND l.persona_giuridica))
  AND EXISTS (SELECT 1 FROM products p WHERE p.tenant_id = l.tenant_id AND p.line_id = l.id AND ${orderableProduct('p', '$2')}
    AND (cardinality($3::int[]) = 0 OR EXISTS (SELECT 1 FROM content_products cp
      WHERE cp.tenant_id = p.tenant_id AND cp.product_id = p.id AND cp.content_id = ANY($3::int[]))))`;

const LINE_COLUMNS = `l.id, l.line_code AS code, l.name, l.description, l.service_id AS "serviceId",
  s.name AS "serviceName", l.value_added AS "valueAdded", l.online, l.massivo, l.singolare,
  l.persona_fisica AS "personaFisica", l.persona_giuridica AS "personaGiuridica",
  (SELECT count(*)::int FROM products p WHERE p.tenant_id = l.tenant_id AND p.line_id = l.id
    AND ${orderableProduct('p', '$2')}) AS "productCount"`;

export function orderableLines(
  db: Queryable,
  tenantId: TenantId,
  query: OrderableLinesQuery,
): Promise<PageOf<OrderableLine>> {
  return findPage(
    db,
    {
      select: LINE_COLUMNS,
      from: `lines l JOIN services s ON s.tenant_id = l.tenant_id AND s.id = l.service_id`,
      where: `l.tenant_id = $1 AND ${AVAILABLE_LINE}
        AND ($4::int IS NULL OR l.service_id = $4) AND ($5 = false OR l.value_added)
        AND ($6 = '' OR l.name ILIKE $7 OR l.description ILIKE $7 OR s.name ILIKE $7)`,
      orderBy: 's.ord, s.id, l.ord, l.id',
      params: [
        tenantId,
        query.subjectType ?? null,
        query.contentIds ?? [],
        query.serviceId ?? null,
        query.valueAdded ?? false,
        ...searchTerms(query.search),
      ],
    },
    query,
    (row: OrderableLine) => row,
  );
}

/** The services with an available line for the subject type, plus those always visible, by order. */
export function orderableServices(
  db: Queryable,
  tenantId: TenantId,
  subjectType: SubjectKind | null,
): Promise<OrderableService[]> {
  return db.query<OrderableService & Record<string, unknown>>(
    `SELECT s.id, s.name, s.description, s.icon, counted.lines AS "lineCount"
     FROM services s
     CROSS JOIN LATERAL (SELECT count(*)::int AS lines FROM lines l
       WHERE l.tenant_id = s.tenant_id AND l.service_id = s.id AND ${AVAILABLE_LINE}) counted
     WHERE s.tenant_id = $1 AND (counted.lines > 0 OR s.always_visible)
     ORDER BY s.ord, s.id`,
    [tenantId, subjectType, []],
  );
}

export interface OrderableLineProduct {
  id: number;
  productType: 'ON' | 'OF' | 'WS' | null;
  /** The product's list price, decimal text. */
  listPrice: string;
}

/** The products of an active line that the subject type (null: any subject) may order, by code. */
export function orderableLineProducts(
  db: Queryable,
  tenantId: TenantId,
  lineId: number,
  subjectType: SubjectKind | null,
): Promise<OrderableLineProduct[]> {
  return db.query<OrderableLineProduct & Record<string, unknown>>(
    `SELECT p.id, pc.product_type AS "productType",
       to_char(COALESCE(p.default_price, 0), 'FM9999999990.00') AS "listPrice"
     FROM products p
     JOIN lines l ON l.tenant_id = p.tenant_id AND l.id = p.line_id AND l.active
     LEFT JOIN product_categories pc ON pc.tenant_id = p.tenant_id AND pc.id = p.product_category_id
     WHERE p.tenant_id = $1 AND p.line_id = $3 AND ${orderableProduct('p', '$2')}
     ORDER BY p.product_code`,
    [tenantId, subjectType, lineId],
  );
}
