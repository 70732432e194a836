/**
 * Billing detail: the client's requests per month and per product, with VAT for the products
 * subject to it. All sums in SQL numeric; VAT is rounded per product and month (half up, to
 * the cent) and the totals are the sums of the lines, so they reconcile to the cent. A request
 * rejected or cancelled gave its price back (a REFUND movement, request-lifecycle.ts): it is not
 * billed, so a month's net is its debits less the refunds of its requests (issue 46).
 */
import type { BillingLine, BillingMonth } from '@portal/contracts/api/billing';
import { REFUNDED_REQUEST_STATUSES } from '@portal/contracts/request-status';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { romeMonthIndex, romeMonthName, romeMonths } from '../../db/rome-months.ts';

/** The Italian standard rate, in percent. */
export const VAT_RATE = '22';

const MONEY = (column: string) => `to_char(${column}, 'FM9999999990.00')`;

/** Refunded requests are not billed (their statuses are the contracts'). */
const REFUNDED = REFUNDED_REQUEST_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * Per month and product: the rows everything else adds up. The requests are summed per Rome month
 * (among `months`, rome-months.ts), product and line first (one pass over the client's requests),
 * then named and taxed.
 */
const lines = (monthFilter = '') => `SELECT ${romeMonthName('agg.month')} AS month, COALESCE(s.name, '') AS service,
    p.product_code AS code, p.description, p.subject_to_vat = 'S' AS vatable, sum(agg.requests)::int AS requests,
    sum(agg.net) AS net,
    CASE WHEN p.subject_to_vat = 'S' THEN round(sum(agg.net) * $3::numeric / 100, 2) ELSE 0 END AS vat
  FROM (SELECT ${romeMonthIndex('r.created_at')} AS month, r.product_id, r.line_id,
               count(*) AS requests, sum(r.price) AS net
          FROM requests r WHERE r.tenant_id = $1 AND r.client_id = $2 AND r.status NOT IN (${REFUNDED}) ${monthFilter}
         GROUP BY 1, 2, 3) agg
  JOIN products p ON p.tenant_id = $1 AND p.id = agg.product_id
  LEFT JOIN lines l ON l.tenant_id = $1 AND l.id = agg.line_id
  LEFT JOIN services s ON s.tenant_id = l.tenant_id AND s.id = l.service_id
  GROUP BY 1, 2, 3, 4, 5`;

/** The requests of one month (`$4`, aaaa-mm) by their creation time, so the index finds them. */
const IN_MONTH = `AND r.created_at >= (($4 || '-01')::date::timestamp AT TIME ZONE 'Europe/Rome')
  AND r.created_at < ((($4 || '-01')::date + interval '1 month')::timestamp AT TIME ZONE 'Europe/Rome')`;

export function billingMonths(db: Queryable, tenantId: TenantId, clientId: number): Promise<BillingMonth[]> {
  return db.query<BillingMonth & Record<string, unknown>>(
    `WITH span AS (SELECT min(created_at) AS first, max(created_at) AS last FROM requests
                   WHERE tenant_id = $1 AND client_id = $2),
       ${romeMonths("(SELECT first FROM span) AT TIME ZONE 'Europe/Rome'", "(SELECT last FROM span) AT TIME ZONE 'Europe/Rome'")}
     SELECT month, sum(requests)::int AS requests, ${MONEY('sum(net)')} AS net, ${MONEY('sum(vat)')} AS vat,
       ${MONEY('sum(net + vat)')} AS gross
     FROM (${lines()}) lines
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
    `WITH ${romeMonths("($4 || '-01')::date", "($4 || '-01')::date")}
     SELECT service AS "serviceName", code AS "productCode", description, vatable AS "subjectToVat", requests,
       ${MONEY('net')} AS net, ${MONEY('vat')} AS vat, ${MONEY('net + vat')} AS gross
     FROM (${lines(IN_MONTH)}) lines
     ORDER BY service, code`,
    [tenantId, clientId, VAT_RATE, month],
  );
}
