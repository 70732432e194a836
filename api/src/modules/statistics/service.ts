/** Statistics of the caller's client over a period of months, with the period before it. */
import type { Statistics, StatisticsQuery } from '@portal/contracts/api/statistics';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { invalid } from '../../domain-error.ts';
import { statisticsPeriod, statisticsTotals } from './repository.ts';

/** At most five years in one view. */
export const MAX_MONTHS = 60;

const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (value: number) => `${Math.floor(value / 12)}-${String((value % 12) + 1).padStart(2, '0')}`;

export async function statistics(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  query: StatisticsQuery,
): Promise<Statistics> {
  const [first, last] = [index(query.from), index(query.to)];
  if (first > last) throw invalid('Il mese iniziale deve precedere quello finale', 'from');
  if (last - first + 1 > MAX_MONTHS) throw invalid(`Scegliere al massimo ${MAX_MONTHS} mesi`, 'to');
  const length = last - first + 1;
  const previous = { from: monthOf(first - length), to: monthOf(first - 1) };
  const [{ buckets, totals }, before] = await Promise.all([
    statisticsPeriod(db, tenantId, clientId, query),
    statisticsTotals(db, tenantId, clientId, previous),
  ]);
  return {
    from: query.from,
    to: query.to,
    months: Array.from({ length }, (_, offset) => monthOf(first + offset)),
    buckets,
    totals,
    previous: { ...previous, ...before },
  };
}
