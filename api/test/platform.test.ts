import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  REMOTE_CONTRACT_VERSION,
  ReleaseError,
  activeReleases,
  canaryBucket,
  listReleases,
  manifestUrl,
  recordRelease,
  rollbackRelease,
} from '../src/platform/release-registry.ts';
import { buildTestApp, releaseHeaders, REMOTE_TOKENS, signIn, testDb, type Session } from './helper.ts';
import { revokeRemoteToken, rotateRemoteToken } from '../src/platform/remote-tokens.ts';

/** Versions unique to this run, so the tests also pass on a database with history. */
const run = Date.now().toString(36);
const v = (name: string) => `${run}-${name}`;

/**
 * The remotes' file server, as the API reaches it to check a release: it serves the manifest of
 * every version in `published`, under `/<app>/<version>/mf-manifest.json`.
 */
const published = new Set<string>();
/** The contract a published version names in its portal-contract.json (default: the host's). */
const contracts = new Map<string, number>();
let files: Server;
let filesUrl = '';
before(async () => {
  files = createServer((request, response) => {
    const match = /^\/(remote-[a-z]+)\/([^/]+)\/(mf-manifest|portal-contract)\.json$/.exec(request.url ?? '');
    const key = match && `${match[1]}/${match[2]}`;
    if (!match || !published.has(key!)) return void response.writeHead(404).end();
    const name = match[1].replace('-', '_');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        match[3] === 'mf-manifest'
          ? { id: name, name }
          : { name, contractVersion: contracts.get(key!) ?? REMOTE_CONTRACT_VERSION },
      ),
    );
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesUrl = `http://{hostname}:${(files.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => files.close(() => resolve())));

const publish = (app: string, ...versions: string[]) =>
  versions.forEach((version) => published.add(`${app}/${version}`));

describe('remote registry over HTTP', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({
      remoteUrls: {
        'remote-admin': `${filesUrl}/remote-admin/`,
        'remote-customer': `${filesUrl}/remote-customer`,
        'remote-permissions': `${filesUrl}/remote-permissions`,
      },
    });
  });
  /** The release tool's rollback of remote-admin, or promotion of its canary. */
  const moveRelease = (action: 'promote' | 'rollback') =>
    app.inject({
      method: 'POST',
      url: `/api/platform/remotes/remote-admin/${action}`,
      headers: releaseHeaders('remote-admin'),
    });

  test('the release endpoints require the deploy token', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/platform/remotes/remote-customer/releases' },
      { method: 'POST' as const, url: '/api/platform/remotes/remote-customer/releases', payload: { version: v('x') } },
      { method: 'POST' as const, url: '/api/platform/remotes/remote-customer/rollback' },
    ];
    for (const request of requests) {
      for (const headers of [{}, { 'x-deploy-token': 'wrong' }, { 'x-deploy-token': '' }]) {
        const response = await app.inject({ ...request, headers });
        assert.equal(response.statusCode, 401, `${request.method} ${request.url} ${JSON.stringify(headers)}`);
        assert.deepEqual(response.json(), {
          error: true,
          message: 'Token di rilascio mancante o non valido',
          context: null,
        });
      }
    }
    // A signed-in user's bearer token is not a deploy token.
    const list = await app.inject({ method: 'GET', url: '/api/platform/remotes/remote-customer/releases' });
    assert.equal(list.statusCode, 401);
  });

  test("a remote's token releases that remote only; a rotated or revoked token opens nothing", async () => {
    const url = (remote: string) => `/api/platform/remotes/${remote}/releases`;
    const list = (remote: string, headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: url(remote), headers });
    for (const remote of ['remote-customer', 'remote-admin', 'remote-permissions'] as const) {
      assert.equal((await list(remote, releaseHeaders(remote))).statusCode, 200, remote);
    }
    const other = await list('remote-admin', releaseHeaders('remote-customer'));
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().message, 'Il token di rilascio non vale per remote-admin: ogni remote ha il suo');
    const released = await app.inject({
      method: 'POST',
      url: url('remote-admin'),
      headers: releaseHeaders('remote-permissions'),
      payload: { version: v('not-theirs') },
    });
    assert.equal(released.statusCode, 403);
    // Only the hash is kept.
    const stored = await (await testDb()).query<{ token_hash: string }>('SELECT token_hash FROM remote_tokens');
    assert.ok(!stored.some((row) => Object.values(REMOTE_TOKENS).includes(row.token_hash as never)));

    const db = await testDb();
    const fresh = await rotateRemoteToken(db, 'remote-customer', 'squadra-clienti');
    try {
      assert.equal((await list('remote-customer', { 'x-deploy-token': fresh })).statusCode, 200);
      assert.equal((await list('remote-customer', releaseHeaders('remote-customer'))).statusCode, 401, 'the old one');
      assert.equal(await revokeRemoteToken(db, 'remote-customer'), true);
      assert.equal((await list('remote-customer', { 'x-deploy-token': fresh })).statusCode, 401, 'revoked');
    } finally {
      await rotateRemoteToken(db, 'remote-customer', 'portale', REMOTE_TOKENS['remote-customer']);
    }
  });

  test('record, list and roll back a remote; the active one is published', async () => {
    publish('remote-admin', v('1'), v('2'), v('3'));
    for (const version of [v('1'), v('2'), v('3')]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/platform/remotes/remote-admin/releases',
        headers: releaseHeaders('remote-admin'),
        payload: { version },
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().context.version, version);
      assert.equal(response.json().context.active, true);
    }
    const remotes = await app.inject({ method: 'GET', url: '/api/platform/remotes' });
    assert.equal(remotes.statusCode, 200);
    assert.equal(remotes.headers['cache-control'], 'no-cache');
    const admin = remotes.json().context.find((entry: { app: string }) => entry.app === 'remote-admin');
    assert.deepEqual(admin, {
      name: 'remote_admin',
      app: 'remote-admin',
      version: v('3'),
      manifestUrl: `${filesUrl}/remote-admin/${v('3')}/mf-manifest.json`,
      // The repository's remotes contribute anywhere; a registered one is confined (registered-remotes.test.ts).
      routePrefix: null,
      section: null,
    });

    const history = await app.inject({
      method: 'GET',
      url: '/api/platform/remotes/remote-admin/releases',
      headers: releaseHeaders('remote-admin'),
    });
    const versions = history.json().context.map((release: { version: string }) => release.version);
    assert.deepEqual(versions.slice(0, 3), [v('3'), v('2'), v('1')]);
    assert.equal(history.json().context.filter((release: { active: boolean }) => release.active).length, 1);

    const back = await moveRelease('rollback');
    assert.equal(back.statusCode, 200);
    assert.equal(back.json().context.version, v('2'));
    const again = await moveRelease('rollback');
    assert.equal(again.json().context.version, v('1'), 'a second rollback goes one more step back');

    const after = (await app.inject({ method: 'GET', url: '/api/platform/remotes' })).json().context;
    assert.equal(after.find((entry: { app: string }) => entry.app === 'remote-admin').version, v('1'));
  });

  test('the default URLs keep the {hostname} placeholder; dev points at the dev server root', async () => {
    const defaults = await buildTestApp({ remotePorts: { 'remote-permissions': 5203 } });
    const db = await testDb();
    await recordRelease(db, 'remote-customer', v('c1'));
    await recordRelease(db, 'remote-permissions', 'dev');
    const list = (await defaults.inject({ method: 'GET', url: '/api/platform/remotes' })).json().context;
    const byApp = Object.fromEntries(list.map((entry: { app: string }) => [entry.app, entry]));
    assert.equal(byApp['remote-customer'].manifestUrl, `http://{hostname}:4201/${v('c1')}/mf-manifest.json`);
    assert.equal(byApp['remote-customer'].name, 'remote_customer');
    assert.equal(byApp['remote-permissions'].manifestUrl, 'http://{hostname}:5203/mf-manifest.json');
    assert.equal(byApp['remote-permissions'].name, 'remote_permissions');
    // Stable order: customer, admin (released by the previous test), permissions.
    assert.deepEqual(
      list.map((entry: { app: string }) => entry.app),
      ['remote-customer', 'remote-admin', 'remote-permissions'],
    );
  });

  test('a version whose files are not published is refused, and the active one stays', async () => {
    publish('remote-customer', v('live'));
    const record = (version: string) =>
      app.inject({
        method: 'POST',
        url: '/api/platform/remotes/remote-customer/releases',
        headers: releaseHeaders('remote-customer'),
        payload: { version },
      });
    assert.equal((await record(v('live'))).statusCode, 200);
    const missing = await record(v('nonexistent'));
    assert.equal(missing.statusCode, 400);
    assert.equal(
      missing.json().message,
      `La versione ${v('nonexistent')} di remote-customer non è pubblicata: manca il suo mf-manifest.json di remote_customer`,
    );
    const remotes = (await app.inject({ method: 'GET', url: '/api/platform/remotes' })).json().context;
    assert.equal(remotes.find((entry: { app: string }) => entry.app === 'remote-customer').version, v('live'));
  });

  test('a version built against another contribution contract is refused; each release keeps its contract', async () => {
    publish('remote-permissions', v('c-ok'), v('c-next'));
    contracts.set(`remote-permissions/${v('c-next')}`, REMOTE_CONTRACT_VERSION + 1);
    const record = (version: string) =>
      app.inject({
        method: 'POST',
        url: '/api/platform/remotes/remote-permissions/releases',
        headers: releaseHeaders('remote-permissions'),
        payload: { version },
      });
    const ok = await record(v('c-ok'));
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().context.contractVersion, REMOTE_CONTRACT_VERSION);
    const refused = await record(v('c-next'));
    assert.equal(refused.statusCode, 400);
    assert.equal(
      refused.json().message,
      `La versione ${v('c-next')} di remote-permissions usa il contratto ${REMOTE_CONTRACT_VERSION + 1} di ` +
        `./contribution, l'host il ${REMOTE_CONTRACT_VERSION}: non può essere attivata`,
    );
    const history = await app.inject({
      method: 'GET',
      url: '/api/platform/remotes/remote-permissions/releases',
      headers: releaseHeaders('remote-permissions'),
    });
    const latest = history.json().context[0];
    assert.deepEqual(
      [latest.version, latest.active, latest.contractVersion],
      [v('c-ok'), true, REMOTE_CONTRACT_VERSION],
    );
  });

  test('a canary: its users load it, everyone else the active release; promote and rollback are one call', async () => {
    publish('remote-admin', v('stable'), v('canary'), v('canary2'));
    const release = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/platform/remotes/remote-admin/releases',
        headers: releaseHeaders('remote-admin'),
        payload,
      });
    assert.equal((await release({ version: v('stable') })).statusCode, 200);
    const started = await release({ version: v('canary'), canary: { users: ['Gestore@alfa'] } });
    assert.equal(started.statusCode, 200);
    assert.equal(started.json().message, `Versione ${v('canary')} di remote-admin attivata per il canary`);
    assert.deepEqual(started.json().context.canary, { users: ['gestore@alfa'], tenant: null, percent: null });

    const adminVersion = async (session?: Session) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/platform/remotes',
        headers: session ? { authorization: session.headers.authorization } : {},
      });
      assert.equal(response.headers.vary, 'Authorization');
      return response.json().context.find((entry: { app: string }) => entry.app === 'remote-admin').version;
    };
    const gestore = await signIn(app, 'gestore');
    const admin = await signIn(app, 'admin');
    const gestoreBeta = await signIn(app, 'gestore@beta');
    // At the same time: the canary's user, another user, the same login in another tenant, nobody.
    assert.equal(await adminVersion(gestore), v('canary'));
    assert.equal(await adminVersion(admin), v('stable'));
    assert.equal(await adminVersion(gestoreBeta), v('stable'));
    assert.equal(await adminVersion(), v('stable'));
    // A forged token is nobody.
    assert.equal(await adminVersion({ ...gestore, headers: { authorization: 'Bearer x.y.z' } }), v('stable'));
    // A starting page's refresh answers the same remotes as the registry, for its user: no third call.
    for (const session of [gestore, admin]) {
      const registry = await app.inject({ method: 'GET', url: '/api/platform/remotes', headers: session.headers });
      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh?include=user,remotes',
        cookies: { portal_refresh: session.refreshToken },
      });
      assert.equal(refreshed.statusCode, 200, refreshed.body);
      assert.deepEqual(refreshed.json().context.remotes, registry.json().context);
      assert.ok(refreshed.json().context.user.login);
    }

    // Rollback ends the canary: everyone on the active release again.
    const ended = await moveRelease('rollback');
    assert.equal(ended.json().context.version, v('stable'));
    assert.equal(await adminVersion(gestore), v('stable'));
    const none = await moveRelease('promote');
    assert.equal(none.statusCode, 409);
    assert.equal(none.json().message, 'Nessun rilascio canary di remote-admin in corso');

    // A share of a tenant: 100% of alfa is every alfa user, and no beta one; promote makes it everyone's.
    assert.equal((await release({ version: v('canary2'), canary: { tenant: 'alfa', percent: 100 } })).statusCode, 200);
    assert.equal(await adminVersion(admin), v('canary2'));
    assert.equal(await adminVersion(gestoreBeta), v('stable'));
    const promoted = await moveRelease('promote');
    assert.equal(promoted.statusCode, 200);
    assert.equal(await adminVersion(gestoreBeta), v('canary2'));
    assert.equal(await adminVersion(), v('canary2'));
    // And the rollback after a promotion goes back to the release before it.
    await moveRelease('rollback');
    assert.equal(await adminVersion(), v('stable'));
  });

  test("a remote's stable address answers the current manifest for who asks, absolute; CORS only for the allowed origins", async () => {
    publish('remote-customer', v('stable-url'), v('stable-url-canary'));
    const release = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/platform/remotes/remote-customer/releases',
        headers: releaseHeaders('remote-customer'),
        payload,
      });
    assert.equal((await release({ version: v('stable-url') })).statusCode, 200);
    assert.equal(
      (await release({ version: v('stable-url-canary'), canary: { users: ['cliente@alfa'] } })).statusCode,
      200,
    );
    const url = '/api/platform/remotes/remote-customer/current/mf-manifest.json';
    const read = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

    const anyone = await read({ origin: 'https://altro.example.it' });
    assert.equal(anyone.statusCode, 200, anyone.body);
    assert.match(String(anyone.headers['content-type']), /^application\/json/);
    assert.equal(anyone.headers['x-remote-version'], v('stable-url'));
    assert.equal(anyone.headers['cache-control'], 'no-cache');
    // The manifest as the remote's server has it, with its files' address made absolute (no 'auto').
    assert.equal(anyone.json().name, 'remote_customer');
    const port = new URL(filesUrl.replace('{hostname}', 'localhost')).port;
    assert.equal(anyone.json().metaData.publicPath, `http://localhost:${port}/remote-customer/${v('stable-url')}/`);
    // CORS is off unless the origin is allowed.
    assert.equal(anyone.headers['access-control-allow-origin'], undefined);

    const cliente = await signIn(app, 'cliente');
    const canary = await read({ authorization: cliente.headers.authorization });
    assert.equal(canary.headers['x-remote-version'], v('stable-url-canary'));

    const allowing = await buildTestApp({
      remoteUrls: { 'remote-customer': `${filesUrl}/remote-customer` },
      allowedOrigins: ['https://squadra.example.it/'],
    });
    try {
      const allowed = await allowing.inject({ method: 'GET', url, headers: { origin: 'https://squadra.example.it' } });
      assert.equal(allowed.headers['access-control-allow-origin'], 'https://squadra.example.it');
      assert.equal(allowed.headers['access-control-expose-headers'], 'X-Remote-Version');
      const preflight = await allowing.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://squadra.example.it' },
      });
      assert.equal(preflight.statusCode, 204);
      assert.equal(preflight.headers['access-control-allow-headers'], 'Authorization');
      const other = await allowing.inject({ method: 'GET', url, headers: { origin: 'https://altro.example.it' } });
      assert.equal(other.headers['access-control-allow-origin'], undefined);
    } finally {
      await allowing.close();
    }

    // The remote's server gone: a clear 503, not a manifest the browser cannot use.
    published.delete(`remote-customer/${v('stable-url')}`);
    const down = await read();
    assert.equal(down.statusCode, 503);
    assert.equal(down.json().message, 'Il server di remote-customer non risponde: riprova più tardi');
    assert.equal((await read({ origin: 'x' })).json().error, true);
    await app.inject({
      method: 'POST',
      url: '/api/platform/remotes/remote-customer/rollback',
      headers: releaseHeaders('remote-customer'),
    });
  });

  test('a canary names users or a tenant with its share, never nobody', async () => {
    publish('remote-admin', v('bad-canary'));
    for (const canary of [{}, { users: [] }, { tenant: 'alfa' }, { percent: 10 }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/platform/remotes/remote-admin/releases',
        headers: releaseHeaders('remote-admin'),
        payload: { version: v('bad-canary'), canary },
      });
      assert.equal(response.statusCode, 400, JSON.stringify(canary));
      assert.equal(response.json().error, true);
    }
    for (const canary of [
      { users: ['senza-tenant'] },
      { tenant: 'alfa', percent: 0 },
      { tenant: 'alfa', percent: 101 },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/platform/remotes/remote-admin/releases',
        headers: releaseHeaders('remote-admin'),
        payload: { version: v('bad-canary'), canary },
      });
      assert.equal(response.statusCode, 400, JSON.stringify(canary));
    }
    // A user's place in a tenant's share is stable and spread: about half of 1.000 logins under 50.
    const buckets = Array.from({ length: 1000 }, (_, index) => canaryBucket('remote-admin', 'alfa', `u${index}`));
    assert.equal(canaryBucket('remote-admin', 'alfa', 'Gestore'), canaryBucket('remote-admin', 'alfa', 'gestore'));
    const below = buckets.filter((bucket) => bucket < 50).length;
    assert.ok(below > 430 && below < 570, `${below} of 1000`);
  });

  test('unknown apps and unsafe versions are rejected', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/platform/remotes/host/releases',
      headers: releaseHeaders('remote-admin'),
      payload: { version: v('x') },
    });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().error, true);
    for (const version of ['../../etc', 'a b', '', '-x', 'x'.repeat(65)]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/platform/remotes/remote-admin/releases',
        headers: releaseHeaders('remote-admin'),
        payload: { version },
      });
      assert.equal(response.statusCode, 400, version);
    }
  });
});

describe('remote registry functions (used by the release script)', () => {
  test('an app without releases is absent; rollback without history is a ReleaseError / 409', async () => {
    const db = await testDb();
    // Leave remote-permissions with a single release so there is nothing to go back to.
    await db.query(`DELETE FROM remote_releases WHERE app = 'remote-permissions'`);
    assert.equal(
      (await activeReleases(db)).some((release) => release.app === 'remote-permissions'),
      false,
    );
    await assert.rejects(rollbackRelease(db, 'remote-permissions'), (error) => {
      assert.ok(error instanceof ReleaseError);
      assert.equal(error.code, 'NOTHING_TO_ROLL_BACK');
      return true;
    });
    await recordRelease(db, 'remote-permissions', v('p1'));
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/platform/remotes/remote-permissions/rollback',
      headers: releaseHeaders('remote-permissions'),
    });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().error, true);
    assert.match(response.json().message, /Nessuna versione precedente/);
  });

  test('recording the active version again changes nothing; history survives rollbacks', async () => {
    const db = await testDb();
    const first = await recordRelease(db, 'remote-customer', v('r1'));
    const same = await recordRelease(db, 'remote-customer', v('r1'));
    assert.equal(same.id, first.id);
    await recordRelease(db, 'remote-customer', v('r2'));
    const restored = await rollbackRelease(db, 'remote-customer');
    assert.equal(restored.version, v('r1'));
    const history = await listReleases(db, 'remote-customer');
    const mine = history.filter((release) => release.version.startsWith(run));
    assert.deepEqual(
      mine.slice(0, 2).map((release) => [release.version, release.active, release.rolledBackAt !== null]),
      [
        [v('r2'), false, true],
        [v('r1'), true, false],
      ],
    );
  });

  test('invalid input is refused before touching the database', async () => {
    const db = await testDb();
    await assert.rejects(recordRelease(db, 'remote-other', '1'), ReleaseError);
    await assert.rejects(recordRelease(db, 'remote-admin', '../x'), ReleaseError);
    assert.equal(manifestUrl('http://h:1/', '2026'), 'http://h:1/2026/mf-manifest.json');
    assert.equal(manifestUrl('http://h:1', 'dev'), 'http://h:1/mf-manifest.json');
  });
});
