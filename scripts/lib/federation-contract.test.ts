import assert from 'node:assert/strict';
import { mkdtemp, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CONTRACT_FILE } from '../../contracts/src/platform.ts';
import { hostContractDir, readHostSingletons } from './federation-contract.ts';

/** Issue 47 §7: a release checks the remote against a host's contract, never against nothing. */
const CONTRACT = { name: 'host', contractVersion: 2, shared: [{ name: 'react', version: '19.2.0', singleton: true }] };
let server: http.Server;
let hostUrl = '';
let noBuild = '';

before(async () => {
  server = http.createServer((request, response) => {
    if (request.url === `/${CONTRACT_FILE}`) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(CONTRACT));
    } else if (request.url === `/other/${CONTRACT_FILE}`) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"remote_admin"}');
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  noBuild = await mkdtemp(path.join(os.tmpdir(), 'no-host-build-'));
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the host's contract for a release", () => {
  test("without a local host build, the deployed host's is read", async () => {
    const dir = await hostContractDir(noBuild, `${hostUrl}/`);
    assert.notEqual(dir, noBuild);
    assert.deepEqual(JSON.parse(await readFile(path.join(dir, CONTRACT_FILE), 'utf8')), CONTRACT);
    assert.deepEqual((await readHostSingletons(dir)).shared, CONTRACT.shared);
  });

  test('a host that does not answer, or answers something else, refuses the release with the reason', async () => {
    await assert.rejects(
      hostContractDir(noBuild, `${hostUrl}/missing`),
      /host\/dist non è compilato e .* risponde 404/,
    );
    await assert.rejects(hostContractDir(noBuild, 'http://127.0.0.1:9'), /non risponde \(HOST_URL/);
    await assert.rejects(hostContractDir(noBuild, `${hostUrl}/other`), /non è il contratto di un host/);
  });
});
