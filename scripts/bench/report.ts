/** Formatting of the bench's figures: one table, then one line per target. */

export const KB = 1024;

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const sec = (seconds: number) => `${seconds.toFixed(1)} s`;
export const ms = (millis: number) => `${Math.round(millis)} ms`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The nearest-rank percentile (p95: the value 95% of the samples do not exceed). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface Row {
  figure: string;
  value: string;
  target?: string;
}

export function table(rows: Row[]): string {
  const width = (key: keyof Row, title: string) =>
    Math.max(title.length, ...rows.map((row) => (row[key] ?? '').length));
  const [a, b, c] = [width('figure', 'figure'), width('value', 'value'), width('target', 'target')];
  const line = (figure: string, value: string, target: string) =>
    `${figure.padEnd(a)}  ${value.padStart(b)}  ${target.padEnd(c)}`.trimEnd();
  return [
    line('figure', 'value', 'target'),
    line('-'.repeat(a), '-'.repeat(b), '-'.repeat(c)),
    ...rows.map((row) => (row.value === '' ? row.figure : line(row.figure, row.value, row.target ?? ''))),
  ].join('\n');
}

export type Verdict = 'met' | 'not met' | 'not measured';

export const verdict = (ok: boolean | null): Verdict => (ok === null ? 'not measured' : ok ? 'met' : 'not met');
