import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createHostServer, createRemoteServer, type StaticServer } from './static-servers.ts';

/** Hardening II §3: the host's pages carry a CSP and refuse framing; a remote's files run nothing as documents. */
let dir: string;
let api: http.Server;
let host: StaticServer;
let remote: StaticServer;
let hostPort: number;
let remotePort: number;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function ask(
  port: number,
  url: string,
  options: { headers?: http.OutgoingHttpHeaders; method?: string; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: url, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-static-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Portale</title>');
  await writeFile(path.join(dir, 'main.0123abcd.js'), 'console.log(1)');
  // The build's compressed copies (the preset's PrecompressPlugin): told apart here by their content.
  await writeFile(path.join(dir, 'main.0123abcd.js.br'), 'brotli');
  await writeFile(path.join(dir, 'main.0123abcd.js.gz'), 'gzip');
  await mkdir(path.join(dir, '2026.11.27-abc'));
  await writeFile(path.join(dir, '2026.11.27-abc', 'remoteEntry.js'), 'var remote_admin;');
  await writeFile(path.join(dir, '2026.11.27-abc', 'remoteEntry.js.br'), 'brotli entry');
  // The API: echoes what it was sent; upgrades /api/ws and echoes on the socket.
  api = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      response.writeHead(request.url === '/api/missing' ? 404 : 200, {
        'content-type': 'application/json',
        'x-api': 'yes',
      });
      response.end(
        JSON.stringify({
          url: request.url,
          method: request.method,
          body,
          forwardedFor: request.headers['x-forwarded-for'],
          forwardedHost: request.headers['x-forwarded-host'],
        }),
      );
    });
  });
  api.on('upgrade', (request, socket) => {
    if (!request.url?.startsWith('/api/ws?ticket=good')) {
      socket.end('HTTP/1.1 401 Unauthorized\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\n\r\n');
    socket.on('data', (data: Buffer) => socket.write(`eco:${data.toString()}`));
    socket.on('end', () => socket.end());
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
  host = createHostServer({
    distDir: dir,
    apiUrl,
    remoteOrigins: ['http://{hostname}:4201', 'https://remote.example'],
  });
  remote = createRemoteServer({ releasesDir: dir });
  hostPort = await host.listen({ port: 0, host: '127.0.0.1' });
  remotePort = await remote.listen({ port: 0, host: '127.0.0.1' });
});

after(async () => {
  await Promise.all([host.close(), remote.close(), new Promise((resolve) => api.close(resolve))]);
  await rm(dir, { recursive: true, force: true });
});

describe("the static servers' security headers", () => {
  test("the host's pages: scripts from itself and the remotes only, no framing, deep links too", async () => {
    for (const url of ['/', '/fields?page=2']) {
      const response = await ask(hostPort, url, { headers: { host: 'portale.example:4200' } });
      assert.equal(response.status, 200);
      assert.match(response.body, /<title>Portale<\/title>/);
      const policy = String(response.headers['content-security-policy']);
      assert.match(
        policy,
        /script-src 'self' http:\/\/portale\.example:4201 https:\/\/remote\.example http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*(;|$)/,
      );
      assert.match(policy, /frame-ancestors 'none'/);
      assert.match(policy, /object-src 'none'/);
      assert.match(policy, /connect-src [^;]*ws:\/\/portale\.example:4200/);
      assert.doesNotMatch(policy, /unsafe-eval|script-src[^;]*unsafe-inline/);
      assert.equal(response.headers['x-frame-options'], 'DENY');
    }
  });

  test("the build's compressed copy goes to a browser that accepts it, the file itself to one that does not", async () => {
    const chunk = (encoding?: string) =>
      ask(hostPort, '/main.0123abcd.js', { headers: encoding ? { 'accept-encoding': encoding } : {} });
    const brotli = await chunk('gzip, deflate, br');
    assert.deepEqual(
      [brotli.body, brotli.headers['content-encoding'], brotli.headers.vary],
      ['brotli', 'br', 'Accept-Encoding'],
    );
    assert.match(brotli.headers['content-type'] ?? '', /javascript/);
    assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable');
    const gzip = await chunk('gzip');
    assert.deepEqual([gzip.body, gzip.headers['content-encoding']], ['gzip', 'gzip']);
    const plain = await chunk();
    assert.deepEqual([plain.body, plain.headers['content-encoding']], ['console.log(1)', undefined]);
    // A remote's entry likewise, and still revalidated at every load.
    const entry = await ask(remotePort, '/2026.11.27-abc/remoteEntry.js', { headers: { 'accept-encoding': 'br' } });
    assert.deepEqual(
      [entry.body, entry.headers['content-encoding'], entry.headers['cache-control']],
      ['brotli entry', 'br', 'no-cache'],
    );
  });

  test('a Host header cannot write into the policy', async () => {
    const response = await ask(hostPort, '/', { headers: { host: 'evil.example; script-src *' } });
    const policy = String(response.headers['content-security-policy']);
    assert.doesNotMatch(policy, /evil|script-src \*/);
    assert.match(policy, /http:\/\/localhost:4201/);
  });

  test("the API's answers through the host keep the API's own headers", async () => {
    const response = await ask(hostPort, '/api/health');
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-security-policy'], undefined);
    assert.equal(response.headers['x-api'], 'yes');
  });

  test("a remote's files: nothing runs or frames as a document, and CORS for the host", async () => {
    const response = await ask(remotePort, '/index.html');
    assert.equal(response.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    assert.equal(response.headers['access-control-allow-origin'], '*');
  });
});

describe('files and caching', () => {
  test('entries are revalidated (ETag, 304); hashed chunks are immutable; a missing asset is a 404, a deep link the app', async () => {
    const entry = await ask(remotePort, '/2026.11.27-abc/remoteEntry.js');
    assert.equal(entry.status, 200);
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.match(String(entry.headers['content-type']), /javascript/);
    const again = await ask(remotePort, '/2026.11.27-abc/remoteEntry.js', {
      headers: { 'if-none-match': String(entry.headers.etag) },
    });
    assert.equal(again.status, 304);
    const chunk = await ask(hostPort, '/main.0123abcd.js');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    const missing = await ask(hostPort, '/missing.0123abcd.js');
    assert.equal(missing.status, 404);
    assert.deepEqual(JSON.parse(missing.body), { error: true, message: 'Risorsa non trovata', context: null });
    assert.equal((await ask(remotePort, '/2026.11.27-abc/../../etc/passwd')).status, 404);
    const deep = await ask(hostPort, '/requests/12');
    assert.equal(deep.status, 200);
    assert.equal(deep.headers['cache-control'], 'no-cache');
  });

  test('a version published while the server runs is served at once', async () => {
    await mkdir(path.join(dir, '2026.11.28-def'));
    await writeFile(path.join(dir, '2026.11.28-def', 'mf-manifest.json'), '{"name":"remote_admin"}');
    const manifest = await ask(remotePort, '/2026.11.28-def/mf-manifest.json');
    assert.equal(manifest.status, 200);
    assert.equal(manifest.body, '{"name":"remote_admin"}');
  });
});

describe("the host's /api proxy", () => {
  test("passes method, path, query and body, with the browser's address and host; the API's status comes back", async () => {
    const response = await ask(hostPort, '/api/requests?page=2', {
      method: 'POST',
      headers: { host: 'portale.example:4200', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    assert.deepEqual(JSON.parse(response.body), {
      url: '/api/requests?page=2',
      method: 'POST',
      body: '{"a":1}',
      forwardedFor: '127.0.0.1',
      forwardedHost: 'portale.example:4200',
    });
    assert.equal((await ask(hostPort, '/api/missing')).status, 404);
  });

  test('the live channel: an upgrade passes through both ways; a refused one comes back as the API answered', async () => {
    const talk = (url: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(hostPort, '127.0.0.1', () => {
          socket.write(`GET ${url} HTTP/1.1\r\nhost: 127.0.0.1\r\nupgrade: websocket\r\nconnection: Upgrade\r\n\r\n`);
        });
        let seen = '';
        socket.on('data', (data) => {
          seen += data.toString();
          if (seen.includes('\r\n\r\n') && seen.startsWith('HTTP/1.1 101') && !seen.includes('eco:'))
            socket.write('ciao');
          if (seen.includes('eco:ciao') || seen.startsWith('HTTP/1.1 401')) {
            socket.destroy();
            resolve(seen);
          }
        });
        socket.on('error', reject);
      });
    const open = await talk('/api/ws?ticket=good');
    assert.match(open, /^HTTP\/1\.1 101 /);
    assert.match(open, /eco:ciao$/);
    assert.match(await talk('/api/ws?ticket=bad'), /^HTTP\/1\.1 401 /);
  });
});
