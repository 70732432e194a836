import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { createHostServer, createRemoteServer } from './static-servers.ts';

/** Hardening II §3: the host's pages carry a CSP and refuse framing; a remote's files run nothing as documents. */
let dir: string;
let api: FastifyInstance;
let host: FastifyInstance;
let remote: FastifyInstance;

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-static-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Portale</title>');
  api = Fastify();
  api.get('/api/health', async () => ({ ok: true }));
  await api.listen({ host: '127.0.0.1', port: 0 });
  const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;
  host = await createHostServer({
    distDir: dir,
    apiUrl,
    remoteOrigins: ['http://{hostname}:4201', 'https://remote.example'],
  });
  remote = await createRemoteServer({ releasesDir: dir });
});

after(async () => {
  await Promise.all([host.close(), remote.close(), api.close()]);
  await rm(dir, { recursive: true, force: true });
});

describe("the static servers' security headers", () => {
  test("the host's pages: scripts from itself and the remotes only, no framing, deep links too", async () => {
    for (const url of ['/', '/fields?page=2']) {
      const response = await host.inject({ url, headers: { host: 'portale.example:4200' } });
      const policy = String(response.headers['content-security-policy']);
      assert.match(policy, /script-src 'self' http:\/\/portale\.example:4201 https:\/\/remote\.example(;|$)/);
      assert.match(policy, /frame-ancestors 'none'/);
      assert.match(policy, /object-src 'none'/);
      assert.match(policy, /connect-src [^;]*ws:\/\/portale\.example:4200/);
      assert.doesNotMatch(policy, /unsafe-eval|script-src[^;]*unsafe-inline/);
      assert.equal(response.headers['x-frame-options'], 'DENY');
    }
  });

  test('a Host header cannot write into the policy', async () => {
    const response = await host.inject({ url: '/', headers: { host: 'evil.example; script-src *' } });
    const policy = String(response.headers['content-security-policy']);
    assert.doesNotMatch(policy, /evil|script-src \*/);
    assert.match(policy, /http:\/\/localhost:4201/);
  });

  test("the API's answers through the host keep the API's own headers", async () => {
    const response = await host.inject({ url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-security-policy'], undefined);
  });

  test("a remote's files: nothing runs or frames as a document, and CORS for the host", async () => {
    const response = await remote.inject({ url: '/index.html' });
    assert.equal(response.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    assert.equal(response.headers['access-control-allow-origin'], '*');
  });
});
