/**
 * The customer's price list (issue "account area"): every product the caller's client may
 * order, by service, line and code, with what the caller pays, from `payer_price`, the same
 * SQL function the quote and the debit use.
 */
import type { PriceListRow } from '@portal/contracts/api/ordering';
import type { PageOf } from '@portal/contracts/api/schema';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { orderableProduct } from '../products/reads.ts';
import { containsPattern, findPage, type PageRequest, searchTerms } from '../../db/paging.ts';

export interface Payer {
  clientId: number;
  userId: number;
}

const SELECT = `p.id AS "productId", s.name AS "serviceName", l.name AS "lineName", p.product_code AS "productCode",
  p.full_product_code AS "fullProductCode", p.description, pc.product_type AS "productType",
  COALESCE(p.evas_days, 0) AS "evasDays", p.persona_fisica AS "personaFisica", p.persona_giuridica AS "personaGiuridica",
  to_char(payer_price(p.tenant_id, p.id, $4, $5), 'FM9999999990.00') AS price`;

const FROM = `products p
  JOIN lines l ON l.tenant_id = p.tenant_id AND l.id = p.line_id AND l.active
  LEFT JOIN services s ON s.tenant_id = l.tenant_id AND s.id = l.service_id
  LEFT JOIN product_categories pc ON pc.tenant_id = p.tenant_id AND pc.id = p.product_category_id`;

const WHERE = `p.tenant_id = $1 AND ${orderableProduct('p', 'NULL')}
  AND ($2 = '' OR p.product_code ILIKE $3 OR p.full_product_code ILIKE $3 OR p.description ILIKE $3
       OR l.name ILIKE $3 OR s.name ILIKE $3)`;

const ORDER = 's.ord NULLS LAST, s.id, l.ord, l.id, p.product_code, p.id';

export function customerPriceList(
  db: Queryable,
  tenantId: TenantId,
  payer: Payer,
  query: PageRequest,
): Promise<PageOf<PriceListRow>> {
  return findPage(
    db,
    {
      select: SELECT,
      from: FROM,
      where: WHERE,
      orderBy: ORDER,
      params: [tenantId, ...searchTerms(query.search)],
      orderParams: [payer.clientId, payer.userId],
    },
    query,
    (row: PriceListRow) => row,
  );
}

/** Every row, for the export (a tenant's catalogue is hundreds of products, never more than `limit`). */
export function customerPriceListRows(
  db: Queryable,
  tenantId: TenantId,
  payer: Payer,
  search: string,
  limit: number,
): Promise<PriceListRow[]> {
  const text = search.trim();
  return db.query<PriceListRow & Record<string, unknown>>(
    `SELECT ${SELECT} FROM ${FROM} WHERE ${WHERE} ORDER BY ${ORDER} LIMIT $6`,
    [tenantId, text, containsPattern(text), payer.clientId, payer.userId, limit],
  );
}
