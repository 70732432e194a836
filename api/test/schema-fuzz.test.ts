import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { buildTestApp, releaseHeaders, signIn, type Session } from './helper.ts';

/**
 * Schema fuzzing of every operation the API documents (issue 18): each gets generated bad
 * inputs in its path, its query and its body, sent by a caller who holds every permission
 * (so the inputs reach validation and the handlers), and must answer below 500, any 4xx in
 * the `{ error, message, context }` envelope. A new route is fuzzed without writing anything.
 */
interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header' }[];
  body: { properties: Record<string, unknown> } | null;
  deploy: boolean;
}

interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  security?: Record<string, unknown>[];
}

const MEGABYTE = 'x'.repeat(1024 * 1024);
/** Text that no route may store or must choke on. */
const BAD_TEXTS = [
  '',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  'x'.repeat(10 * 1024),
  '%',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
];
/** A value nested `levels` deep around `inner` (the text checks once stopped at 32 levels). */
const nested = (levels: number, inner: unknown): unknown =>
  Array.from({ length: levels }).reduce<unknown>((value, _, index) => (index % 2 ? [value] : { x: value }), inner);

/** Any JSON value of the wrong shape. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  -0.000001,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [[[[]]]],
  {},
  { nested: { deeper: ['x'] } },
  nested(40, 'a\u0000b'),
  nested(200, 1),
  'x'.repeat(256),
  'x'.repeat(17),
  '0000-01-01',
  '9999999999.99',
  '99999999999.99',
  ...BAD_TEXTS,
];
/** Path and query text, as sent on the wire (already percent-encoded where it must be). */
const BAD_PARAMS = [
  '3000000000',
  '9007199254740993',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%zz',
  '-1',
  '1.5',
  '1e400',
  '99999999999999999999',
  'x'.repeat(3000),
  '%2e%2e%2f',
  'null',
  'true',
  // Boundary dates and months (year 0000 was a 500 in every day and month filter).
  '0000-01-01',
  '0000-01',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '2026-02-30',
  // Amounts at and past what a numeric(12,2) holds.
  '9999999999.99',
  '99999999999.999',
];

/** Values fast-check draws for every property, the same ones at each run (fixed seed). */
const DRAWN = fc.sample(
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.object({ maxDepth: 2 }),
    fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 4 }),
  ),
  { seed: 20261124, numRuns: 12 },
);

function operations(spec: OpenApi): Operation[] {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .filter(() => path !== '/api/ws')
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema
          ? { properties: operation.requestBody.content['application/json'].schema.properties ?? {} }
          : null,
        deploy: (operation.security ?? []).some((entry) => 'deployToken' in entry),
      })),
  );
}

/** A URL with every path parameter set to `value` (or to '1'), and a query. */
function url(operation: Operation, pathValue: string, query = ''): string {
  const path = operation.path.replace(/\{[^}]+\}/g, pathValue);
  return query ? `${path}?${query}` : path;
}

/** Every bad request of one operation. */
function badRequests(operation: Operation): InjectOptions[] {
  const requests: InjectOptions[] = [];
  const method = operation.method as InjectOptions['method'];
  const hasPath = operation.path.includes('{');
  if (hasPath) for (const value of BAD_PARAMS) requests.push({ method, url: url(operation, value) });
  for (const parameter of operation.parameters.filter((each) => each.in === 'query')) {
    for (const value of BAD_PARAMS) requests.push({ method, url: url(operation, '1', `${parameter.name}=${value}`) });
    requests.push({ method, url: url(operation, '1', `${parameter.name}=1&${parameter.name}=2`) });
  }
  if (!operation.body) return requests;
  const json = (payload: string, contentType = 'application/json') => ({
    method,
    url: url(operation, '1'),
    headers: { 'content-type': contentType },
    payload,
  });
  for (const body of [
    'null',
    '[]',
    '"x"',
    '1',
    '{',
    '{"a":',
    '\u0000',
    '{"__proto__":{"admin":true}}',
    `"${MEGABYTE}"`,
  ]) {
    requests.push(json(body));
  }
  requests.push(json('{}', 'text/plain'), json('<x/>', 'application/xml'), json('{}', 'multipart/form-data'));
  const properties = Object.keys(operation.body.properties);
  requests.push(json(JSON.stringify({ unexpected: 1 })));
  for (const property of properties) {
    for (const value of [...BAD_VALUES, ...DRAWN]) requests.push(json(JSON.stringify({ [property]: value })));
  }
  // Every property bad at once, each with its own drawn value.
  for (const [index, value] of DRAWN.entries()) {
    requests.push(
      json(
        JSON.stringify(
          Object.fromEntries(
            properties.map((property) => [property, index % 2 ? value : BAD_TEXTS[index % BAD_TEXTS.length]]),
          ),
        ),
      ),
    );
  }
  return requests;
}

let app: FastifyInstance;
let admin: Session;
before(async () => {
  app = await buildTestApp();
  admin = await signIn(app, 'admin');
});

describe('schema fuzzing of every documented operation', () => {
  test('no bad input gets a 5xx, every 4xx has the envelope', async () => {
    const spec = app.swagger() as unknown as OpenApi;
    const all = operations(spec);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of all) {
      const auth = operation.deploy ? releaseHeaders('remote-admin') : admin.headers;
      for (const request of badRequests(operation)) {
        sent += 1;
        const response = await app.inject({ ...request, headers: { ...auth, ...(request.headers as object) } });
        const what = `${request.method} ${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 80)}`;
        if (response.statusCode >= 500) {
          failures.push(`${response.statusCode} ${what}: ${response.body.slice(0, 200)}`);
          continue;
        }
        if (response.statusCode < 400) continue;
        let body: { error?: unknown; message?: unknown } | null = null;
        try {
          body = response.json();
        } catch {
          body = null;
        }
        if (body?.error !== true || typeof body.message !== 'string' || body.message === '') {
          failures.push(`${response.statusCode} without the envelope: ${what}: ${response.body.slice(0, 200)}`);
        }
      }
    }
    assert.deepEqual(
      failures.slice(0, Number(process.env.FUZZ_SHOW ?? 20)),
      [],
      `${failures.length} failures of ${sent} requests`,
    );
    assert.ok(all.length > 90, `operations fuzzed: ${all.length}`);
    // The figures for the note: operations, requests.
    console.log(`schema fuzzing: ${all.length} operations, ${sent} requests, 0 answers of 5xx`);
  });
});
