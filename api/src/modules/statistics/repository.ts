/**
 * The client's requests and spend per Rome month, grouped by service, product, user or type:
 * one aggregate query per period (the index on requests by client and date serves it), never a loop.
 */
import type { StatisticsBucket, StatisticsGroup } from '@portal/contracts/api/statistics';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { romeMonthIndex, romeMonthName, romeMonths } from '../../db/rome-months.ts';

const MONEY = (column: string) => `to_char(${column}, 'FM9999999990.00')`;

/**
 * Per grouping: the request's column the period is counted by (`by`), the tables that turn it
 * into the group (joined to the counted rows, `c.by`), and the group's key and label.
 */
const GROUPS: Record<StatisticsGroup, { by: string; join: string; key: string; label: string }> = {
  service: {
    by: 'r.line_id',
    join: `LEFT JOIN lines l ON l.tenant_id = $1 AND l.id = c.by
      LEFT JOIN services s ON s.tenant_id = l.tenant_id AND s.id = l.service_id`,
    key: "COALESCE(s.id::text, '-')",
    label: "COALESCE(s.name, 'Senza servizio')",
  },
  product: {
    by: 'r.product_id',
    join: 'JOIN products p ON p.tenant_id = $1 AND p.id = c.by',
    key: 'p.product_code',
    label: "p.product_code || ' - ' || p.description",
  },
  user: {
    by: 'r.user_id',
    join: 'JOIN users u ON u.id = c.by',
    key: 'c.by::text',
    label: "u.name || ' ' || u.last_name",
  },
  type: {
    by: 'r.product_id',
    join: `JOIN products p ON p.tenant_id = $1 AND p.id = c.by
      LEFT JOIN product_categories pc ON pc.tenant_id = p.tenant_id AND pc.id = p.product_category_id`,
    key: "COALESCE(pc.product_type, 'ON')",
    label:
      "CASE COALESCE(pc.product_type, 'ON') WHEN 'ON' THEN 'Online' WHEN 'OF' THEN 'Offline' ELSE 'Web service' END",
  },
};

/** The Rome-time instant a month (yyyy-mm) starts. */
const START = (param: string) => `(to_date(${param}, 'YYYY-MM')::timestamp AT TIME ZONE 'Europe/Rome')`;
const END = (param: string) =>
  `((to_date(${param}, 'YYYY-MM') + interval '1 month')::timestamp AT TIME ZONE 'Europe/Rome')`;

const IN_PERIOD = `r.tenant_id = $1 AND r.client_id = $2 AND r.created_at >= ${START('$3')} AND r.created_at < ${END('$4')}`;

/** A period's buckets and, from the same query, its totals. */
export interface StatisticsPeriod {
  buckets: StatisticsBucket[];
  totals: { requests: number; spend: string };
}

/**
 * The period's requests are first counted by month and by one of their own columns, then the
 * few counted rows are joined to what names the group and summed again; the empty grouping set
 * adds the period's totals. A request's month is found among the months' starts (rome-months.ts)
 * and no request row is joined: on 50.000 requests a year, 115 ms of PGlite's time became about 55.
 */
export async function statisticsPeriod(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  range: { from: string; to: string; groupBy: StatisticsGroup },
): Promise<StatisticsPeriod> {
  const group = GROUPS[range.groupBy];
  const rows = await db.query<StatisticsBucket & { total: boolean }>(
    `WITH ${romeMonths("to_date($3, 'YYYY-MM')", "to_date($4, 'YYYY-MM')")}, counted AS (
       SELECT ${romeMonthIndex('r.created_at')} AS n, ${group.by} AS by,
              count(*) AS requests, sum(r.price) AS spend
       FROM requests r WHERE ${IN_PERIOD}
       GROUP BY 1, 2
     )
     SELECT ${romeMonthName('c.n')} AS month, ${group.key} AS key, min(${group.label}) AS label,
       COALESCE(sum(c.requests), 0)::int AS requests, ${MONEY('COALESCE(sum(c.spend), 0)')} AS spend,
       GROUPING(c.n) = 1 AS total
     FROM counted c ${group.join}
     GROUP BY GROUPING SETS ((c.n, ${group.key}), ()) ORDER BY 6, 1, 3`,
    [tenantId, clientId, range.from, range.to],
  );
  const totals = rows.pop()!;
  return {
    buckets: rows.map(({ month, key, label, requests, spend }) => ({ month, key, label, requests, spend })),
    totals: { requests: totals.requests, spend: totals.spend },
  };
}

export async function statisticsTotals(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  range: { from: string; to: string },
): Promise<{ requests: number; spend: string }> {
  const [row] = await db.query<{ requests: number; spend: string }>(
    `SELECT count(*)::int AS requests, ${MONEY('COALESCE(sum(r.price), 0)')} AS spend FROM requests r
     WHERE ${IN_PERIOD}`,
    [tenantId, clientId, range.from, range.to],
  );
  return row;
}
