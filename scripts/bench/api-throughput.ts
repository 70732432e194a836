/**
 * The API's throughput on the product's own searches (issue "performance budgets"): the
 * company search and the fields list at 50 connections with autocannon, against a bare Fastify
 * route in its own process measured in the same run, on whatever database the API runs on.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiSignIn } from '../lib/api-session.ts';
import { stopChild } from '../lib/platform.ts';
import { ms, type Row } from './report.ts';

const CONNECTIONS = 50;
const SECONDS = 10;

/** The goals of the issue, on this machine: requests per second at least, p99 at most. */
export const THROUGHPUT_TARGETS = {
  'company search': { rps: 500, p99: 100 },
  'fields list': { rps: 800, p99: 80 },
} as const;

const COMPANY_SEARCH = '/api/subjects/companies?search=S.R.L.&size=10';

/**
 * The loads; `fresh` asks for answers computed each time (Cache-Control: no-cache): the API
 * keeps the subject searches' answers (api/src/db/read-cache.ts), and the same search computed
 * on every request shows what one costs the database (no target: it is the cache's reason).
 */
export const THROUGHPUT_LOADS = [
  { name: 'company search', url: COMPANY_SEARCH, user: 'cliente', fresh: false },
  { name: 'company search, computed each time', url: COMPANY_SEARCH, user: 'cliente', fresh: true },
  { name: 'fields list', url: '/api/fields?page=0&size=20', user: 'gestore', fresh: false },
] as const;

export type LoadName = (typeof THROUGHPUT_LOADS)[number]['name'];
type TargetName = keyof typeof THROUGHPUT_TARGETS;
const targetOf = (name: LoadName) => THROUGHPUT_TARGETS[name as TargetName] as { rps: number; p99: number } | undefined;

export function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/**
 * 5 s of warm-up (plans, pools, the JIT's and PGlite's WebAssembly tiers: with 2 s, runs of the
 * same code differed by a third), then the measured run.
 */
async function measured(options: autocannon.Options): Promise<autocannon.Result> {
  await load({ ...options, connections: CONNECTIONS, duration: 5 });
  return load({ ...options, connections: CONNECTIONS, duration: SECONDS });
}

export const describeLoad = (result: autocannon.Result) =>
  `${Math.round(result.requests.average)} req/s, p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}` +
  (result.non2xx ? ` (${result.non2xx} non-2xx)` : '');

/**
 * One connection, one request at a time: the time a request takes with no queue. At 50
 * connections the rest of the latency is the queue (Little's law: 50 / throughput on average);
 * the throughput may pass 1000 / this time, the HTTP and database threads then working at once.
 */
async function serviceTime(options: autocannon.Options): Promise<number> {
  const result = await load({ ...options, connections: 1, duration: 5 });
  // autocannon keeps latencies in whole milliseconds (a 0.6 ms answer counts as 0): with one
  // connection, the run's time over its answers is the mean to the microsecond.
  return (result.duration * 1000) / result.requests.total;
}

/** The bare route's figures, from a Fastify process of its own on `port`. */
async function measureBare(port: number): Promise<autocannon.Result> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-fastify.ts');
  const child = fork(script, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, PORT: String(port) } });
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', reject);
    });
    return await measured({ url: `http://127.0.0.1:${port}/bare` });
  } finally {
    await stopChild(child);
  }
}

/** Rows of the API's searches beside the bare route; `results` for the verdicts. */
export async function measureThroughput(
  apiUrl: string,
  barePort: number,
  label: string,
): Promise<{ rows: Row[]; results: Record<LoadName, autocannon.Result> }> {
  const bare = await measureBare(barePort);
  const results = {} as Record<LoadName, autocannon.Result>;
  const alone = {} as Record<LoadName, number>;
  for (const { name, url, user, fresh } of THROUGHPUT_LOADS) {
    const session = await apiSignIn(apiUrl, user);
    const headers = fresh ? { ...session.headers, 'cache-control': 'no-cache' } : session.headers;
    const options = { url: `${apiUrl}${url}`, headers };
    results[name] = await measured(options);
    alone[name] = await serviceTime(options);
  }
  const rows: Row[] = [
    { figure: `API throughput, ${label}, ${CONNECTIONS} connections × ${SECONDS} s`, value: '' },
    { figure: '  bare Fastify route (own process)', value: describeLoad(bare) },
  ];
  for (const { name, url } of THROUGHPUT_LOADS) {
    const target = targetOf(name);
    rows.push(
      {
        figure: `  ${name} ${url.split('?')[0]}`,
        value: describeLoad(results[name]),
        ...(target ? { target: `≥ ${target.rps} req/s, p99 ≤ ${target.p99} ms` } : {}),
      },
      {
        figure: `    ratio to the bare route`,
        value: (results[name].requests.average / bare.requests.average).toFixed(3),
      },
      {
        figure: `    one request at a time (1 connection × 5 s), mean`,
        value: `${alone[name].toFixed(2)} ms`,
      },
    );
  }
  return { rows, results };
}

export const throughputMet = (name: TargetName, result: autocannon.Result | undefined) =>
  result === undefined
    ? null
    : result.requests.average >= THROUGHPUT_TARGETS[name].rps &&
      result.latency.p99 <= THROUGHPUT_TARGETS[name].p99 &&
      result.non2xx === 0;
