/**
 * Billing detail: the client's requests per month and per product, with VAT for the products
 * subject to it. All sums in SQL numeric; VAT is rounded per product and month (half up, to
 * the cent) and the totals are the sums of the lines, so they reconcile to the cent.
 */
import type { BillingLine, BillingMonth } from '@portal/contracts/api/billing';
import type { TenantId } from '../data/tenant-id.ts';
import type { Queryable } from '../db/database.ts';

/** The Italian standard rate, in percent. */
export const VAT_RATE = '22';

const MONEY = (column: string) => `to_char(${column}, 'FM9999999990.00')`;
const MONTH = `to_char(r.created_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM')`;

/** Per month and product: the rows everything else adds up. */
const LINES = `SELECT ${MONTH} AS month, COALESCE(s.name, '') AS service, p.product_code AS code, p.description,
    p.subject_to_vat = 'S' AS vatable, count(*)::int AS requests, sum(r.price) AS net,
    CASE WHEN p.subject_to_vat = 'S' THEN round(sum(r.price) * $3::numeric / 100, 2) ELSE 0 END AS vat
  FROM requests r
  JOIN products p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
  LEFT JOIN lines l ON l.tenant_id = r.tenant_id AND l.id = r.line_id
  LEFT JOIN services s ON s.tenant_id = l.tenant_id AND s.id = l.service_id
  WHERE r.tenant_id = $1 AND r.client_id = $2`;

export function billingMonths(db: Queryable, tenantId: TenantId, clientId: number): Promise<BillingMonth[]> {
  return db.query<BillingMonth & Record<string, unknown>>(
    `SELECT month, sum(requests)::int AS requests, ${MONEY('sum(net)')} AS net, ${MONEY('sum(vat)')} AS vat,
       ${MONEY('sum(net + vat)')} AS gross
     FROM (${LINES} GROUP BY 1, 2, 3, 4, 5) lines
     GROUP BY month ORDER BY month DESC LIMIT 24`,
    [tenantId, clientId, VAT_RATE],
  );
}

export function billingLines(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  month: string,
): Promise<BillingLine[]> {
  return db.query<BillingLine & Record<string, unknown>>(
    `SELECT service AS "serviceName", code AS "productCode", description, vatable AS "subjectToVat", requests,
       ${MONEY('net')} AS net, ${MONEY('vat')} AS vat, ${MONEY('net + vat')} AS gross
     FROM (${LINES} AND ${MONTH} = $4 GROUP BY 1, 2, 3, 4, 5) lines
     ORDER BY service, code`,
    [tenantId, clientId, VAT_RATE, month],
  );
}
