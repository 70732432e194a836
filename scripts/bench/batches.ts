/**
 * Batch requests by spreadsheet (issue 13): a 1.000-row xlsx checked end to end on the server
 * (upload, parse, every row by the form's rules, until the check is loaded) and submitted as one
 * batch, against an API in this process on a fresh in-memory database (the demo seed); the peak memory of the
 * process is read from the kernel around them.
 */
import type { AddressInfo } from 'node:net';
import * as XLSX from '@e965/xlsx';
import { buildApp } from '@portal/api/testing';
import { openDatabase } from '@portal/api/database';
import { makePartitaIva } from '@portal/api/demo-data';
import { readSheet, sheetLimitsFor } from '@portal/api/sheets';
import { apiSignIn, type ApiSession } from '../lib/api-session.ts';
import { ms, type Row } from './report.ts';

const ROWS = 1000;
export const BATCH_TARGETS = { checkMs: 3000, submitMs: 5000 };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function call<T>(apiUrl: string, session: ApiSession, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${url}`, {
    method,
    headers:
      body instanceof FormData
        ? { authorization: session.headers.authorization, tenantid: session.headers.tenantid }
        : session.headers,
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  const type = response.headers.get('content-type') ?? '';
  return (
    type.includes('json') ? ((await response.json()) as { context: T }).context : await response.arrayBuffer()
  ) as T;
}

export async function measureBatches(
  port: number,
  log: (line: string) => void,
): Promise<{ rows: Row[]; checkMs: number; submitMs: number }> {
  const db = await openDatabase({ memory: true });
  const app = await buildApp({ db, rateLimit: false });
  try {
    // buildApp seeded it.
    await app.listen({ host: '127.0.0.1', port });
    const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const session = await apiSignIn(apiUrl, 'admin');
    const [product] = await db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN tenants t ON t.id = p.tenant_id WHERE t.code = 'alfa' AND p.product_code = 'VIS010'`,
    );
    await db.query(
      `UPDATE clients c SET credit = 1000000 FROM users u JOIN tenants t ON t.id = u.tenant_id
        WHERE t.code = 'alfa' AND u.login = 'admin' AND c.id = u.client_id`,
    );
    const query = `productId=${product.id}&subjectType=PG`;
    const template = await call<ArrayBuffer>(apiUrl, session, 'GET', `/api/requests/massive/template?${query}`);
    const { headers } = readSheet('esempio.xlsx', new Uint8Array(template), sheetLimitsFor(100));
    const codeColumn = headers.indexOf('Codice fiscale o partita IVA');
    const sheet = XLSX.utils.aoa_to_sheet([
      headers,
      ...Array.from({ length: ROWS }, (_, index) =>
        headers.map((_, column) => (column === codeColumn ? makePartitaIva(6_000_000 + index, 15) : '')),
      ),
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Richieste');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    log(`batches: check of a ${ROWS}-row xlsx`);
    // The process's memory sampled while the file is checked and submitted (the peak of those).
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(file)]), 'mille.xlsx');
    let check = await call<{ id: string; state: string; blocking: number }>(
      apiUrl,
      session,
      'POST',
      `/api/requests/massive/check?${query}`,
      body,
    );
    while (check.state === 'staging') {
      await new Promise((resolve) => setTimeout(resolve, 10));
      check = await call(apiUrl, session, 'GET', `/api/requests/massive/check/${check.id}`);
    }
    const checkMs = performance.now() - started;
    if (check.state !== 'loaded' || check.blocking > 0)
      throw new Error(`check ended ${check.state}, ${check.blocking} blocking`);

    log(`batches: submit of ${ROWS} rows`);
    const submitting = performance.now();
    const { idLotto } = await call<{ idLotto: number }>(apiUrl, session, 'POST', '/api/requests/massive', {
      checkId: check.id,
    });
    const submitMs = performance.now() - submitting;
    const afterSubmit = peak;

    // Past BATCH_DIRECT_ZIP_MAX subjects the zip is an archive prepared in the background: asked
    // for, waited on (the page's bell would say it is ready), then downloaded.
    log(`batches: the archive of ${ROWS} reports and the summary`);
    const zipping = performance.now();
    await call(apiUrl, session, 'POST', `/api/requests/massive/${idLotto}/archive`);
    let archive: { state: string; error: string | null } | null = null;
    while (archive?.state !== 'READY') {
      if (archive?.state === 'FAILED') throw new Error(`archive failed: ${archive.error}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      archive = await call(apiUrl, session, 'GET', `/api/requests/massive/${idLotto}/archive`);
    }
    const zip = await call<ArrayBuffer>(apiUrl, session, 'GET', `/api/requests/massive/${idLotto}/archive.zip`);
    const zipMs = performance.now() - zipping;
    clearInterval(sampler);
    return {
      checkMs,
      submitMs,
      rows: [
        {
          figure: `batch: check of a ${ROWS}-row xlsx (${(file.length / 1024).toFixed(0)} KB), upload to loaded`,
          value: ms(checkMs),
          target: `≤ ${BATCH_TARGETS.checkMs} ms`,
        },
        {
          figure: `batch: submit of ${ROWS} rows (one transaction)`,
          value: ms(submitMs),
          target: `≤ ${BATCH_TARGETS.submitMs} ms`,
        },
        {
          figure: `  memory of the process (API and in-memory PGlite in it): before / peak during check and submit`,
          value: `${mb(before)} / ${mb(afterSubmit)}`,
        },
        {
          figure: `batch: the archive of ${ROWS} reports and the summary, asked to downloaded (PDFs drawn in the worker threads, in the background) / its size`,
          value: `${ms(zipMs)} / ${mb(zip.byteLength)}`,
        },
        {
          figure: `  memory of the process: peak while the archive is made`,
          value: mb(peak),
        },
      ],
    };
  } finally {
    await app.close();
    await db.close();
  }
}
