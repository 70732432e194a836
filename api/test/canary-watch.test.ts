import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { TelemetryEvent } from '@portal/contracts/api/platform';
import { DEFAULT_WATCH, judgeCanary } from '../src/platform/canary-watch.ts';
import { listReleases, recordRelease } from '../src/platform/release-registry.ts';
import { buildTestApp, signIn, tempDir, testDb, type Session } from './helper.ts';

/** Versions unique to this run, so the tests also pass on a database with history. */
const run = Date.now().toString(36);
const v = (name: string) => `${run}-${name}`;

/** The watch's clock: the tests move it. */
let now = new Date('2026-11-27T10:00:00Z');
const minutes = (count: number) => (now = new Date(now.getTime() + count * 60_000));

let app: FastifyInstance;
let outbox: string;
const users: Record<string, Session> = {};
before(async () => {
  outbox = await tempDir();
  app = await buildTestApp({ clock: () => now, outboxDir: outbox });
  for (const login of ['cliente', 'gestore', 'richiedente', 'approvatore', 'admin'])
    users[login] = await signIn(app, login);
  users['admin@beta'] = await signIn(app, 'admin@beta');
});

let sessions = 0;
const report = (who: Session, events: Partial<TelemetryEvent>[], session = `page-${run}-${++sessions}`) =>
  app.inject({
    method: 'POST',
    url: '/api/platform/telemetry',
    headers: who.headers,
    payload: {
      session,
      events: events.map((event) => ({
        kind: 'render-error',
        app: 'remote-permissions',
        route: '/permission-management',
        ...event,
      })),
    },
  });

describe('the rule (judgeCanary)', () => {
  const figures = (errors: number, users: number, sessions: number) => ({ errors, users, sessions });
  test('ends a canary with enough errors, from enough users, well above the stable rate', () => {
    const verdict = judgeCanary(figures(5, 3, 10), figures(1, 1, 100), DEFAULT_WATCH);
    assert.equal(verdict.end, true);
    assert.match(
      verdict.end ? verdict.reason : '',
      /^5 errori da 3 utenti in 10 minuti: 0,5 errori per sessione contro 0,01/,
    );
  });
  test('keeps it below any threshold, and when switched off', () => {
    assert.equal(judgeCanary(figures(4, 3, 4), figures(0, 0, 100), DEFAULT_WATCH).end, false, 'four errors');
    assert.equal(judgeCanary(figures(9, 2, 9), figures(0, 0, 100), DEFAULT_WATCH).end, false, 'two users');
    // 0.5 per session against the stable's 0.2: only 2.5 times.
    assert.equal(judgeCanary(figures(5, 3, 10), figures(20, 9, 100), DEFAULT_WATCH).end, false, 'stable fails too');
    assert.equal(judgeCanary(figures(50, 30, 50), figures(0, 0, 1), { ...DEFAULT_WATCH, enabled: false }).end, false);
  });
  test('a stable version without reports counts as no errors', () => {
    assert.equal(judgeCanary(figures(5, 3, 5), figures(0, 0, 0), DEFAULT_WATCH).end, true);
  });
});

describe('POST /api/platform/telemetry', () => {
  test('a signed-in user reports; nobody else can', async () => {
    const stable = (await listReleases(await testDb(), 'remote-permissions')).find((release) => release.active);
    const accepted = await report(users.cliente, [{ kind: 'session', version: stable?.version ?? 'dev' }]);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(accepted.json().context, { accepted: 1, rolledBack: [] });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/platform/telemetry',
      payload: {
        session: 'page-anonymous-1',
        events: [{ kind: 'session', app: 'remote-admin', version: 'dev', route: '/' }],
      },
    });
    assert.equal(anonymous.statusCode, 401);
  });

  test('bad reports are refused whole: an unknown remote, too many events, a long message', async () => {
    const tooMany = Array.from({ length: 21 }, () => ({ version: 'dev' }));
    for (const events of [
      [{ app: 'remote-other', version: 'dev' }],
      tooMany,
      [{ version: 'dev', message: 'x'.repeat(501) }],
    ]) {
      const answer = await report(users.cliente, events as Partial<TelemetryEvent>[]);
      assert.equal(answer.statusCode, 400, JSON.stringify(events).slice(0, 80));
      assert.equal(answer.json().error, true);
    }
  });

  test('nothing personal is kept: the user is a digest, the route loses its query', async () => {
    const session = `page-${run}-private`;
    await report(
      users.gestore,
      [{ version: v('private'), route: '/requests?fiscalCode=RSSMRA80A01H501U#top' }],
      session,
    );
    const [row] = await (
      await testDb()
    ).query<{ route: string; viewer: string }>('SELECT route, viewer FROM remote_telemetry WHERE session_key = $1', [
      session,
    ]);
    assert.equal(row.route, '/requests');
    assert.match(row.viewer, /^[0-9a-f]{64}$/);
    assert.ok(!row.viewer.includes('gestore'));
  });

  test('a page session sends at most 30 reports a minute (429 after)', async () => {
    const limited = await buildTestApp();
    const who = await signIn(limited, 'cliente');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await limited.inject({
        method: 'POST',
        url: '/api/platform/telemetry',
        headers: who.headers,
        payload: {
          session: `page-${run}-flood`,
          events: [{ kind: 'session', app: 'remote-admin', version: 'dev', route: '/' }],
        },
      });
      statuses.push(answer.statusCode);
    }
    assert.deepEqual([...new Set(statuses.slice(0, 30))], [200]);
    assert.equal(statuses[30], 429);
  });
});

describe('a canary that watches itself', () => {
  test('five errors from three users in ten minutes end the canary by itself; who, what and why are recorded and told', async () => {
    const db = await testDb();
    await recordRelease(db, 'remote-permissions', v('stable'));
    await app.inject({
      method: 'PUT',
      url: '/api/platform/remotes/remote-permissions/canary-watch',
      headers: users.admin.headers,
      payload: { ...DEFAULT_WATCH, teamEmail: 'sicurezza@portale.local' },
    });
    await recordRelease(db, 'remote-permissions', v('canary'), undefined, {
      users: ['cliente@alfa', 'gestore@alfa', 'richiedente@alfa'],
    });
    // The stable version is used and healthy.
    for (let i = 0; i < 20; i++) await report(users.approvatore, [{ kind: 'session', version: v('stable') }]);

    // Four errors from three users: not yet. Then the fifth.
    await report(users.cliente, [
      { kind: 'session', version: v('canary') },
      { version: v('canary'), message: 'boom' },
    ]);
    minutes(3);
    await report(users.gestore, [
      { version: v('canary'), message: 'boom' },
      { version: v('canary'), message: 'boom' },
    ]);
    minutes(3);
    const fourth = await report(users.richiedente, [
      { kind: 'load-error', version: v('canary'), message: 'ScriptExternalLoadError' },
    ]);
    assert.deepEqual(fourth.json().context.rolledBack, []);
    const canaryStill = (await listReleases(db, 'remote-permissions')).find(
      (release) => release.version === v('canary'),
    );
    assert.ok(canaryStill?.canary, 'four errors keep the canary');
    minutes(3);
    const fifth = await report(users.cliente, [{ version: v('canary'), message: 'TypeError: boom' }]);
    assert.deepEqual(fifth.json().context.rolledBack, ['remote-permissions']);

    // Ended as a rollback during a canary would: everyone on the stable version.
    const [ended] = (await listReleases(db, 'remote-permissions')).filter((release) => release.version === v('canary'));
    assert.equal(ended.canary, null);
    assert.ok(ended.rolledBackAt);
    const served = await app.inject({ method: 'GET', url: '/api/platform/remotes', headers: users.cliente.headers });
    const permissions = served.json().context.find((entry: { app: string }) => entry.app === 'remote-permissions');
    assert.equal(permissions.version, v('stable'));

    // The activity log of the administrator's tenant: nobody did it, the watch did, and why.
    const activity = await app.inject({
      method: 'GET',
      url: '/api/activity?entity=remote-release',
      headers: users.admin.headers,
    });
    const [entry] = activity.json().context.content;
    assert.equal(entry.entityLabel, `remote-permissions ${v('canary')}`);
    assert.equal(entry.actorId, null);
    assert.deepEqual(entry.changes.canary, { before: v('canary'), after: null });
    assert.match(entry.changes.motivo.after, /^Sorveglianza automatica: 5 errori da 3 utenti in 10 minuti/);

    // The administrator's notification, and the team's mail.
    const notifications = await app.inject({
      method: 'GET',
      url: '/api/my-notifications',
      headers: users.admin.headers,
    });
    const told = notifications
      .json()
      .context.find((item: { subject: string }) => item.subject.startsWith('Canary di remote-permissions'));
    assert.ok(told, 'the platform administrator is notified');
    assert.equal(told.link, '/remote-health');
    const mails = await Promise.all((await readdir(outbox)).map((file) => readFile(`${outbox}/${file}`, 'utf8')));
    assert.ok(mails.some((mail) => mail.includes('To: sicurezza@portale.local') && mail.includes(v('canary'))));

    // A later error of the ended canary changes nothing (the active release stays).
    const late = await report(users.gestore, [{ version: v('canary'), message: 'boom' }]);
    assert.deepEqual(late.json().context.rolledBack, []);
    assert.ok(
      (await listReleases(db, 'remote-permissions')).find((release) => release.version === v('stable'))?.active,
    );
  });

  test('errors older than the window do not count; switched off, the watch never acts', async () => {
    const db = await testDb();
    await recordRelease(db, 'remote-permissions', v('canary-2'), undefined, {
      users: ['cliente@alfa', 'gestore@alfa', 'richiedente@alfa'],
    });
    await report(users.cliente, [{ version: v('canary-2') }, { version: v('canary-2') }]);
    await report(users.gestore, [{ version: v('canary-2') }, { version: v('canary-2') }]);
    minutes(11);
    const afterWindow = await report(users.richiedente, [{ version: v('canary-2') }]);
    assert.deepEqual(afterWindow.json().context.rolledBack, [], 'the first four errors are out of the window');

    const off = await app.inject({
      method: 'PUT',
      url: '/api/platform/remotes/remote-permissions/canary-watch',
      headers: users.admin.headers,
      payload: { ...DEFAULT_WATCH, enabled: false },
    });
    assert.equal(off.statusCode, 200);
    assert.equal(off.json().message, 'Sorveglianza del canary di remote-permissions spenta');
    for (const who of [users.cliente, users.gestore, users.richiedente, users.cliente, users.gestore]) {
      assert.deepEqual((await report(who, [{ version: v('canary-2') }])).json().context.rolledBack, []);
    }
    assert.ok(
      (await listReleases(db, 'remote-permissions')).find((release) => release.version === v('canary-2'))?.canary,
    );
    await app.inject({
      method: 'PUT',
      url: '/api/platform/remotes/remote-permissions/canary-watch',
      headers: users.admin.headers,
      payload: DEFAULT_WATCH,
    });
  });
});

describe('GET /api/platform/remotes/health', () => {
  test('per version: sessions, errors, users, error rate, last error and when; the canary and the stable one named', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/platform/remotes/health?hours=24',
      headers: users.admin.headers,
    });
    assert.equal(answer.statusCode, 200);
    const { versions, watches, hours } = answer.json().context;
    assert.equal(hours, 24);
    const ended = versions.find((row: { version: string }) => row.version === v('canary'));
    assert.equal(ended.role, 'past');
    assert.equal(ended.errors, 6);
    assert.equal(ended.users, 3);
    assert.equal(ended.lastError, 'boom');
    assert.match(ended.lastErrorAt, /^\d{4}-\d\d-\d\dT/);
    assert.ok(ended.errorRate > 0);
    const stable = versions.find((row: { version: string }) => row.version === v('stable'));
    assert.equal(stable.role, 'stable');
    assert.equal(stable.sessions, 20);
    assert.equal(stable.errors, 0);
    assert.equal(stable.errorRate, 0);
    assert.equal(versions.find((row: { version: string }) => row.version === v('canary-2')).role, 'canary');
    assert.deepEqual(
      watches.map((watch: { app: string }) => watch.app),
      ['remote-customer', 'remote-admin', 'remote-permissions'],
    );
  });

  test('only the platform administrators: not a manager, not another tenant’s admin, not a customer', async () => {
    for (const who of [users.gestore, users['admin@beta'], users.cliente]) {
      const answer = await app.inject({ method: 'GET', url: '/api/platform/remotes/health', headers: who.headers });
      assert.equal(answer.statusCode, 403);
      const put = await app.inject({
        method: 'PUT',
        url: '/api/platform/remotes/remote-admin/canary-watch',
        headers: who.headers,
        payload: DEFAULT_WATCH,
      });
      assert.equal(put.statusCode, 403);
    }
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: users.admin.headers });
    assert.equal(me.json().context.platformAdmin, true);
    const other = await app.inject({ method: 'GET', url: '/api/me', headers: users['admin@beta'].headers });
    assert.equal(other.json().context.platformAdmin, false);
  });
});
