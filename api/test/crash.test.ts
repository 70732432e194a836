import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../src/db/seed-data.ts';
import { tempDir } from './helper.ts';

/**
 * Crash test (issue 18): the API is killed with SIGKILL while clients create requests (each a
 * debit, a movement, a request and an audit row in one transaction), then restarted on the
 * same data. Every write it acknowledged must be there, and nothing half-written: the credit
 * spent is exactly the price of the requests stored.
 */
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
  const child = run(['src/db/seed-cli.ts', dataDir]);
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

const signIn = async (port: number) =>
  (
    await api<{ accessToken: string }>(port, 'POST', '/api/auth/sign-in', undefined, {
      username: 'admin',
      password: DEMO_PASSWORD,
    })
  ).accessToken;

describe('crash during writes', () => {
  test('SIGKILL while requests are created: every acknowledged one survives, none is torn', async () => {
    const dataDir = await tempDir();
    await seed(dataDir);
    const port = await freePort();
    const first = await startApi(dataDir, port);
    const token = await signIn(port);
    const [product] = (
      await api<{ content: { id: number; productCode: string }[] }>(
        port,
        'GET',
        '/api/products?search=VIS001&size=5',
        token,
      )
    ).content.filter((each) => each.productCode === 'VIS001');
    const quote = await api<{ price: string; credit: string }>(
      port,
      'GET',
      `/api/requests/quote?productId=${product.id}`,
      token,
    );
    const cents = (amount: string) => Math.round(Number(amount) * 100);

    const acknowledged: number[] = [];
    let stop = false;
    const client = async (lane: number) => {
      for (let index = 0; !stop; index++) {
        try {
          const created = await api<{ idRichiesta: number }>(port, 'POST', '/api/requests', token, {
            productId: product.id,
            tipoSogg: 'PG',
            formParams: { CF_PIVA: `${String(lane).padStart(2, '0')}${String(index).padStart(9, '0')}` },
          });
          acknowledged.push(created.idRichiesta);
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = Array.from({ length: 6 }, (_, lane) => client(lane));
    // Kill once some writes are acknowledged and more are in flight.
    while (acknowledged.length < 15) await new Promise((resolve) => setTimeout(resolve, 20));
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
});
