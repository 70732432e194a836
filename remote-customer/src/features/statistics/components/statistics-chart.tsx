import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { Statistics } from '@portal/contracts/api/statistics';
import { formatEuro } from '@portal/shared-ui';

/** The groups beyond these are summed as 'Altri', so the chart stays readable. */
const MAX_SERIES = 8;
const COLORS = ['#1972b9', '#0b7c72', '#b45309', '#7c3aed', '#be185d', '#15803d', '#475569', '#a16207', '#94a3b8'];
const OTHERS = 'Altri';

export type Measure = 'spend' | 'requests';

/** Month → group → value, the groups by their weight in the period. */
export function chartRows(data: Statistics, measure: Measure) {
  const weight = new Map<string, number>();
  for (const bucket of data.buckets) {
    weight.set(
      bucket.label,
      (weight.get(bucket.label) ?? 0) + Number(measure === 'spend' ? bucket.spend : bucket.requests),
    );
  }
  const ranked = [...weight.entries()].sort((a, b) => b[1] - a[1]).map(([label]) => label);
  const shown = new Set(ranked.slice(0, MAX_SERIES));
  const series = [...ranked.slice(0, MAX_SERIES), ...(ranked.length > MAX_SERIES ? [OTHERS] : [])];
  const rows = data.months.map((month) => {
    const row: Record<string, number | string> = { month };
    for (const bucket of data.buckets.filter((each) => each.month === month)) {
      const name = shown.has(bucket.label) ? bucket.label : OTHERS;
      const value = measure === 'spend' ? Number(bucket.spend) : bucket.requests;
      // Display only: the table beside it shows the exact amounts.
      row[name] = Math.round((Number(row[name] ?? 0) + value) * 100) / 100;
    }
    return row;
  });
  return { rows, series };
}

const MONTHS = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];
export const shortMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;

/** A stacked bar per month (recharts, loaded only with this route). */
export default function StatisticsChart({ data, measure }: { data: Statistics; measure: Measure }) {
  const { rows, series } = chartRows(data, measure);
  return (
    <BarChart
      width={Math.max(640, rows.length * 56)}
      height={320}
      data={rows}
      accessibilityLayer
      margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
    >
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="month" tickFormatter={shortMonth} />
      <YAxis
        tickFormatter={(value: number) => (measure === 'spend' ? formatEuro(String(value)) : String(value))}
        width={90}
      />
      <Tooltip
        labelFormatter={(month) => shortMonth(String(month))}
        formatter={(value) => (measure === 'spend' ? formatEuro(String(value)) : String(value))}
      />
      <Legend />
      {series.map((name, index) => (
        <Bar key={name} dataKey={name} stackId="period" fill={COLORS[index % COLORS.length]} />
      ))}
    </BarChart>
  );
}
