/**
 * Hostile work against one API process (Hardening II, issue 43): while one customer uploads three
 * maximum-size hostile spreadsheets at once (the probe's 4.8 MB CSV of 16,384 columns), the
 * stored-entry zip bomb (150 MB inflated), and a manager saves a SQL option whose text grows without bound, another
 * user's `GET /api/me` is timed, and the API's resident memory is read from the kernel. Each
 * hostile call's time to its answer is the time to refuse it. The API is a child process on a
 * fresh PGlite folder, as `npm start` runs it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { storedEntryBomb } from '../../api/test/zip-support.ts';
import { apiSignIn, type ApiSession } from '../lib/api-session.ts';
import { startApi, stopChild, waitForHealth } from '../lib/platform.ts';
import { mb, ms, percentile, residentBytes as rssOf, type Row } from './report.ts';

export const HOSTILE_TARGETS = { meP99Ms: 200, rssGrowthMb: 300 };

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The probe's CSV: 16,384 empty columns on 290 rows, 4.8 MB, within the file's size limit. */
const wideCsv = () => utf8(Array.from({ length: 290 }, () => ';'.repeat(16_383)).join('\n'));

/** The probe's SQL option: replace() nested until the text is a gigabyte. */
const HOSTILE_SQL = `SELECT ${'replace('.repeat(9)}descrizione${", 'a', 'aaaaaaaaaa')".repeat(9)} FROM comuni`;

async function timed(request: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

export async function measureHostile(
  port: number,
  log: (line: string) => void,
): Promise<{ rows: Row[]; meP99Ms: number; rssGrowthBytes: number }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-hostile-'));
  const ports = {
    api: port,
    host: port + 1,
    remotes: { 'remote-customer': port + 2, 'remote-admin': port + 3, 'remote-permissions': port + 4 },
  };
  const api = startApi({
    dataDir,
    bind: '127.0.0.1',
    ports,
    env: { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' },
  });
  const apiUrl = `http://127.0.0.1:${port}`;
  try {
    log('hostile work: API on a fresh PGlite folder');
    await waitForHealth(apiUrl, api, 180_000);
    const [customer, manager, other] = await Promise.all([
      apiSignIn(apiUrl, 'admin'),
      apiSignIn(apiUrl, 'gestore'),
      apiSignIn(apiUrl, 'sicurezza'),
    ]);
    const products = (await (
      await fetch(`${apiUrl}/api/products?search=VIS010&size=5`, { headers: manager.headers })
    ).json()) as { context: { content: Array<{ id: number; productCode: string }> } };
    const productId = products.context.content.find((product) => product.productCode === 'VIS010')?.id ?? 1;

    const me = (session: ApiSession) => timed(() => fetch(`${apiUrl}/api/me`, { headers: session.headers }));
    const upload = (session: ApiSession, fileName: string, data: Uint8Array) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), fileName);
      return timed(() =>
        fetch(`${apiUrl}/api/requests/massive/check?productId=${productId}&subjectType=PG`, {
          method: 'POST',
          headers: { authorization: session.headers.authorization, tenantid: session.headers.tenantid },
          body: form,
        }),
      );
    };
    const sqlOption = () =>
      timed(() =>
        fetch(`${apiUrl}/api/field`, {
          method: 'POST',
          headers: manager.headers,
          body: JSON.stringify({
            fieldCode: `OSTILE_${Date.now()}`,
            name: 'Opzioni ostili',
            description: 'Campo con opzioni da SQL',
            type: 'SELECT',
            sqlOptions: HOSTILE_SQL,
            icon: 'mat_outline:list',
          }),
        }),
      );

    // Quiet: another user's calls alone.
    for (let index = 0; index < 20; index++) await me(other);
    const quiet: number[] = [];
    for (let index = 0; index < 200; index++) quiet.push((await me(other)).ms);
    const rssBefore = rssOf(api.pid!);

    log('hostile work: 3 wide CSVs, the stored-entry bomb and a growing SQL option, with /api/me beside them');
    const csv = wideCsv();
    const bomb = storedEntryBomb(150 * 1024 * 1024);
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(api.pid!))), 50);
    let busy = true;
    const during: number[] = [];
    const beside = (async () => {
      while (busy || during.length < 100) during.push((await me(other)).ms);
    })();
    const hostile = await Promise.all([
      upload(customer, 'colonne-1.csv', csv),
      upload(customer, 'colonne-2.csv', csv),
      upload(customer, 'colonne-3.csv', csv),
      upload(customer, 'nascosto.xlsx', bomb),
      sqlOption(),
    ]);
    busy = false;
    await beside;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(api.pid!));

    const [csv1, csv2, csv3, bombAnswer, sqlAnswer] = hostile;
    const rows: Row[] = [
      { figure: 'hostile work against one API (PGlite)', value: '' },
      {
        figure: '  GET /api/me of another user, quiet (p50 / p99)',
        value: `${ms(percentile(quiet, 50))} / ${ms(percentile(quiet, 99))}`,
      },
      {
        figure: '  GET /api/me of another user, during the hostile work (p50 / p99)',
        value: `${ms(percentile(during, 50))} / ${ms(percentile(during, 99))}`,
        target: `p99 < ${HOSTILE_TARGETS.meP99Ms} ms`,
      },
      {
        figure: "  the API's RSS growth during it",
        value: `${mb(peak - rssBefore)} (${mb(rssBefore)} → ${mb(peak)})`,
        target: `< ${HOSTILE_TARGETS.rssGrowthMb} MB`,
      },
      {
        figure: '  3 CSVs of 16,384 columns at once, refused in (slowest)',
        value: `${ms(Math.max(csv1.ms, csv2.ms, csv3.ms))} (${[csv1, csv2, csv3].map((answer) => answer.status).join(', ')})`,
      },
      { figure: '  the stored-entry bomb, refused in', value: `${ms(bombAnswer.ms)} (${bombAnswer.status})` },
      { figure: '  the growing SQL option, refused in', value: `${ms(sqlAnswer.ms)} (${sqlAnswer.status})` },
    ];
    return { rows, meP99Ms: percentile(during, 99), rssGrowthBytes: peak - rssBefore };
  } finally {
    await stopChild(api);
    await rm(dataDir, { recursive: true, force: true });
  }
}
