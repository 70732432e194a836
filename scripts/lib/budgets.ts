/**
 * The size budgets (`perf-budgets.json`, reviewed like code): gzip KB of the JS each first
 * route loads and of each remote's `remoteEntry.js`. `npm test` fails past them (e2e
 * `budgets.test.ts`); the bench prints them beside the figures.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT, type RemoteApp } from './layout.ts';

export const BUDGETS_FILE = path.join(REPO_ROOT, 'perf-budgets.json');

export interface Budgets {
  /** Route (`/sign-in`, `/portal`, a remote's first route) → KB. */
  routes: Record<string, number>;
  remoteEntry: Record<RemoteApp, number>;
}

export async function readBudgets(file = BUDGETS_FILE): Promise<Budgets> {
  const { routes, remoteEntry } = JSON.parse(await readFile(file, 'utf8')) as Budgets;
  return { routes, remoteEntry };
}

/** gzip -9 bytes of a built remote's `remoteEntry.js`. */
export async function remoteEntryBytes(distDir: string): Promise<number> {
  return gzipSync(await readFile(path.join(distDir, 'remoteEntry.js')), { level: 9 }).length;
}

export interface Measured {
  routes: Record<string, number>;
  remoteEntry: Partial<Record<RemoteApp, number>>;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Every figure past its budget, or measured without one, in words; empty when all fit. */
export function budgetViolations(measured: Measured, budgets: Budgets): string[] {
  const problems: string[] = [];
  const check = (kind: string, name: string, bytes: number, budget: number | undefined) => {
    if (budget === undefined) problems.push(`${kind} ${name}: ${kb(bytes)} KB misurati, nessun budget`);
    else if (bytes > budget * 1024) problems.push(`${kind} ${name}: ${kb(bytes)} KB oltre il budget di ${budget} KB`);
  };
  for (const [route, bytes] of Object.entries(measured.routes)) check('percorso', route, bytes, budgets.routes[route]);
  for (const [app, bytes] of Object.entries(measured.remoteEntry)) {
    check('remoteEntry.js di', app, bytes!, budgets.remoteEntry[app as RemoteApp]);
  }
  return problems;
}
