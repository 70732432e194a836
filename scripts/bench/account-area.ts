/**
 * The account area under a large client (issue 15): one client with 100.000 requests and 1.000
 * monitorings, loaded into a database of its own (in-memory PGlite, the demo seed first), the
 * API in this process on its own port, each page's call timed one after the other as a user
 * would make them. The budget is 300 ms at p95 for every page; the exports are shown beside them.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '@portal/api/testing';
import { openDatabase } from '@portal/api/database';
import { seedDatabase } from '@portal/api/testing';
import { seedLargeClient } from '@portal/api/testing';
import { apiSignIn, type ApiSession } from './ordering.ts';
import { median, ms, percentile, sec, type Row } from './report.ts';

const REQUESTS = 100_000;
const MONITORINGS = 1_000;
const WARM_UP = 5;
const SAMPLES = 40;
export const ACCOUNT_AREA_BUDGET_MS = 300;

/** yyyy-mm of a date in Rome, `monthsBack` months before it. */
function romeMonth(monthsBack = 0): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  const index = year * 12 + (month - 1) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The calls behind each page, as its first screen and its usual filters make them. */
function pages(subjectName: string): Array<{ label: string; url: string; page: boolean }> {
  const year = { from: `${romeMonth(11)}-01`, to: new Date().toISOString().slice(0, 10) };
  const statistics = (groupBy: string) => `/api/statistics?from=${romeMonth(11)}&to=${romeMonth()}&groupBy=${groupBy}`;
  return [
    { label: 'request history, first page', url: '/api/requests/history', page: true },
    { label: 'request history, by subject', url: `/api/requests/history?search=${subjectName}`, page: true },
    {
      label: 'request history, status and a year',
      url: `/api/requests/history?status=ERROR&from=${year.from}&to=${year.to}`,
      page: true,
    },
    { label: 'request history, page 2.000 of 5.000', url: '/api/requests/history?page=2000', page: true },
    { label: "request history, the client's users", url: '/api/requests/history/users', page: true },
    { label: 'price list', url: '/api/ordering/price-list', page: true },
    { label: 'credit dashboard', url: '/api/credit/dashboard', page: true },
    { label: 'credit movements, first page', url: '/api/credit/movements', page: true },
    { label: 'billing months', url: '/api/billing/months', page: true },
    { label: 'billing detail of a month', url: `/api/billing/detail?month=${romeMonth(1)}`, page: true },
    { label: 'statistics, 12 months by service', url: statistics('service'), page: true },
    { label: 'statistics, 12 months by product', url: statistics('product'), page: true },
    { label: 'statistics, 12 months by user', url: statistics('user'), page: true },
    { label: 'portfolio, investigated subjects', url: '/api/portfolio/subjects', page: true },
    { label: 'portfolio, monitorings', url: '/api/portfolio/monitorings', page: true },
    { label: 'portfolio, renewals', url: '/api/portfolio/monitorings?expiring=true', page: true },
    { label: 'portfolio, alerts', url: '/api/portfolio/alerts', page: true },
    {
      label: 'export: a month of history as CSV',
      url: `/api/requests/history/export?format=csv&from=${romeMonth(1)}-01&to=${romeMonth(1)}-28`,
      page: false,
    },
  ];
}

async function time(apiUrl: string, session: ApiSession, url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${apiUrl}${url}`, { headers: session.headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return performance.now() - started;
}

export async function measureAccountArea(
  port: number,
  log: (line: string) => void,
): Promise<{
  rows: Row[];
  slowest: number;
}> {
  const db = await openDatabase({ memory: true });
  const app = await buildApp({ db, rateLimit: false });
  try {
    log('account area: demo seed');
    await seedDatabase(db);
    log(`account area: a client with ${REQUESTS} requests and ${MONITORINGS} monitorings`);
    const seeding = performance.now();
    const summary = await seedLargeClient(db, {
      tenantCode: 'alfa',
      login: 'admin',
      requests: REQUESTS,
      monitorings: MONITORINGS,
    });
    const seeded = (performance.now() - seeding) / 1000;
    await db.exec('ANALYZE');
    await app.listen({ host: '127.0.0.1', port });
    const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const session = await apiSignIn(apiUrl, 'admin');
    const [{ name }] = await db.query<{ name: string }>(
      `SELECT subject_name AS name FROM requests WHERE client_id = $1 AND subject_name IS NOT NULL LIMIT 1`,
      [summary.clientId],
    );
    const rows: Row[] = [
      {
        figure: `account area: client with ${summary.requests} requests, ${summary.monitorings} monitorings, ${summary.alerts} alerts (generated in)`,
        value: sec(seeded),
      },
    ];
    let slowest = 0;
    for (const { label, url, page } of pages(encodeURIComponent(name.split(' ')[0]))) {
      for (let run = 0; run < WARM_UP; run++) await time(apiUrl, session, url);
      const times: number[] = [];
      for (let run = 0; run < SAMPLES; run++) times.push(await time(apiUrl, session, url));
      const p95 = percentile(times, 95);
      if (page) slowest = Math.max(slowest, p95);
      rows.push({
        figure: `  ${label} (p50 ${ms(median(times))}; p95 of ${SAMPLES})`,
        value: ms(p95),
        target: page ? `< ${ACCOUNT_AREA_BUDGET_MS} ms` : undefined,
      });
    }
    return { rows, slowest };
  } finally {
    await app.close();
    await db.close();
  }
}
