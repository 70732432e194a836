import type { Queryable } from '../../db/database.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import { containsPattern } from '../../db/paging.ts';

/** A product as the catalogue lists it (content panel, lookups); spec 002 §2.6. */
export interface ProductSummary {
  id: number;
  productCode: string;
  fullProductCode: string;
  description: string;
  productType: 'ON' | 'OF' | 'WS' | null;
  evasDays: number | null;
  flagSuspended: 'S' | 'N';
  lineId: number | null;
  lineName: string | null;
}

export const PRODUCT_SUMMARY_COLUMNS = `p.id, p.product_code AS "productCode", p.full_product_code AS "fullProductCode",
  p.description, pc.product_type AS "productType", p.evas_days AS "evasDays", p.flag_suspended AS "flagSuspended",
  p.line_id AS "lineId", ln.name AS "lineName"`;

export const PRODUCT_SUMMARY_FROM = `products p
  LEFT JOIN product_categories pc ON pc.id = p.product_category_id
  LEFT JOIN lines ln ON ln.tenant_id = p.tenant_id AND ln.id = p.line_id`;

import { MAX_PRODUCT_SUGGESTIONS } from '@portal/contracts/catalogue';

export { MAX_PRODUCT_SUGGESTIONS };

/**
 * The one rule of what a customer may order (SQL over the products alias `p`): not suspended,
 * visible to customers, and for the subject type in parameter `typeParam` ('PF', 'PG', or null
 * for either).
 */
export function orderableProduct(alias: string, typeParam: string): string {
  return `(${alias}.flag_suspended = 'N' AND ${alias}.customer_vis = 'S'
    AND (${typeParam}::text IS NULL OR (${typeParam} = 'PF' AND ${alias}.persona_fisica)
      OR (${typeParam} = 'PG' AND ${alias}.persona_giuridica)))`;
}

export interface SuggestionOptions {
  /** Only the products not suspended. */
  activeOnly?: boolean;
  /** Only the products outside a group: an SQL condition on `p` over `$6`, which holds `id`. */
  besides?: { condition: string; id: number };
}

/**
 * Products whose code or description contains the text, by code, at most 50: the accessory
 * product and derived request lookups of the field editor (spec 002 §5), and the products a
 * line or a content may take in.
 */
export async function suggestProducts(
  db: Queryable,
  tenantId: TenantId,
  search = '',
  options: SuggestionOptions = {},
): Promise<ProductSummary[]> {
  const text = search.trim();
  const { activeOnly = false, besides } = options;
  return db.query<ProductSummary & Record<string, unknown>>(
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM ${PRODUCT_SUMMARY_FROM}
     WHERE p.tenant_id = $1 AND ($2 = '' OR p.product_code ILIKE $3 OR p.full_product_code ILIKE $3 OR p.description ILIKE $3)
       AND ($4 = false OR p.flag_suspended = 'N') ${besides ? `AND ${besides.condition}` : ''}
     ORDER BY p.product_code LIMIT $5`,
    [tenantId, text, containsPattern(text), activeOnly, MAX_PRODUCT_SUGGESTIONS, ...(besides ? [besides.id] : [])],
  );
}

export async function productExists(db: Queryable, tenantId: TenantId, productId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM products WHERE tenant_id = $1 AND id = $2`, [tenantId, productId]);
  return rows.length > 0;
}
