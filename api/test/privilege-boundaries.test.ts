import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { CREDIT_MESSAGES, LIFECYCLE_MESSAGES, USER_MESSAGES } from '@portal/contracts/messages';
import { createUser, outbox, userUpdateBody } from './account-helper.ts';
import { assertError, catalogueClient, multipart } from './catalogue-support.ts';
import { signIn, type Session } from './helper.ts';
import { orderingHelpers } from './ordering-support.ts';

/**
 * Hardening II §1: nobody acts on a user stronger than themselves, the last permission manager
 * stays, four eyes on approvals, top-ups and fulfilments, and an impersonator's own session
 * waits until the impersonation ends. Each case was reproduced on main 0b7ecfb.
 */
const catalogue = catalogueClient(['gestore', 'admin', 'sicurezza', 'mutaforma', 'approvatore']);
const { sessions, call } = catalogue;
const { db, orderFor } = orderingHelpers(catalogue);

const PDF = Buffer.from('%PDF-1.4\n% esito\n%%EOF\n');

interface UserRow {
  id: number;
  login: string;
  email: string;
  version: number;
  readOnlyReason?: string | null;
  [key: string]: unknown;
}

/** A user of the test's own, with the tenant's BASE profile (a save needs one). */
async function ownUser() {
  const user = await createUser();
  await (
    await db()
  ).query(
    `INSERT INTO user_profiles (tenant_id, user_id, profile_id)
     SELECT p.tenant_id, $1, p.id FROM profiles p JOIN tenants t ON t.id = p.tenant_id
     WHERE t.code = 'alfa' AND p.profile_code = 'BASE'`,
    [user.id],
  );
  return user;
}

async function userByLogin(login: string, session = sessions.admin): Promise<UserRow> {
  const [{ id }] = await (
    await db()
  ).query<{ id: number }>(
    `SELECT u.id FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE t.code = 'alfa' AND u.login = $1`,
    [login],
  );
  const response = await call('GET', `/api/user/${id}`, undefined, session);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context as UserRow;
}

function put(user: UserRow, extra: Record<string, unknown>, session: Session) {
  return call('PUT', `/api/user/${user.id}`, userUpdateBody(user, extra), session);
}

async function order(session: Session): Promise<number> {
  const response = await orderFor(session, 'IND008');
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context.idRichiesta as number;
}

function fulfil(id: number, session: Session) {
  const body = multipart([{ name: 'file', filename: 'esito.pdf', type: 'application/pdf', data: PDF }]);
  return catalogue.app.inject({
    method: 'POST',
    url: `/api/back-office/offline-requests/${id}/fulfil`,
    headers: { ...session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('nobody acts on a user who holds a permission they lack', () => {
  test('a catalogue manager cannot change the e-mail, policy or state of admin, a permission manager or a shapeshifter', async () => {
    for (const login of ['admin', 'sicurezza', 'mutaforma']) {
      const target = await userByLogin(login, sessions.gestore);
      // The detail says why the form is read-only.
      assert.match(target.readOnlyReason ?? '', /^Non puoi modificare questo utente: ha permessi che non possiedi/);
      for (const change of [
        { email: 'attaccante@example.test' },
        { pwdMinLength: 1 },
        { blocked: 'S' },
        { approvazione: 'A' },
        { passwordExpiredIn: 0 },
      ]) {
        const response = await put(target, change, sessions.gestore);
        assert.equal(response.statusCode, 403, `${login} ${JSON.stringify(change)}: ${response.body}`);
        assert.match(response.json().message, /ha permessi che non possiedi/);
      }
      const activation = await call('POST', `/api/user/${target.id}/activation`, undefined, sessions.gestore);
      assert.equal(activation.statusCode, 403);
      const after = await userByLogin(login);
      assert.equal(after.email, target.email);
      assert.equal(after.version, target.version);
    }
  });

  test('the reason names the permissions; a user with no more than the editor holds is editable', async () => {
    const admin = await userByLogin('admin', sessions.gestore);
    assert.equal(
      admin.readOnlyReason,
      USER_MESSAGES.strongerUser([
        'Mutaforma',
        'Permessi',
        'Portafoglio Indagini',
        'Cruscotto',
        'Dettaglio fatturazione',
        'Statistiche',
        "Costo d'acquisto",
        'Importo servizio',
      ]),
    );
    const plain = await ownUser();
    const seen = await call('GET', `/api/user/${plain.id}`, undefined, sessions.gestore);
    assert.equal(seen.json().context.readOnlyReason, null);
    const response = await put(seen.json().context as UserRow, { note: 'ok' }, sessions.gestore);
    assert.equal(response.statusCode, 200, response.body);
    // The administrator holds everything: it may edit the manager.
    assert.equal((await userByLogin('gestore')).readOnlyReason, null);
  });

  test('a change of e-mail sends a notice to the old address; a permission manager may block another', async () => {
    const own = await ownUser();
    const before = (await call('GET', `/api/user/${own.id}`, undefined, sessions.admin)).json().context as UserRow;
    const changed = await put(before, { email: `nuovo-${own.login}@example.test` }, sessions.admin);
    assert.equal(changed.statusCode, 200, changed.body);
    const notice = (await outbox(catalogue.app)).find(
      (mail) => mail.to.includes(own.email) && mail.subject === USER_MESSAGES.emailChangedSubject,
    );
    assert.ok(notice, 'notice to the old address');
    assert.match(notice.body, new RegExp(`nuovo-${own.login}@example.test`));

    // A permission manager may block another holder (it lacks nothing the other holds) and stays one.
    const database = await db();
    const [holder, second] = [await ownUser(), await ownUser()];
    for (const user of [holder, second]) {
      await database.query(
        `INSERT INTO user_permissions (user_id, permission) VALUES ($1, 'GESTIONE_PERMESSI'), ($1, 'GESTORE')`,
        [user.id],
      );
    }
    const holderSession = await signIn(catalogue.app, holder.login, { password: holder.password });
    const target = (await call('GET', `/api/user/${second.id}`, undefined, holderSession)).json().context as UserRow;
    assert.equal(target.readOnlyReason, null);
    assert.equal((await put(target, { blocked: 'S' }, holderSession)).statusCode, 200);
    const self = (await call('GET', `/api/user/${holder.id}`, undefined, holderSession)).json().context as UserRow;
    assertError(await put(self, { blocked: 'S' }, holderSession), 403, USER_MESSAGES.selfBlock);
  });
});

describe('four eyes', () => {
  test('nobody approves their own request, even after making themselves an approver', async () => {
    const own = await createUser();
    const database = await db();
    const [{ client }] = await database.query<{ client: number }>(
      `SELECT u.client_id AS client FROM users u WHERE u.login = 'approvatore'
         AND u.tenant_id = (SELECT id FROM tenants WHERE code = 'alfa')`,
    );
    await database.query(`UPDATE users SET approvazione = 'S', client_id = $2 WHERE id = $1`, [own.id, client]);
    const session = await signIn(catalogue.app, own.login, { password: own.password });
    const id = await order(session);
    await database.query(`UPDATE users SET approvazione = 'A' WHERE id = $1`, [own.id]);
    assertError(
      await call('POST', `/api/approvals/${id}/approve`, undefined, session),
      403,
      LIFECYCLE_MESSAGES.ownApproval,
    );
    // Still waiting: another approver of the client approves it.
    const approved = await call('POST', `/api/approvals/${id}/approve`, undefined, sessions.approvatore);
    assert.equal(approved.statusCode, 200, approved.body);
  });

  test('nobody fulfils their own offline request', async () => {
    const id = await order(sessions.gestore);
    assertError(await fulfil(id, sessions.gestore), 403, LIFECYCLE_MESSAGES.ownFulfilment);
    const status = await (await db()).query<{ status: string }>('SELECT status FROM requests WHERE id = $1', [id]);
    assert.equal(status[0].status, 'PENDING');
    const done = await fulfil(id, sessions.admin);
    assert.equal(done.statusCode, 200, done.body);
  });

  test('nobody confirms their own top-up', async () => {
    const asked = await call('POST', '/api/credit/top-ups', { amount: '500' }, sessions.admin);
    assert.equal(asked.statusCode, 200, asked.body);
    const id = asked.json().context.id as number;
    assertError(
      await call('POST', `/api/back-office/top-ups/${id}/confirm`, undefined, sessions.admin),
      403,
      CREDIT_MESSAGES.ownTopUp,
    );
    const confirmed = await call('POST', `/api/back-office/top-ups/${id}/confirm`, undefined, sessions.gestore);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
  });
});

describe('impersonation', () => {
  let shapeshifter: Session;
  before(async () => {
    shapeshifter = await signIn(catalogue.app, 'mutaforma');
  });

  test("the impersonator's own access token is refused until the impersonation ends", async () => {
    assert.equal((await call('GET', '/api/me', undefined, shapeshifter)).statusCode, 200);
    const started = await catalogue.app.inject({
      method: 'POST',
      url: '/api/auth/impersonation',
      headers: shapeshifter.headers,
      cookies: { portal_refresh: shapeshifter.refreshToken },
      payload: { login: 'cliente' },
    });
    assert.equal(started.statusCode, 200, started.body);
    const old = await call('GET', '/api/me', undefined, shapeshifter);
    assert.equal(old.statusCode, 401, old.body);
    const accounts = await call('GET', '/api/impersonation/accounts', undefined, shapeshifter);
    assert.equal(accounts.statusCode, 401);

    const token = started.json().context.accessToken as string;
    const cookie = (started.cookies as Array<{ name: string; value: string }>).find(
      (c) => c.name === 'portal_refresh',
    )!.value;
    const ended = await catalogue.app.inject({
      method: 'DELETE',
      url: '/api/auth/impersonation',
      headers: { authorization: `Bearer ${token}`, tenantid: shapeshifter.tenant },
      cookies: { portal_refresh: cookie },
    });
    assert.equal(ended.statusCode, 200, ended.body);
    // The family is back: the old access token of the same session works again until it expires.
    assert.equal((await call('GET', '/api/me', undefined, shapeshifter)).statusCode, 200);
  });
});

describe('the authorization matrix of the routes that act on users and decide on requests', () => {
  // Every route that changes a user named in its path, and every decision four eyes guard: a new
  // one fails the first test until it is added here, with its rows below.
  const USER_MUTATIONS = ['POST /api/user/:id/activation', 'PUT /api/user/:id'];
  const DECISIONS = [
    'POST /api/approvals/:id/approve',
    'POST /api/back-office/offline-requests/:id/fulfil',
    'POST /api/back-office/top-ups/:id/confirm',
  ];

  test('the matrix lists every such route', () => {
    const routes = catalogue.app.routeAccess.filter((route) => !['GET', 'HEAD'].includes(route.method));
    const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
    assert.deepEqual(
      routes
        .filter((route) => /\/users?\/:id\b/.test(route.url))
        .map(key)
        .sort(),
      USER_MUTATIONS,
    );
    assert.deepEqual(
      routes
        .filter((route) => /\/(approve|fulfil|confirm)$/.test(route.url))
        .map(key)
        .sort(),
      DECISIONS,
    );
  });

  test('rows: a user-changing route × a stronger target is 403 for the manager, reached for the administrator', async () => {
    const cells: string[] = [];
    for (const target of ['admin', 'sicurezza', 'mutaforma', 'gestore']) {
      const detail = await userByLogin(target);
      for (const route of USER_MUTATIONS) {
        const [method, path] = route.split(' ') as ['POST' | 'PUT', string];
        const url = path.replace(':id', String(detail.id));
        const body = method === 'PUT' ? userUpdateBody(detail, { note: detail.note ?? null }) : undefined;
        for (const [actor, session] of [
          ['gestore', sessions.gestore],
          ['admin', sessions.admin],
        ] as const) {
          const response = await call(method, url, body, session);
          // The manager lacks what the three others hold; itself it may change (no stronger permission).
          const expected = actor === 'gestore' && target !== 'gestore' ? 403 : 'reached';
          const actual = response.statusCode === 403 ? 403 : 'reached';
          if (actual !== expected) cells.push(`${route} on ${target} as ${actor}: ${response.statusCode}`);
          assert.ok(response.statusCode < 500, `${route} on ${target} as ${actor}: ${response.body}`);
        }
      }
    }
    assert.deepEqual(cells, []);
  });
});
