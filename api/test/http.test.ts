import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { buildTestApp, REMOTE_TOKENS, signIn, testDb } from './helper.ts';

const INTERNAL = 'Si è verificato un errore interno. Riprova più tardi.';

describe('envelope and errors', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({
      extraRoutes: [
        async (instance) => {
          instance.get('/api/test/broken', { config: { access: 'public' } }, async () => {
            await instance.db.query('SELECT secret_column FROM table_that_does_not_exist');
            return { error: false, message: null, context: null };
          });
        },
      ],
    });
  });

  test('success answers use the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { error: false, message: null, context: { status: 'ok' } });
    assert.match(response.headers['content-type'] as string, /application\/json/);
  });

  test('security headers are set and answers are not cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.headers['cache-control'], 'no-store');
    // The same headers on a refusal, before any route has run.
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    assert.equal(missing.statusCode, 404);
    for (const { headers } of [response, missing]) {
      assert.equal(headers['x-content-type-options'], 'nosniff');
      assert.equal(headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
      assert.equal(headers['x-powered-by'], undefined);
      const policy = String(headers['content-security-policy']);
      assert.match(policy, /default-src 'self'/);
      assert.match(policy, /img-src 'self' data: validator\.swagger\.io/);
      assert.doesNotMatch(policy, /upgrade-insecure-requests/);
    }
  });

  test('malformed JSON is a 400 with an Italian message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "gestore", ',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      error: true,
      message: 'Il corpo della richiesta non è un JSON valido',
      context: null,
    });
  });

  test('an unknown body property is rejected, not dropped', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'gestore', password: 'x', isAdmin: true },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, true);
    assert.equal(response.json().message, 'Proprietà non consentita: "isAdmin"');
    assert.deepEqual(response.json().context, { field: 'isAdmin' });
  });

  test('a wrong type in the body is not coerced', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 12345, password: 'x' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Valore non valido per "username": deve essere un testo');
  });

  test('a missing field is named', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: 'gestore' } });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Campo obbligatorio: "password"');
  });

  test('a missing body is a 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Il corpo della richiesta deve essere un oggetto JSON');
  });

  test('a wrong query type names the parameter', async () => {
    const session = await signIn(app, 'gestore');
    const response = await app.inject({ method: 'GET', url: '/api/fields?size=abc', headers: session.headers });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Valore non valido per "size": deve essere un numero intero');
  });

  test('an oversized body is a 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'gestore', password: 'x'.repeat(1_100_000) },
    });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), { error: true, message: 'Richiesta troppo grande', context: null });
  });

  test('a body that is not JSON is a 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=gestore',
    });
    assert.equal(response.statusCode, 415);
    assert.equal(response.json().error, true);
    assert.equal(response.json().message, 'Tipo di contenuto non supportato');
  });

  test('an unknown route is a 404 envelope, even without authentication', async () => {
    for (const url of ['/api/does-not-exist', '/nothing']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { error: true, message: 'Risorsa non trovata', context: null });
    }
  });

  test('a malformed URL is a 400, not a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tenants/%zz' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, true);
  });

  test('a database failure is a 500 that reveals nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/broken' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { error: true, message: INTERNAL, context: null });
    assert.doesNotMatch(response.body, /table_that_does_not_exist|secret_column/);
  });

  test('the API documentation is public', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const spec = response.json();
    assert.ok(spec.paths['/api/fields']);
    assert.deepEqual(spec.paths['/api/fields'].get.security, [{ bearerAuth: [], tenantId: [] }]);
  });
});

describe('global rate limit', () => {
  test('too many requests from one address get a 429 in Italian', async () => {
    const app = await buildTestApp({ rateLimit: { max: 2, timeWindow: 60_000 } });
    assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 429);
    assert.deepEqual(response.json(), {
      error: true,
      message: 'Troppe richieste. Riprova tra qualche istante.',
      context: null,
    });
    assert.ok(response.headers['retry-after']);
  });
});

describe('access declaration (deny by default)', () => {
  /** An app without seed with one more route, as a module would register it. */
  const appWith = async (route: (instance: FastifyInstance) => void) =>
    buildApp({
      db: await testDb(),
      seed: false,
      jwtSecret: 'x'.repeat(32),
      remoteTokens: REMOTE_TOKENS,
      extraRoutes: [async (instance) => route(instance)],
    });

  test('a route without config.access makes buildApp throw', async () => {
    await assert.rejects(
      appWith((instance) => {
        instance.get('/api/undeclared', async () => ({ error: false, message: null, context: null }));
      }),
      /GET \/api\/undeclared declares no valid access/,
    );
  });

  test('an invalid access value makes buildApp throw too', async () => {
    await assert.rejects(
      appWith((instance) => {
        instance.get('/api/empty-list', { config: { access: [] } }, async () => ({}));
      }),
      /declares no valid access/,
    );
  });

  test('a short JWT secret is refused', async () => {
    await assert.rejects(
      buildApp({ db: await testDb(), seed: false, jwtSecret: 'short', remoteTokens: REMOTE_TOKENS }),
      /at least 32 bytes/,
    );
  });
});
