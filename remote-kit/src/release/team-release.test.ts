import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { unzipSync } from 'fflate';
import { activate, checkBuild, move, uploadBuild, versionOf } from './team-release.ts';

/** A build folder: manifest, entry, a chunk in a subfolder and the pre-compressed copies. */
async function buildFolder(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'team-release-'));
  await mkdir(path.join(dist, 'static'));
  await writeFile(path.join(dist, 'mf-manifest.json'), '{"name":"remote_x"}');
  await writeFile(path.join(dist, 'remoteEntry.js'), 'var x = 1;');
  await writeFile(path.join(dist, 'remoteEntry.js.gz'), 'gz');
  await writeFile(path.join(dist, 'remoteEntry.js.br'), 'br');
  await writeFile(path.join(dist, 'static', 'page.1a2b3c4d.js'), 'export default 1;');
  return dist;
}

test('a version names its time and its content; the same files, the same hash', () => {
  const files = { 'a.js': new TextEncoder().encode('a'), 'mf-stats.json': new TextEncoder().encode('1') };
  const at = new Date('2026-11-29T10:15:00Z');
  assert.match(versionOf(files, at), /^20261129T101500-[0-9a-f]{8}$/);
  // The stats file does not name the content (it changes with every build's timings).
  const again = { ...files, 'mf-stats.json': new TextEncoder().encode('2') };
  assert.equal(versionOf(again, at), versionOf(files, at));
  assert.notEqual(versionOf({ 'a.js': new TextEncoder().encode('b') }, at), versionOf(files, at));
});

test("the build goes up as one zip of its files, with the team's token, and the portal's refusal is the error", async () => {
  const dist = await buildFolder();
  const seen: Array<{ url: string; token: string; zip: Record<string, Uint8Array> }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      // The multipart part's bytes: between the part's blank line and the closing boundary.
      const start = body.indexOf('\r\n\r\n') + 4;
      const end = body.lastIndexOf(Buffer.from('\r\n--'));
      seen.push({
        url: request.url ?? '',
        token: String(request.headers['x-deploy-token']),
        zip: unzipSync(body.subarray(start, end)),
      });
      const refused = request.url?.endsWith('/check');
      response.writeHead(refused ? 200 : 400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          refused
            ? {
                error: false,
                message: null,
                context: { problems: ['react: no'], remoteEntryGzipBytes: 30, routePrefix: '/x', section: null },
              }
            : { error: true, message: 'La versione v1 di remote-x è già caricata', context: null },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const target = { portal: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: 'tok' };
  try {
    assert.deepEqual(await checkBuild(target, 'remote-x', dist), ['react: no']);
    // Given its contribution, what the registration would leave out is named too.
    const load = async () => ({ default: () => null });
    const contribution = {
      title: 'X',
      routes: [
        { path: 'x/:id', load },
        { path: 'altrove', load },
      ],
      navigation: [{ id: 'fuori', type: 'basic', link: '/altrove' }],
    };
    assert.deepEqual(await checkBuild(target, 'remote-x', dist, contribution), [
      'react: no',
      'contribuzione, percorso /altrove: fuori da /x',
      'contribuzione, voce fuori: /altrove è fuori da /x',
    ]);
    // A default export the host could not read is named, before any confinement.
    const malformed = { routes: [{ path: 'x' }, {}], navigation: [{ id: 'a', type: 'link', children: [{}] }] };
    assert.deepEqual(await checkBuild(target, 'remote-x', dist, malformed), [
      'react: no',
      'contribuzione, manca title',
      'contribuzione, percorso x: manca load',
      'contribuzione, percorso n. 2: manca path',
      'contribuzione, voce a: tipo «link» sconosciuto (basic, aside, collapsable, group, divider, spacer)',
      'contribuzione, voce n. 1 di children di a: manca id',
    ]);
    assert.deepEqual(await checkBuild(target, 'remote-x', dist, undefined), ['react: no']);
    assert.deepEqual(await checkBuild(target, 'remote-x', dist, 'x'), [
      'react: no',
      "contribuzione, l'export default non è una contribuzione (un oggetto con title, routes e navigation)",
    ]);
    await assert.rejects(uploadBuild(target, 'remote-x', dist, 'v1'), /già caricata/);
    assert.deepEqual(
      seen.map(({ url, token }) => [url, token]),
      [
        ...Array.from({ length: 5 }, () => ['/api/platform/remotes/remote-x/check', 'tok']),
        ['/api/platform/remotes/remote-x/builds/v1', 'tok'],
      ],
    );
    assert.deepEqual(Object.keys(seen[1].zip).sort(), [
      'mf-manifest.json',
      'remoteEntry.js',
      'static/page.1a2b3c4d.js',
    ]);
  } finally {
    server.close();
    await rm(dist, { recursive: true, force: true });
  }
});

test('a folder without a manifest is refused before anything is sent', async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'team-release-empty-'));
  try {
    await assert.rejects(checkBuild({ portal: 'http://127.0.0.1:9', token: 't' }, 'remote-x', dist), /compila prima/);
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});

test('activating sends the version (and the canary) as JSON; promote and rollback answer the release', async () => {
  const seen: Array<{ method: string; url: string; token: string; type: string; body: string }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        token: String(request.headers['x-deploy-token']),
        type: String(request.headers['content-type'] ?? ''),
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: false, message: null, context: { version: 'v2' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const target = { portal: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, token: 'tok' };
  try {
    await activate(target, 'remote-x', 'v2', { percent: 10 });
    assert.equal(await move(target, 'remote-x', 'promote'), 'v2');
    assert.equal(await move(target, 'remote-x', 'rollback'), 'v2');
    assert.deepEqual(
      seen.map(({ method, url, token }) => [method, url, token]),
      [
        ['POST', '/api/platform/remotes/remote-x/releases', 'tok'],
        ['POST', '/api/platform/remotes/remote-x/promote', 'tok'],
        ['POST', '/api/platform/remotes/remote-x/rollback', 'tok'],
      ],
    );
    assert.match(seen[0].type, /^application\/json/);
    assert.deepEqual(JSON.parse(seen[0].body), { version: 'v2', canary: { percent: 10 } });
  } finally {
    server.close();
  }
});
