import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { REMOTE_CONTRACT_VERSION } from '@portal/contracts/platform';
import { federationName } from '@portal/contracts/remote-registry';
import { buildTestApp, releaseHeaders, signIn, type Session } from './helper.ts';
import { multipart } from './catalogue-support.ts';
import { recordRelease } from '../src/platform/release-registry.ts';

/** Names unique to this run, so the tests also pass on a database with history. */
const run = Date.now().toString(36);
const name = `remote-r${run}`;
const prefix = `/r${run}`;

/** The deployed host's contract, as its server answers it. */
const HOST_CONTRACT = {
  name: 'host',
  contractVersion: REMOTE_CONTRACT_VERSION,
  shared: [
    { name: 'react', version: '19.2.1' },
    { name: '@portal/shared-ui', version: '1.0.0' },
  ],
};

/** A remote's build folder, zipped: its manifest, contract file, entry and a chunk. */
function build(options: { app?: string; react?: string; extra?: Record<string, string> } = {}): Buffer {
  const app = options.app ?? name;
  const manifest = {
    id: federationName(app),
    name: federationName(app),
    metaData: { publicPath: 'auto' },
    shared: [
      { name: 'react', version: '19.2.1', requiredVersion: options.react ?? '^19.0.0', singleton: true, import: false },
      { name: '@portal/shared-ui', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true, import: false },
    ],
  };
  const files: Record<string, Uint8Array> = {
    'dist/mf-manifest.json': strToU8(JSON.stringify(manifest)),
    'dist/portal-contract.json': strToU8(JSON.stringify({ name: federationName(app), contractVersion: 2 })),
    'dist/remoteEntry.js': strToU8('var remote = 1;'),
    'dist/static/js/page.1a2b3c4d.js': strToU8('export default 1;'),
    'dist/remoteEntry.js.gz': strToU8('skipped'),
  };
  for (const [file, text] of Object.entries(options.extra ?? {})) files[file] = strToU8(text);
  return Buffer.from(zipSync(files));
}

const upload = (zip: Buffer | string) =>
  multipart([{ name: 'file', filename: 'build.zip', type: 'application/zip', data: zip }]);

let hostServer: Server;
let hostContractUrl = '';
before(async () => {
  hostServer = createServer((request, response) => {
    if (request.url !== '/portal-contract.json') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(HOST_CONTRACT));
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostContractUrl = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}/portal-contract.json`;
});
after(() => new Promise<void>((resolve) => hostServer.close(() => resolve())));

describe('registered remotes: a team registers, uploads, releases; the host is told what it may contribute', () => {
  let app: FastifyInstance;
  let admin: Session;
  let token = '';
  const deploy = () => ({ 'x-deploy-token': token });

  before(async () => {
    app = await buildTestApp({ hostContractUrl, platformAdmins: ['admin@alfa'] });
    admin = await signIn(app, 'admin');
  });

  test('a platform administrator registers a remote and gets its token once', async () => {
    const gestore = await signIn(app, 'gestore');
    const body = { app: name, team: 'report', routePrefix: prefix, section: 'Report' };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/platform/remotes/registered',
      headers: gestore.headers,
      payload: body,
    });
    assert.equal(refused.statusCode, 403);

    const made = await app.inject({
      method: 'POST',
      url: '/api/platform/remotes/registered',
      headers: admin.headers,
      payload: body,
    });
    assert.equal(made.statusCode, 200, made.body);
    const { remote, token: given } = made.json().context;
    token = given;
    assert.match(token, /^[A-Za-z0-9_-]{20,}$/);
    assert.deepEqual(
      { app: remote.app, team: remote.team, routePrefix: remote.routePrefix, section: remote.section },
      { app: name, team: 'report', routePrefix: prefix, section: 'Report' },
    );
    assert.equal(remote.hosted, true);
    assert.equal(remote.tokenActive, true);
    assert.equal(remote.activeVersion, null);

    const listed = await app.inject({ url: '/api/platform/remotes/registered', headers: admin.headers });
    const apps = listed.json().context.map((entry: { app: string }) => entry.app);
    assert.deepEqual(apps.slice(0, 3), ['remote-customer', 'remote-admin', 'remote-permissions']);
    assert.ok(apps.includes(name));
  });

  test('a taken name or prefix, a prefix of the portal and a malformed name are refused', async () => {
    const register = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/platform/remotes/registered', headers: admin.headers, payload });
    const again = await register({ app: name, team: 'altro', routePrefix: `/x${run}` });
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /già registrato/);
    const samePrefix = await register({ app: `remote-s${run}`, team: 'altro', routePrefix: prefix });
    assert.equal(samePrefix.statusCode, 409);
    assert.match(samePrefix.json().message, new RegExp(`già di ${name}`));
    const portal = await register({ app: `remote-t${run}`, team: 'altro', routePrefix: '/fields' });
    assert.equal(portal.statusCode, 409);
    assert.match(portal.json().message, /percorso del portale/);
    for (const app_ of ['Remote-X', 'reports', 'remote-', `remote-${'x'.repeat(40)}`]) {
      const bad = await register({ app: app_, team: 'altro', routePrefix: `/y${run}` });
      assert.equal(bad.statusCode, 400, app_);
    }
  });

  test('its token uploads its build; another remote or another build is refused, naming why', async () => {
    const send = (zip: Buffer | string, version: string, headers: Record<string, string> = deploy()) => {
      const body = upload(zip);
      return app.inject({
        method: 'POST',
        url: `/api/platform/remotes/${name}/builds/${version}`,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const stored = await send(build(), 'v1');
    assert.equal(stored.statusCode, 200, stored.body);
    // The folder around the files is taken off; pre-compressed copies are not kept.
    assert.deepEqual(stored.json().context, { app: name, version: 'v1', files: 4, bytes: stored.json().context.bytes });

    assert.equal((await send(build(), 'v1')).statusCode, 409);
    assert.equal((await send(build(), 'v2', releaseHeaders('remote-admin'))).statusCode, 403);
    assert.equal((await send(build(), 'v2', { 'x-deploy-token': 'nope' })).statusCode, 401);

    const react18 = await send(build({ react: '^18.0.0' }), 'v2');
    assert.equal(react18.statusCode, 400);
    assert.match(react18.json().message, /react: l'host fornisce 19\.2\.1, remote_r\w+ richiede \^18\.0\.0/);
    const otherName = await send(build({ app: 'remote-altro' }), 'v2');
    assert.equal(otherName.statusCode, 400);
    assert.match(otherName.json().message, /non di remote_r/);
    const escaping = await send(build({ extra: { '../evil.js': 'x' } }), 'v2');
    assert.equal(escaping.statusCode, 400);
    assert.match(escaping.json().message, /Nome di file non ammesso/);
    const page = await send(build({ extra: { 'dist/index.html': '<script>' } }), 'v2');
    assert.equal(page.statusCode, 400);
    assert.match(page.json().message, /Tipo di file non ammesso/);
    const notZip = await send('not a zip', 'v2');
    assert.equal(notZip.statusCode, 400);

    // The repository's remotes publish on their own servers, not here.
    const body = upload(build({ app: 'remote-admin' }));
    const own = await app.inject({
      method: 'POST',
      url: '/api/platform/remotes/remote-admin/builds/v9',
      headers: { ...releaseHeaders('remote-admin'), 'content-type': body.contentType },
      payload: body.payload,
    });
    assert.equal(own.statusCode, 400);
    assert.match(own.json().message, /remote del portale/);
  });

  test('the same name registered, or the same version uploaded, twice at once: one wins, the other is told (409)', async () => {
    const twin = `remote-g${run}`;
    const registrations = await Promise.all(
      [1, 2].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/platform/remotes/registered',
          headers: admin.headers,
          payload: { app: twin, team: 'gemelli', routePrefix: `/g${run}` },
        }),
      ),
    );
    assert.deepEqual(registrations.map((response) => response.statusCode).sort(), [200, 409]);
    const twinToken = registrations.find((response) => response.statusCode === 200)!.json().context.token as string;
    const uploads = await Promise.all(
      [1, 2].map(() => {
        const body = upload(build({ app: twin }));
        return app.inject({
          method: 'POST',
          url: `/api/platform/remotes/${twin}/builds/v1`,
          headers: { 'x-deploy-token': twinToken, 'content-type': body.contentType },
          payload: body.payload,
        });
      }),
    );
    assert.deepEqual(uploads.map((response) => response.statusCode).sort(), [200, 409]);
  });

  test("a team's check answers what would stop its build, keeping nothing", async () => {
    const check = (zip: Buffer, headers: Record<string, string> = deploy()) => {
      const body = upload(zip);
      return app.inject({
        method: 'POST',
        url: `/api/platform/remotes/${name}/check`,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const fits = await check(build());
    assert.equal(fits.statusCode, 200, fits.body);
    assert.deepEqual(fits.json().context.problems, []);
    assert.ok(fits.json().context.remoteEntryGzipBytes > 0);
    assert.deepEqual([fits.json().context.routePrefix, fits.json().context.section], [prefix, 'Report']);

    const react18 = (await check(build({ react: '^18.0.0' }))).json().context.problems;
    assert.deepEqual(react18, [`react: l'host fornisce 19.2.1, ${federationName(name)} richiede ^18.0.0`]);
    // A remoteEntry.js past its budget: 40 KB that gzip cannot shrink.
    const heavy = build({ extra: { 'dist/remoteEntry.js': randomBytes(30_000).toString('base64') } });
    assert.match(
      (await check(heavy)).json().context.problems[0],
      /^remoteEntry\.js pesa [\d,]+ KB compresso, oltre il budget di 10 KB$/,
    );
    assert.equal((await check(build(), releaseHeaders('remote-admin'))).statusCode, 403);
    // Nothing was kept: no version 'check' and the files of v1 only.
    const [{ versions }] = await app.db.query<{ versions: string[] }>(
      'SELECT array_agg(DISTINCT version) AS versions FROM remote_files WHERE app = $1',
      [name],
    );
    assert.deepEqual(versions, ['v1']);
  });

  test('released, the host loads it from its own origin, told its prefix and section', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: `/api/platform/remotes/${name}/releases`,
      headers: deploy(),
      payload: { version: 'v7' },
    });
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().message, /non è pubblicata/);

    const released = await app.inject({
      method: 'POST',
      url: `/api/platform/remotes/${name}/releases`,
      headers: deploy(),
      payload: { version: 'v1' },
    });
    assert.equal(released.statusCode, 200, released.body);

    await recordRelease(app.db, 'remote-admin', `${run}-a`);
    const entries = (await app.inject({ url: '/api/platform/remotes' })).json().context as Array<
      Record<string, unknown>
    >;
    const entry = entries.find((candidate) => candidate.app === name);
    assert.deepEqual(entry, {
      name: federationName(name),
      app: name,
      version: 'v1',
      manifestUrl: `/api/platform/remote-files/${name}/v1/mf-manifest.json`,
      routePrefix: prefix,
      section: 'Report',
    });
    // The repository's own remotes are not confined.
    const own = entries.find((candidate) => candidate.app === 'remote-admin');
    assert.deepEqual([own?.routePrefix, own?.section], [null, null]);

    const file = await app.inject({ url: `/api/platform/remote-files/${name}/v1/static/js/page.1a2b3c4d.js` });
    assert.equal(file.statusCode, 200);
    assert.equal(file.body, 'export default 1;');
    assert.match(String(file.headers['content-type']), /^text\/javascript/);
    assert.match(String(file.headers['cache-control']), /immutable/);
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
    assert.equal((await app.inject({ url: `/api/platform/remote-files/${name}/v1/nope.js` })).statusCode, 404);
    assert.equal(
      (await app.inject({ url: `/api/platform/remote-files/${name}/v1/remoteEntry.js.gz` })).statusCode,
      404,
    );

    const stable = await app.inject({
      url: `/api/platform/remotes/${name}/current/mf-manifest.json`,
      headers: { host: 'portale.example:4200' },
    });
    assert.equal(stable.statusCode, 200);
    assert.equal(stable.headers['x-remote-version'], 'v1');
    assert.equal(
      stable.json().metaData.publicPath,
      `http://portale.example:4200/api/platform/remote-files/${name}/v1/`,
    );

    const registered = await app.inject({ url: '/api/platform/remotes/registered', headers: admin.headers });
    const listed = registered.json().context.find((remote: { app: string }) => remote.app === name);
    assert.equal(listed.activeVersion, 'v1');
  });

  test('a rotated token replaces the old one; a revoked one releases nothing', async () => {
    const old = token;
    const rotated = await app.inject({
      method: 'POST',
      url: `/api/platform/remotes/${name}/token`,
      headers: admin.headers,
    });
    assert.equal(rotated.statusCode, 200);
    token = rotated.json().context.token;
    assert.notEqual(token, old);
    const releases = (headers: Record<string, string>) =>
      app.inject({ url: `/api/platform/remotes/${name}/releases`, headers });
    assert.equal((await releases({ 'x-deploy-token': old })).statusCode, 401);
    assert.equal((await releases(deploy())).statusCode, 200);

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/platform/remotes/${name}/token`,
      headers: admin.headers,
    });
    assert.equal(revoked.statusCode, 200);
    assert.equal(revoked.json().context.tokenActive, false);
    assert.equal((await releases(deploy())).statusCode, 401);

    const unknown = await app.inject({
      method: 'POST',
      url: `/api/platform/remotes/remote-mai${run}/token`,
      headers: admin.headers,
    });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.json().message, /Remote sconosciuto/);
  });

  test("a developer's local build is judged as an upload is, for the platform administrators", async () => {
    const manifest = (react: string, app_ = 'remote-admin') => ({
      name: federationName(app_),
      shared: [{ name: 'react', version: '19.2.1', requiredVersion: react, singleton: true, import: false }],
    });
    const judge = (session: Session, body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/platform/remotes/remote-admin/conformance',
        headers: session.headers,
        payload: body,
      });
    const contract = { contractVersion: REMOTE_CONTRACT_VERSION };
    assert.deepEqual((await judge(admin, { manifest: manifest('^19.0.0'), contract })).json().context, {
      problems: [],
    });
    assert.deepEqual((await judge(admin, { manifest: manifest('^18.0.0'), contract })).json().context.problems, [
      "react: l'host fornisce 19.2.1, remote_admin richiede ^18.0.0",
    ]);
    assert.match(
      (await judge(admin, { manifest: manifest('^19.0.0', 'remote-customer'), contract })).json().context.problems[0],
      /è di «remote_customer», non di remote_admin/,
    );
    assert.deepEqual((await judge(admin, { manifest: manifest('^19.0.0'), contract: null })).json().context.problems, [
      'portal-contract.json: il remote non dichiara la versione del contratto',
    ]);
    const gestore = await signIn(app, 'gestore');
    assert.equal((await judge(gestore, { manifest: manifest('^19.0.0'), contract })).statusCode, 403);
  });
});
