import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, DEMO_PASSWORD, signIn, type Session } from './helper.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';

let app: FastifyInstance;
let customer: Session;
before(async () => {
  app = await buildTestApp({ metricsToken: METRICS_TOKEN });
  customer = await signIn(app, 'cliente');
});

const scrape = async (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers });

/** The value of one series, e.g. `http_request_duration_seconds_count{route="/api/me",...}`. */
function series(text: string, name: string, labels: Record<string, string>): number | null {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((label) => line.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

describe('GET /metrics (Prometheus)', () => {
  test('a route called a few times has its histogram: count, sum and the buckets, labelled by route pattern', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await app.inject({ method: 'GET', url: '/api/me', headers: customer.headers });
      assert.equal(answer.statusCode, 200);
    }
    await app.inject({ method: 'GET', url: '/api/tenants/beta' });
    const response = await scrape();
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const me = { route: '/api/me', method: 'GET', status_code: '200' };
    assert.ok((series(text, 'http_request_duration_seconds_count', me) ?? 0) >= 3);
    assert.ok((series(text, 'http_request_duration_seconds_bucket', { ...me, le: '+Inf' }) ?? 0) >= 3);
    assert.ok((series(text, 'http_request_duration_seconds_sum', me) ?? -1) > 0);
    // The pattern, not the URL: one series for every id.
    assert.ok(text.includes('route="/api/tenants/:name"'), 'the path parameter stays a pattern');
    assert.ok(!text.includes('route="/api/tenants/beta"'), 'no value of a parameter in any label');
  });

  test('the database, the event loop, the load, the queues, the sockets and the process are all there', async () => {
    const text = (await scrape()).body;
    assert.ok((series(text, 'db_query_duration_seconds_count', { statement: 'query' }) ?? 0) > 0);
    for (const name of [
      'db_query_duration_seconds_bucket',
      'nodejs_eventloop_lag_seconds',
      'http_requests_in_flight',
      'http_requests_refused_total',
      'live_sockets_open',
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ]) {
      assert.ok(text.includes(`\n${name}`), `${name} is exported`);
    }
    assert.equal(series(text, 'worker_queue_jobs', { pool: 'batch-files', state: 'waiting' }), 0);
    assert.equal(series(text, 'worker_queue_jobs', { pool: 'report-pdfs', state: 'running' }), 0);
    // The request asking for the metrics is the one in flight.
    assert.equal(series(text, 'http_requests_in_flight', {}), 1);
  });

  test('the requests refused for overload are counted', async () => {
    const small = await buildTestApp({ maxInFlight: 1 });
    // Sign-ins take a while (the password hash): of three at once, one is served.
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        small.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { username: 'cliente', password: DEMO_PASSWORD },
        }),
      ),
    );
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 503, 503]);
    const text = (await small.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    assert.equal(series(text, 'http_requests_refused_total', {}), 2);
    assert.equal(
      series(text, 'http_request_duration_seconds_count', { route: '/api/auth/sign-in', status_code: '503' }),
      2,
    );
  });

  test('only the loopback reads without the token; a wrong token is refused', async () => {
    const outside = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    assert.equal(outside.statusCode, 403);
    assert.equal(outside.json().error, true);
    // Through the local proxy, the caller is the address it forwards, not the loopback.
    const proxied = await scrape({ 'x-forwarded-for': '203.0.113.9' });
    assert.equal(proxied.statusCode, 403);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer nope' },
    });
    assert.equal(wrong.statusCode, 401);
    const right = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    assert.equal(right.statusCode, 200);
  });
});
