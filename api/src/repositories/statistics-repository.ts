/**
 * The client's requests and spend per Rome month, grouped by service, product, user or type:
 * one aggregate query (the index on requests by client and date serves it), never a loop.
 */
import type { StatisticsBucket, StatisticsGroup } from '@portal/contracts/api/statistics';
import type { TenantId } from '../data/tenant-id.ts';
import type { Queryable } from '../db/database.ts';

const MONEY = (column: string) => `to_char(${column}, 'FM9999999990.00')`;

const GROUPS: Record<StatisticsGroup, { key: string; label: string }> = {
  service: { key: "COALESCE(s.id::text, '-')", label: "COALESCE(s.name, 'Senza servizio')" },
  product: { key: 'p.product_code', label: "p.product_code || ' - ' || p.description" },
  user: { key: 'r.user_id::text', label: "u.name || ' ' || u.last_name" },
  type: {
    key: "COALESCE(pc.product_type, 'ON')",
    label:
      "CASE COALESCE(pc.product_type, 'ON') WHEN 'ON' THEN 'Online' WHEN 'OF' THEN 'Offline' ELSE 'Web service' END",
  },
};

/** The Rome-time instant a month (yyyy-mm) starts. */
const START = (param: string) => `(to_date(${param}, 'YYYY-MM')::timestamp AT TIME ZONE 'Europe/Rome')`;
const END = (param: string) =>
  `((to_date(${param}, 'YYYY-MM') + interval '1 month')::timestamp AT TIME ZONE 'Europe/Rome')`;

const FROM = `requests r
  JOIN products p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
  LEFT JOIN product_categories pc ON pc.tenant_id = p.tenant_id AND pc.id = p.product_category_id
  LEFT JOIN lines l ON l.tenant_id = r.tenant_id AND l.id = r.line_id
  LEFT JOIN services s ON s.tenant_id = l.tenant_id AND s.id = l.service_id
  LEFT JOIN users u ON u.id = r.user_id`;

export function statisticsBuckets(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  range: { from: string; to: string; groupBy: StatisticsGroup },
): Promise<StatisticsBucket[]> {
  const group = GROUPS[range.groupBy];
  return db.query<StatisticsBucket & Record<string, unknown>>(
    `SELECT to_char(r.created_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM') AS month, ${group.key} AS key,
       min(${group.label}) AS label, count(*)::int AS requests, ${MONEY('sum(r.price)')} AS spend
     FROM ${FROM}
     WHERE r.tenant_id = $1 AND r.client_id = $2 AND r.created_at >= ${START('$3')} AND r.created_at < ${END('$4')}
     GROUP BY 1, 2 ORDER BY 1, 3`,
    [tenantId, clientId, range.from, range.to],
  );
}

export async function statisticsTotals(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  range: { from: string; to: string },
): Promise<{ requests: number; spend: string }> {
  const [row] = await db.query<{ requests: number; spend: string }>(
    `SELECT count(*)::int AS requests, ${MONEY('COALESCE(sum(r.price), 0)')} AS spend FROM requests r
     WHERE r.tenant_id = $1 AND r.client_id = $2 AND r.created_at >= ${START('$3')} AND r.created_at < ${END('$4')}`,
    [tenantId, clientId, range.from, range.to],
  );
  return row;
}
