import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../src/seed/data.ts';
import { makePartitaIva } from '../src/italian/partita-iva.ts';
import { anchorCompany } from '../src/seed/subjects.ts';
import { tempDir } from './helper.ts';

/**
 * Crash test (issue 18): the API is killed with SIGKILL while clients create requests (each a
 * debit, a movement, a request and an audit row in one transaction), then restarted on the
 * same data. Every write it acknowledged must be there, and nothing half-written: the credit
 * spent is exactly the price of the requests stored.
 */
/** Where in a batch submit the API is killed: its transaction is the last part of it. */
const KILL_AT = Number(process.env.CRASH_KILL_AT ?? 0.85);
const API_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];
after(() => children.forEach((child) => child.kill('SIGKILL')));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function seed(dataDir: string) {
  const child = run(['src/seed/cli.ts', dataDir]);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(code, 0, 'seeded');
}

async function startApi(dataDir: string, port: number): Promise<ChildProcess> {
  const child = run(['src/server.ts'], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'crash-test-secret-0123456789abcdef0123456789',
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'error',
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not start');
}

async function api<T>(port: number, method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}`, tenantid: 'alfa' } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { error: boolean; message: string; context: T };
  if (!response.ok) throw Object.assign(new Error(answer.message), { status: response.status });
  return answer.context;
}

const signIn = async (port: number, username = 'admin') =>
  (
    await api<{ accessToken: string }>(port, 'POST', '/api/auth/sign-in', undefined, {
      username,
      password: DEMO_PASSWORD,
    })
  ).accessToken;

/** The seed's product of that code, as the catalogue lists it. */
async function productByCode(port: number, token: string, code: string): Promise<{ id: number; productCode: string }> {
  const page = await api<{ content: { id: number; productCode: string }[] }>(
    port,
    'GET',
    `/api/products?search=${code}&size=5`,
    token,
  );
  return page.content.find((each) => each.productCode === code)!;
}

describe('crash during writes', () => {
  test('SIGKILL while requests are created: every acknowledged one survives, none is torn', async () => {
    const dataDir = await tempDir();
    await seed(dataDir);
    const port = await freePort();
    const first = await startApi(dataDir, port);
    const token = await signIn(port);
    const product = await productByCode(port, token, 'VIS001');
    const quote = await api<{ price: string; credit: string }>(
      port,
      'GET',
      `/api/requests/quote?productId=${product.id}`,
      token,
    );
    const cents = (amount: string) => Math.round(Number(amount) * 100);

    const acknowledged: number[] = [];
    let stop = false;
    let alive = 6;
    const client = async () => {
      while (!stop) {
        try {
          const created = await api<{ idRichiesta: number }>(port, 'POST', '/api/requests', token, {
            productId: product.id,
            tipoSogg: 'PG',
            // A company of the registry (the server finds the subject the code names).
            formParams: { CF_PIVA: anchorCompany('alfa').partitaIva },
          });
          acknowledged.push(created.idRichiesta);
        } catch {
          alive -= 1;
          return; // the server is gone
        }
      }
    };
    const clients = Array.from({ length: 6 }, () => client());
    // Kill once some writes are acknowledged and more are in flight.
    while (acknowledged.length < 15) {
      if (alive === 0) assert.fail(`the clients stopped after ${acknowledged.length} requests, before the kill`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.kill('SIGKILL');
    stop = true;
    await Promise.all(clients);
    if (first.exitCode === null && first.signalCode === null) await once(first, 'exit');

    await startApi(dataDir, port);
    const again = await signIn(port);
    const stored = await api<{ content: { id: number; price: string }[]; totalElements: number }>(
      port,
      'GET',
      '/api/requests?size=100',
      again,
    );
    const ids = new Set(stored.content.map((request) => request.id));
    const lost = acknowledged.filter((id) => !ids.has(id));
    assert.deepEqual(lost, [], `acknowledged ${acknowledged.length}, stored ${stored.totalElements}`);
    const after = await api<{ credit: string }>(port, 'GET', `/api/requests/quote?productId=${product.id}`, again);
    const spent = stored.content.reduce((sum, request) => sum + cents(request.price), 0);
    assert.equal(cents(quote.credit) - cents(after.credit), spent, 'the credit moved by exactly the requests stored');
    console.log(`crash test: ${acknowledged.length} acknowledged, ${stored.totalElements} stored, 0 lost`);
  });

  test('SIGKILL during the submit of a 1.000-row batch: after the restart the whole batch or nothing', async () => {
    const dataDir = await tempDir();
    await seed(dataDir);
    const port = await freePort();
    const first = await startApi(dataDir, port);
    const token = await signIn(port);
    const product = await productByCode(port, token, 'VIS010');
    const rows = Array.from({ length: 1000 }, (_, index) => makePartitaIva(5_000_000 + index, 15));
    // Two batches of a thousand visure need more than the demo credit: a top-up, confirmed by the back office.
    const topUp = await api<{ id: number }>(port, 'POST', '/api/credit/top-ups', token, { amount: '20000.00' });
    await api(port, 'POST', `/api/back-office/top-ups/${topUp.id}/confirm`, await signIn(port, 'gestore'), {});

    /** A checked file of the thousand rows, ready to submit. */
    const checkedFile = async (): Promise<string> => {
      const body = new FormData();
      body.append('file', new Blob([['Codice fiscale o partita IVA', ...rows].join('\n')]), 'mille.csv');
      const response = await fetch(
        `http://127.0.0.1:${port}/api/requests/massive/check?productId=${product.id}&subjectType=PG`,
        { method: 'POST', headers: { authorization: `Bearer ${token}`, tenantid: 'alfa' }, body },
      );
      const { id } = ((await response.json()) as { context: { id: string } }).context;
      for (;;) {
        const check = await api<{ state: string; blocking: number }>(
          port,
          'GET',
          `/api/requests/massive/check/${id}`,
          token,
        );
        if (check.state === 'loaded') {
          assert.equal(check.blocking, 0);
          return id;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const state = async (bearer: string) => ({
      requests: (await api<{ totalElements: number }>(port, 'GET', '/api/requests?size=1', bearer)).totalElements,
      credit: (await api<{ credit: string }>(port, 'GET', `/api/requests/quote?productId=${product.id}`, bearer))
        .credit,
    });
    const cents = (amount: string) => Math.round(Number(amount) * 100);

    // A batch tells how long a submit takes; the next is killed late in it, in its transaction.
    const measured = await checkedFile();
    const started = Date.now();
    const created = await api<{ total: string }>(port, 'POST', '/api/requests/massive', token, { checkId: measured });
    const duration = Date.now() - started;
    const checkId = await checkedFile();
    const before = await state(token);
    const submit = api(port, 'POST', '/api/requests/massive', token, { checkId }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, duration * KILL_AT));
    first.kill('SIGKILL');
    await submit;
    if (first.exitCode === null && first.signalCode === null) await once(first, 'exit');

    await startApi(dataDir, port);
    const again = await signIn(port);
    const after = await state(again);
    const written = after.requests - before.requests;
    assert.ok(written === 0 || written === 1000, `${written} requests of the batch: all or nothing`);
    assert.equal(cents(before.credit) - cents(after.credit), written === 0 ? 0 : cents(created.total));
    console.log(
      `crash test: submit of 1.000 rows (${duration} ms) killed after ${Math.round(duration * KILL_AT)} ms: ${written} written`,
    );
  });
});
