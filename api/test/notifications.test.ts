import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { trustedTenantId } from '../src/db/tenant-id.ts';
import { SEED_NOTIFICATIONS } from '../src/seed/notifications.ts';
import { NotificationHub } from '../src/notifications/live-hub.ts';
import { createUser, type OwnUser } from './account-helper.ts';
import { buildTestApp, signIn, sleep, testDb, type Session } from './helper.ts';
import { openLiveChannel } from './live-channel-support.ts';

let app: FastifyInstance;
let base: string;

before(async () => {
  app = await buildTestApp();
  // A real socket needs a real server: the app listens on a free port of the loopback.
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

function get(session: Session, url: string) {
  return app.inject({ method: 'GET', url, headers: session.headers });
}

function markRead(session: Session, id: number | string, payload?: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/my-notifications/${id}/read`,
    headers: payload === undefined ? session.headers : { ...session.headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

function send(session: Session, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/notifications', headers: session.headers, payload: body });
}

async function unread(session: Session): Promise<number> {
  return (await get(session, '/api/my-notifications/unread-count')).json().context;
}

const openChannel = (session: Session) => openLiveChannel(app, base, session);

function closed(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
}

describe('my notifications (spec 000 §2.3, §3, §7)', () => {
  test('the list is the seeded set, newest first, with every field of the entity', async () => {
    const session = await signIn(app, 'sicurezza');
    const response = await get(session, '/api/my-notifications');
    assert.equal(response.statusCode, 200);
    const list = response.json().context as Array<Record<string, unknown>>;
    assert.equal(list.length, SEED_NOTIFICATIONS.length);
    assert.deepEqual(Object.keys(list[0]).sort(), [
      'icon',
      'id',
      'image',
      'insDateTime',
      'link',
      'readDate',
      'subject',
      'text',
      'useRouter',
    ]);
    const times = list.map((item) => Date.parse(String(item.insDateTime)));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.equal(list[0].subject, SEED_NOTIFICATIONS[0].subject);
    assert.equal(list.filter((item) => item.readDate === null).length, await unread(session));
    assert.ok(list.some((item) => item.useRouter === false && String(item.link).startsWith('https://')));
  });

  test('signed-out calls are refused', async () => {
    for (const url of ['/api/my-notifications', '/api/my-notifications/unread-count', '/api/ws-connection-url']) {
      assert.equal((await app.inject({ method: 'GET', url })).statusCode, 401, url);
    }
    assert.equal((await app.inject({ method: 'POST', url: '/api/my-notifications/1/read' })).statusCode, 401);
  });

  test('marking one read sets its readDate and lowers the count; again keeps the first date', async () => {
    const session = await signIn(app, 'cliente');
    const list = (await get(session, '/api/my-notifications')).json().context as Array<{
      id: number;
      readDate: string | null;
    }>;
    const target = list.find((item) => item.readDate === null)!;
    const before = await unread(session);

    const response = await markRead(session, target.id);
    assert.equal(response.statusCode, 200);
    const first = response.json().context;
    assert.equal(first.id, target.id);
    assert.ok(first.readDate);
    assert.equal(await unread(session), before - 1);

    const again = await markRead(session, target.id);
    assert.equal(again.json().context.readDate, first.readDate);
    assert.equal(await unread(session), before - 1);
  });

  test("another user's, another tenant's or an unknown id is 404; a bad id or a body is 400", async () => {
    const cliente = await signIn(app, 'cliente');
    const other = await signIn(app, 'gestore');
    const beta = await signIn(app, 'cliente@beta');
    const othersId = ((await get(other, '/api/my-notifications')).json().context as Array<{ id: number }>)[0].id;
    const betaId = ((await get(beta, '/api/my-notifications')).json().context as Array<{ id: number }>)[0].id;

    for (const id of [othersId, betaId, 999_999_999]) {
      const response = await markRead(cliente, id);
      assert.equal(response.statusCode, 404, String(id));
      assert.equal(response.json().message, 'Notifica non trovata');
    }
    const db = await testDb();
    const [row] = await db.query<{ readDate: Date | null }>(
      'SELECT read_date AS "readDate" FROM notifications WHERE id = $1',
      [betaId],
    );
    assert.equal(row.readDate === null, true, "the other tenant's notification is untouched");

    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      assert.equal((await markRead(cliente, id)).statusCode, 400, id);
    }
    const withBody = await markRead(cliente, othersId, { read: true });
    assert.equal(withBody.statusCode, 400);
    assert.equal(withBody.json().error, true);
  });

  test('mark-all-as-read clears the count and answers how many it marked', async () => {
    const session = await signIn(app, 'admin@beta');
    const before = await unread(session);
    assert.ok(before > 0);
    const response = await get(session, '/api/my-notifications/mark-all-as-read');
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().context, before);
    assert.equal(typeof response.json().message, 'string');
    assert.equal(await unread(session), 0);
    const list = (await get(session, '/api/my-notifications')).json().context as Array<{ readDate: string | null }>;
    assert.ok(list.every((item) => item.readDate !== null));
    assert.equal((await get(session, '/api/my-notifications/mark-all-as-read')).json().context, 0);
    // Other users of the tenant keep theirs.
    assert.ok((await unread(await signIn(app, 'gestore@beta'))) > 0);
  });

  test('a manager sends a notification to a user of the tenant; bad input is 400/404, others 403', async () => {
    const gestore = await signIn(app, 'gestore');
    const cliente = await signIn(app, 'cliente');
    const before = await unread(cliente);
    const created = await send(gestore, {
      login: 'cliente',
      subject: 'Report pronto',
      text: 'Il report è disponibile.',
      link: '/request-history',
      useRouter: true,
    });
    assert.equal(created.statusCode, 201);
    assert.equal(created.json().context.readDate, null);
    assert.equal(await unread(cliente), before + 1);
    const list = (await get(cliente, '/api/my-notifications')).json().context as Array<{ id: number }>;
    assert.equal(list[0].id, created.json().context.id);

    const withImage = await send(gestore, { login: 'cliente', subject: 'Logo', text: 'y', image: '/favicon.svg' });
    assert.equal(withImage.statusCode, 201, withImage.body);
    assert.equal((await send(cliente, { login: 'gestore', subject: 'x', text: 'y' })).statusCode, 403);
    const unknown = await send(gestore, { login: 'nessuno', subject: 'x', text: 'y' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Utente non trovato');
    // A user of the other tenant is unknown here.
    assert.equal((await send(gestore, { login: 'cliente@beta', subject: 'x', text: 'y' })).statusCode, 404);
    for (const body of [
      { login: 'cliente', subject: '', text: 'y' },
      { login: 'cliente', subject: '   ', text: 'y' },
      { login: 'cliente', subject: 'x' },
      { login: 'cliente', subject: 'x', text: 'y', extra: 1 },
      { login: 'cliente', subject: 5, text: 'y' },
      { login: 'cliente', subject: 'x'.repeat(256), text: 'y' },
      { login: 'cliente', subject: 'x', text: 'y', useRouter: 'yes' },
      // An image is a path the portal serves: no tracking pixel, no other scheme (Hardening II).
      { login: 'cliente', subject: 'x', text: 'y', image: 'https://tracker.example/pixel.gif' },
      { login: 'cliente', subject: 'x', text: 'y', image: '//tracker.example/pixel.gif' },
      { login: 'cliente', subject: 'x', text: 'y', image: 'javascript:alert(1)' },
      { login: 'cliente', subject: 'x', text: 'y', image: 'data:image/svg+xml,<svg/>' },
      { login: 'cliente', subject: 'x', text: 'y', image: '/\\tracker.example/pixel.gif' },
    ]) {
      const response = await send(gestore, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().error, true);
    }
  });
});

describe('live channel (GET /api/ws-connection-url)', () => {
  after(() => app.notifications.closeAll());

  test('the url is a websocket address with a ticket; the socket gets the count, then new notifications', async () => {
    const cliente = await signIn(app, 'cliente@beta');
    const gestore = await signIn(app, 'gestore@beta');
    const channel = await openChannel(cliente);
    assert.match(channel.url, new RegExp(`^ws://${base.replace(/\./g, '\\.')}/api/ws\\?ticket=[A-Za-z0-9_-]{43}$`));
    const first = await channel.next((message) => message.type === 'unread-count');
    assert.equal(first.unreadCount, await unread(cliente));

    const created = await send(gestore, { login: 'cliente', subject: 'In diretta', text: 'Arriva senza ricaricare.' });
    const pushed = await channel.next((message) => message.type === 'notification');
    assert.equal((pushed.notification as { id: number }).id, created.json().context.id);
    assert.equal((pushed.notification as { subject: string }).subject, 'In diretta');
    assert.equal(pushed.unreadCount, await unread(cliente));

    // Marking it read updates the badge of the other open pages.
    const count = channel.messages.length;
    await markRead(cliente, created.json().context.id);
    const after = await channel.next((message) => channel.messages.indexOf(message) >= count);
    assert.deepEqual(after, { type: 'unread-count', unreadCount: await unread(cliente) });
    channel.socket.close();
  });

  test("a push reaches only its user: not another user's or another tenant's socket", async () => {
    const alfa = await openChannel(await signIn(app, 'cliente'));
    const beta = await openChannel(await signIn(app, 'cliente@beta'));
    const sicurezza = await openChannel(await signIn(app, 'sicurezza'));
    await Promise.all([alfa, beta, sicurezza].map((c) => c.next((m) => m.type === 'unread-count')));
    await send(await signIn(app, 'gestore'), { login: 'cliente', subject: 'Solo per Marco', text: 'x' });
    await alfa.next((message) => message.type === 'notification');
    // The two others got nothing but their first count (sent before the push was made).
    await send(await signIn(app, 'gestore'), { login: 'sicurezza', subject: 'Per Chiara', text: 'y' });
    const own = await sicurezza.next((message) => message.type === 'notification');
    assert.equal((own.notification as { subject: string }).subject, 'Per Chiara');
    assert.equal(beta.messages.filter((m) => m.type === 'notification').length, 0);
    assert.equal(sicurezza.messages.filter((m) => m.type === 'notification').length, 1);
    for (const channel of [alfa, beta, sicurezza]) channel.socket.close();
  });

  /**
   * Hardening II §3: a socket lives as long as its session. On 0b7ecfb each of these sockets kept
   * receiving the user's notifications after its session had ended.
   */
  test('the socket is closed when its session ends: sign-out, password change, block, permission change', async () => {
    const database = app.db;
    const endings: Array<[string, (user: OwnUser, session: Session) => Promise<unknown>]> = [
      [
        'sign-out',
        (_user, session) =>
          app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: { portal_refresh: session.refreshToken } }),
      ],
      [
        // From another session: a password change ends every session but the one that made it.
        'password change',
        async (user) =>
          app.inject({
            method: 'POST',
            url: '/api/me/password',
            headers: (await signIn(app, user.login, { password: user.password })).headers,
            payload: { currentPassword: user.password, password: 'Cambiata2026!x', passwordConfirm: 'Cambiata2026!x' },
          }),
      ],
      ['block', (user) => database.query(`UPDATE users SET blocked = 'S' WHERE id = $1`, [user.id])],
      [
        'permission change',
        (user) =>
          database.query(`INSERT INTO user_permissions (user_id, permission) VALUES ($1, 'STATISTICHE')`, [user.id]),
      ],
    ];
    for (const [ending, end] of endings) {
      const user = await createUser();
      const session = await signIn(app, user.login, { password: user.password });
      const channel = await openChannel(session);
      await channel.next((message) => message.type === 'unread-count');
      const closing = closed(channel.socket);
      await end(user, session);
      const { code, reason } = await Promise.race([
        closing,
        sleep(5_000).then(() => ({ code: 0, reason: 'still open after 5 s' })),
      ]);
      assert.deepEqual([ending, code, reason], [ending, 4401, 'Sessione terminata']);
      channel.socket.close();
    }
  });

  test("a ticket of a session that has ended is refused; another session's socket stays open", async () => {
    const user = await createUser();
    const first = await signIn(app, user.login, { password: user.password });
    const second = await signIn(app, user.login, { password: user.password });
    const stays = await openChannel(second);
    await stays.next((message) => message.type === 'unread-count');
    const asked = await app.inject({
      method: 'GET',
      url: '/api/ws-connection-url',
      headers: { ...first.headers, host: base },
    });
    const url = asked.json().context.url as string;
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { portal_refresh: first.refreshToken },
    });
    assert.equal(out.statusCode, 200);
    assert.equal((await closed(new WebSocket(url))).code, 4401);
    // The other session of the same user keeps its socket and its notifications.
    await send(await signIn(app, 'gestore'), { login: user.login, subject: 'Ancora qui', text: 'x' });
    const pushed = await stays.next((message) => message.type === 'notification');
    assert.equal((pushed.notification as { subject: string }).subject, 'Ancora qui');
    stays.socket.close();
  });

  test('a ticket opens one socket only; a made-up ticket is refused', async () => {
    const session = await signIn(app, 'cliente');
    const channel = await openChannel(session);
    await channel.next((message) => message.type === 'unread-count');

    const replay = new WebSocket(channel.url);
    assert.equal((await closed(replay)).code, 4401);
    const madeUp = new WebSocket(`ws://${base}/api/ws?ticket=${'A'.repeat(43)}`);
    assert.equal((await closed(madeUp)).code, 4401);
    const missing = new WebSocket(`ws://${base}/api/ws`);
    const failure = await new Promise<string>((resolve) => missing.once('error', (error) => resolve(error.message)));
    assert.match(failure, /400/);
    channel.socket.close();
  });

  test('tickets expire after 30 s and are kept hashed, in the database every instance reads (hub, with a test clock)', async () => {
    let now = Date.now();
    const db = await testDb();
    const hub = new NotificationHub(db, 30_000, () => now);
    const tenantId = trustedTenantId(1);
    const early = await hub.issueTicket(tenantId, 7);
    const late = await hub.issueTicket(tenantId, 7);
    const stored = (await db.query<{ hash: string }>('SELECT ticket_hash AS hash FROM live_tickets')).map(
      (row) => row.hash,
    );
    assert.ok(!stored.includes(early) && !stored.includes(late), 'only hashes are kept');
    // Another instance (another hub on the same database) redeems what this one issued.
    const other = new NotificationHub(db, 30_000, () => now);
    now += 29_999;
    assert.deepEqual(await other.redeemTicket(early), { tenantId, userId: 7, session: null });
    assert.equal(await hub.redeemTicket(early), null, 'single use');
    now += 1;
    assert.equal(await other.redeemTicket(late), null, 'expired at 30 s');
  });
});
