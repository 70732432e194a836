/**
 * Scale-out (issue "deployment and scale-out"): the API on PostgreSQL behind nginx, with one and
 * then two instances, under the same load in one run (their ratio); and how long a remote takes
 * to come back once its server process is started again (process start → its slot rendered).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Browser } from 'playwright-core';
import { DEFAULT_PORTS, type Ports } from '../lib/layout.ts';
import { startApi, stopChild, waitForHealth, type Platform } from '../lib/platform.ts';
import { startNginx } from '../lib/nginx.ts';
import { startPostgres } from '../lib/postgres.ts';
import { apiSignIn } from '../lib/api-session.ts';
import { median, ms, type Row } from './report.ts';
import { THROUGHPUT_TARGETS, throughputMet } from './api-throughput.ts';
import { openPage, signIn } from './browser.ts';

const SECONDS = 10;
const CONNECTIONS = 50;
const RECOVERIES = 5;

const LOADS = [
  { name: 'company search', url: '/api/subjects/companies?search=S.R.L.&size=10', user: 'cliente' },
  { name: 'fields list', url: '/api/fields?page=0&size=20', user: 'gestore' },
] as const;

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** N API instances on the database behind nginx on `port`; stop() ends them. */
async function apiBehindNginx(instances: number, port: number, databaseUrl: string, dataDir: string) {
  const ports: Ports = { ...DEFAULT_PORTS, api: port };
  const env = { RATE_LIMIT_MAX: '10000000', LOG_LEVEL: 'warn', MAX_IN_FLIGHT: '0' };
  const children: ChildProcess[] = [];
  for (let index = 1; index <= instances; index++) {
    const child = startApi({ dataDir, bind: '127.0.0.1', ports, port: port + index, databaseUrl, env });
    children.push(child);
    await waitForHealth(`http://127.0.0.1:${port + index}`, child);
  }
  const upstreams = children.map((_, index) => `127.0.0.1:${port + 1 + index}`);
  const nginx = await startNginx({ port, upstreams });
  return {
    url: nginx.url,
    async stop() {
      await nginx.stop();
      await Promise.all(children.map((child) => stopChild(child)));
    },
  };
}

/** Per load, its results with 1 and with 2 instances. */
export type InstanceResults = Record<number, Record<(typeof LOADS)[number]['name'], autocannon.Result>>;

/**
 * Throughput and p99 of each load with 1, then 2 instances, and the ratio 2 / 1. The issue asks
 * PostgreSQL for at least PGlite's goals, with one instance and with two.
 */
export async function measureInstances(
  port: number,
  log: (line: string) => void,
): Promise<{ rows: Row[]; results: InstanceResults }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-scale-'));
  // Its own folder under the temp root: the server's user must reach it (mkdtemp makes 0700 ones).
  const postgresDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-postgres-'));
  const postgres = await startPostgres({ dataDir: postgresDir, port: port + 40 });
  const results = {} as InstanceResults;
  try {
    for (const instances of [1, 2]) {
      log(`${instances} API instance(s) behind nginx on PostgreSQL`);
      const api = await apiBehindNginx(instances, port, postgres.url, dataDir);
      try {
        results[instances] = {} as InstanceResults[number];
        for (const { name, url, user } of LOADS) {
          const session = await apiSignIn(api.url, user);
          const options = { url: `${api.url}${url}`, headers: session.headers, connections: CONNECTIONS };
          await load({ ...options, duration: 2 }); // warm-up: plans, pools, JIT
          results[instances][name] = await load({ ...options, duration: SECONDS });
        }
      } finally {
        await api.stop();
      }
    }
  } finally {
    await postgres.stop();
    for (const dir of [dataDir, postgresDir]) await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
  const rows = LOADS.flatMap(({ name, url }) => {
    const [one, two] = [results[1][name], results[2][name]];
    const { rps, p99 } = THROUGHPUT_TARGETS[name];
    const target = `≥ ${rps} req/s, p99 ≤ ${p99} ms`;
    const figure = (result: autocannon.Result) =>
      `${Math.round(result.requests.average)} req/s, p99 ${ms(result.latency.p99)}` +
      (result.non2xx ? ` (${result.non2xx} non-2xx)` : '');
    return [
      {
        figure: `${name} ${url.split('?')[0]}, ${CONNECTIONS} connections × ${SECONDS} s, PostgreSQL + nginx`,
        value: '',
      },
      { figure: '  1 instance', value: figure(one), target },
      { figure: '  2 instances', value: figure(two), target },
      {
        figure: '  ratio 2 / 1 (throughput; 2 cores here)',
        value: (two.requests.average / one.requests.average).toFixed(2),
      },
    ];
  });
  return { rows, results };
}

/** The verdict lines of the scale-out figures: each load's goals, with one and with two instances. */
export function instanceVerdicts(results: InstanceResults | null, verdict: (met: boolean | null) => string): string[] {
  return LOADS.flatMap(({ name }) =>
    [1, 2].map((instances) => {
      const { rps, p99 } = THROUGHPUT_TARGETS[name];
      const met = throughputMet(name, results?.[instances]?.[name]);
      return `target ${name} ≥ ${rps} req/s with p99 ≤ ${p99} ms (PostgreSQL, ${instances} instance${instances > 1 ? 's' : ''}): ${verdict(met)}`;
    }),
  );
}

/** The median time from a remote's server process starting to its slot rendered by 'Riprova'. */
export async function measureRemoteRecovery(browser: Browser, platform: Platform): Promise<Row[]> {
  const { context, page } = await openPage(browser, platform.urls.host);
  const times: number[] = [];
  try {
    await page.goto('/sign-in');
    await signIn(page, 'admin');
    await page.getByText('Benvenuto').first().waitFor({ timeout: 30_000 });
    for (let run = 0; run < RECOVERIES; run++) {
      await platform.stopRemote('remote-admin');
      await page.goto('/fields');
      await page.getByText(/non è al momento disponibile/).waitFor({ timeout: 30_000 });
      const started = performance.now();
      await platform.startRemote('remote-admin');
      await page.getByRole('button', { name: 'Riprova' }).click();
      await page.getByRole('heading', { name: 'Campi' }).waitFor({ timeout: 30_000 });
      times.push(performance.now() - started);
    }
  } finally {
    await context.close();
  }
  return [
    {
      figure: `remote back after its server restarts: process start → slot rendered (median of ${RECOVERIES}; min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))})`,
      value: ms(median(times)),
    },
  ];
}
