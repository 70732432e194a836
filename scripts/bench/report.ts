/** Formatting of the bench's figures: one table, then one line per target. */

import { readFileSync } from 'node:fs';

export const KB = 1024;

/** A process's resident memory in bytes (Linux's /proc), and the same as a figure. */
export const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

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
  /** The same figure as last landed (`landed.json`), shown beside the new one. */
  previous?: string;
}

/**
 * A figure's name across runs: its label without the parts in brackets (counts, min/max), an
 * indented row prefixed by the rows it sits under ("company search › 1 instance", "fields list
 * › ratio to the bare route" under the load it belongs to, not the first load's).
 */
export function figureKeys(rows: Row[]): string[] {
  const parents: Array<{ indent: number; label: string }> = [];
  return rows.map((row) => {
    const indent = row.figure.length - row.figure.trimStart().length;
    const label = row.figure.replace(/\s*\([^)]*\)/g, '').trim();
    while (parents.length > 0 && parents[parents.length - 1].indent >= indent) parents.pop();
    parents.push({ indent, label });
    return parents.map((parent) => parent.label).join(' › ');
  });
}

/** Each row with the value its figure had in `landed` (absent when it was not measured then). */
export function withPrevious(rows: Row[], landed: Record<string, string>): Row[] {
  const keys = figureKeys(rows);
  return rows.map((row, index) => (landed[keys[index]] ? { ...row, previous: landed[keys[index]] } : row));
}

/** The figures of this run by name, to be kept as the landed ones. */
export function figuresOf(rows: Row[]): Record<string, string> {
  const keys = figureKeys(rows);
  return Object.fromEntries(rows.flatMap((row, index) => (row.value ? [[keys[index], row.value]] : [])));
}

export function table(rows: Row[]): string {
  const width = (key: keyof Row, title: string) =>
    Math.max(title.length, ...rows.map((row) => (row[key] ?? '').length));
  const withPrevious = rows.some((row) => row.previous !== undefined);
  const [a, b, c] = [width('figure', 'figure'), width('value', 'value'), width('target', 'target')];
  const p = withPrevious ? width('previous', 'landed') : 0;
  const line = (figure: string, value: string, previous: string, target: string) =>
    `${figure.padEnd(a)}  ${value.padStart(b)}  ${withPrevious ? `${previous.padStart(p)}  ` : ''}${target.padEnd(c)}`.trimEnd();
  return [
    line('figure', 'value', 'landed', 'target'),
    line('-'.repeat(a), '-'.repeat(b), '-'.repeat(p), '-'.repeat(c)),
    ...rows.map((row) =>
      row.value === '' ? row.figure : line(row.figure, row.value, row.previous ?? '', row.target ?? ''),
    ),
  ].join('\n');
}

export type Verdict = 'met' | 'not met' | 'not measured';

export const verdict = (ok: boolean | null): Verdict => (ok === null ? 'not measured' : ok ? 'met' : 'not met');
