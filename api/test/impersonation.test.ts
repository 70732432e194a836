import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashSecretToken } from '../src/auth/secret-token.ts';
import { optionsFromEnv } from '../src/config.ts';
import { createUser } from './account-helper.ts';
import { buildTestApp, refreshCookie, signIn, testDb, type Session } from './helper.ts';

const FORBIDDEN = 'Non disponi dei privilegi necessari per eseguire questa azione';
const SESSION_EXPIRED = 'Sessione scaduta. Accedi di nuovo.';

let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});

function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
}

/** The session a token answer leaves in the browser: the new access token and cookie. */
function sessionFrom(response: LightMyRequestResponse, tenant: string): Session {
  const accessToken = response.json().context.accessToken as string;
  return {
    accessToken,
    refreshToken: refreshCookie(response)!,
    tenant,
    headers: { authorization: `Bearer ${accessToken}`, tenantid: tenant },
  };
}

function accounts(session: Session, search?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/impersonation/accounts',
    query: search === undefined ? {} : { search },
    headers: session.headers,
  });
}

function start(session: Session, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/impersonation',
    headers: session.headers,
    cookies: { portal_refresh: session.refreshToken },
    payload: body as Record<string, unknown>,
  });
}

function end(session: Session) {
  return app.inject({
    method: 'DELETE',
    url: '/api/auth/impersonation',
    headers: session.headers,
    cookies: { portal_refresh: session.refreshToken },
  });
}

function refresh(token: string) {
  return app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { portal_refresh: token } });
}

function me(session: Session) {
  return app.inject({ method: 'GET', url: '/api/me', headers: session.headers });
}

async function auditRows(action: string, familyId?: string) {
  const db = await testDb();
  return db.query<{ userLogin: string; actorLogin: string; tenant: string; details: Record<string, unknown> }>(
    `SELECT u.login AS "userLogin", a2.login AS "actorLogin", t.code AS tenant, a.details
     FROM audit_log a JOIN users u ON u.id = a.user_id JOIN users a2 ON a2.id = a.actor_id
     JOIN tenants t ON t.id = a.tenant_id
     WHERE a.action = $1 AND ($2::text IS NULL OR a.details->>'familyId' = $2)
     ORDER BY a.id`,
    [action, familyId ?? null],
  );
}

describe('available accounts (spec 000 §2.4)', () => {
  test('MUTAFORMA gets at most 10 accounts of its tenant, each with impersonable users only', async () => {
    const session = await signIn(app, 'mutaforma');
    const response = await accounts(session);
    assert.equal(response.statusCode, 200);
    const list = response.json().context as Array<{
      clientId: number;
      clientName: string;
      users: Array<{ login: string; firstname: string; surname: string; isMaster: boolean }>;
    }>;
    assert.ok(list.length > 0 && list.length <= 10);
    const db = await testDb();
    const staff = await db.query<{ login: string }>(
      `SELECT DISTINCT u.login FROM users u JOIN user_permissions p ON p.user_id = u.id JOIN tenants t ON t.id = u.tenant_id
       WHERE t.code = 'alfa' AND p.permission IN ('MUTAFORMA', 'GESTIONE_PERMESSI', 'GESTORE')`,
    );
    const staffLogins = new Set(staff.map((row) => row.login));
    const alfaClients = new Set(
      (
        await db.query<{ id: number }>(
          "SELECT c.id FROM clients c JOIN tenants t ON t.id = c.tenant_id WHERE t.code = 'alfa'",
        )
      ).map((row) => row.id),
    );
    for (const account of list) {
      assert.ok(alfaClients.has(account.clientId), `${account.clientName} is of the tenant`);
      assert.ok(account.users.length > 0);
      for (const user of account.users) {
        assert.deepEqual(Object.keys(user).sort(), ['firstname', 'isMaster', 'login', 'surname']);
        assert.ok(!staffLogins.has(user.login), `${user.login} holds a staff permission`);
        assert.notEqual(user.login, 'mutaforma');
      }
    }
    const cliente = list.flatMap((account) => account.users).find((user) => user.login === 'cliente');
    assert.deepEqual(cliente, { login: 'cliente', firstname: 'Marco', surname: 'Rossi', isMaster: true });
  });

  test('the search filters accounts by name; wildcards are literal; too long is 400', async () => {
    const session = await signIn(app, 'mutaforma');
    const list = (await accounts(session, 'brambilla')).json().context as Array<{ clientName: string }>;
    assert.deepEqual(
      list.map((account) => account.clientName),
      ['Edilizia Brambilla S.r.l.'],
    );
    assert.deepEqual((await accounts(session, '%')).json().context, []);
    assert.equal((await accounts(session, 'x'.repeat(201))).statusCode, 400);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/impersonation/accounts?size=5',
      headers: session.headers,
    });
    assert.equal(unknown.statusCode, 400);
  });

  test('without MUTAFORMA the list is refused with the spec message', async () => {
    for (const login of ['cliente', 'gestore', 'sicurezza']) {
      const response = await accounts(await signIn(app, login));
      assert.equal(response.statusCode, 403, login);
      assert.equal(response.json().message, FORBIDDEN);
    }
    assert.equal((await app.inject({ method: 'GET', url: '/api/impersonation/accounts' })).statusCode, 401);
  });
});

describe('impersonation start and end', () => {
  test('start: tokens of the user naming the admin (act), /me shows both, audited', async () => {
    const admin = await signIn(app, 'mutaforma');
    const response = await start(admin, { login: 'cliente' });
    assert.equal(response.statusCode, 200, response.body);
    const session = sessionFrom(response, 'alfa');
    assert.ok(session.refreshToken && session.refreshToken !== admin.refreshToken);
    const claims = claimsOf(session.accessToken);
    assert.equal(claims.login, 'cliente');
    assert.deepEqual(claims.perms, []);
    assert.equal((claims.act as { login: string }).login, 'mutaforma');
    assert.equal(claims.tid, 'alfa');

    const detail = (await me(session)).json().context;
    assert.equal(detail.login, 'cliente');
    assert.equal(detail.name, 'Marco');
    assert.deepEqual(
      { login: detail.impersonator.login, name: detail.impersonator.name, lastName: detail.impersonator.lastName },
      { login: 'mutaforma', name: 'Luca', lastName: 'Ferrari' },
    );
    assert.equal(detail.tenant.preProduction, false);

    const db = await testDb();
    const [family] = await db.query<{ familyId: string }>(
      'SELECT family_id AS "familyId" FROM refresh_tokens WHERE token_hash = $1',
      [hashSecretToken(session.refreshToken)],
    );
    const rows = await auditRows('impersonation-start', family.familyId);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].userLogin, 'cliente');
    assert.equal(rows[0].actorLogin, 'mutaforma');
    assert.equal(rows[0].tenant, 'alfa');

    // The admin's old refresh token was spent when it was set aside.
    assert.equal((await refresh(admin.refreshToken)).statusCode, 401);
  });

  test('a refresh during impersonation keeps both users; the end restores the admin, audited', async () => {
    const admin = await signIn(app, 'mutaforma@beta');
    const started = sessionFrom(await start(admin, { login: 'cliente' }), 'beta');

    const refreshed = await refresh(started.refreshToken);
    assert.equal(refreshed.statusCode, 200);
    const during = sessionFrom(refreshed, 'beta');
    const claims = claimsOf(during.accessToken);
    assert.equal(claims.login, 'cliente');
    assert.equal((claims.act as { login: string }).login, 'mutaforma');
    assert.equal((await me(during)).json().context.impersonator.login, 'mutaforma');

    const ended = await end(during);
    assert.equal(ended.statusCode, 200, ended.body);
    const back = sessionFrom(ended, 'beta');
    const backClaims = claimsOf(back.accessToken);
    assert.equal(backClaims.login, 'mutaforma');
    assert.deepEqual(backClaims.perms, ['MUTAFORMA']);
    assert.equal(backClaims.act, undefined);
    assert.equal((await me(back)).json().context.impersonator, null);

    // The admin's session goes on from the restored cookie; the impersonation's is over.
    const next = await refresh(back.refreshToken);
    assert.equal(next.statusCode, 200);
    assert.equal(claimsOf(next.json().context.accessToken).login, 'mutaforma');
    assert.equal((await refresh(during.refreshToken)).statusCode, 401);

    const endRows = await auditRows('impersonation-end');
    const last = endRows.at(-1)!;
    assert.deepEqual([last.userLogin, last.actorLogin, last.tenant], ['cliente', 'mutaforma', 'beta']);
  });

  test('bad input: missing, wrong type, unknown property, too long, unknown or blocked user', async () => {
    const admin = await signIn(app, 'admin');
    for (const body of [
      {},
      { login: 5 },
      { login: '' },
      { login: 'cliente', extra: true },
      { login: 'x'.repeat(129) },
    ]) {
      const response = await start(admin, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().error, true);
    }
    const unknown = await start(admin, { login: 'nessuno' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Utente non trovato');
    const db = await testDb();
    const [blocked] = await db.query<{ login: string }>(
      "SELECT u.login FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE t.code = 'alfa' AND u.blocked = 'S' LIMIT 1",
    );
    assert.equal((await start(admin, { login: blocked.login })).statusCode, 404);
    // Nothing was spent: the admin's session is intact.
    assert.equal((await refresh(admin.refreshToken)).statusCode, 200);
  });

  test('forbidden targets: staff permissions, oneself, another tenant', async () => {
    const admin = await signIn(app, 'admin@beta');
    for (const login of ['gestore', 'mutaforma', 'sicurezza']) {
      const response = await start(admin, { login });
      assert.equal(response.statusCode, 403, login);
      assert.equal(response.json().message, 'Questo utente non può essere impersonato');
    }
    assert.equal((await start(admin, { login: 'admin' })).statusCode, 400);
    const other = await start(admin, { login: 'cliente@alfa' });
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().message, 'Puoi impersonare solo utenti del tuo tenant');
    // name@own-tenant is the same user.
    const same = await start(admin, { login: 'cliente@beta' });
    assert.equal(same.statusCode, 200);
    assert.equal(claimsOf(same.json().context.accessToken).tid, 'beta');
  });

  test('without MUTAFORMA: 403 with the spec message, nothing audited', async () => {
    const before = (await auditRows('impersonation-start')).length;
    for (const login of ['cliente', 'gestore', 'sicurezza']) {
      const response = await start(await signIn(app, login), { login: 'cliente' });
      assert.equal(response.statusCode, 403, login);
      assert.equal(response.json().message, FORBIDDEN);
    }
    assert.equal((await auditRows('impersonation-start')).length, before);
  });

  test('never while impersonating; ending without impersonating is 409; a missing cookie is 401', async () => {
    const admin = await signIn(app, 'mutaforma');
    const session = sessionFrom(await start(admin, { login: 'cliente' }), 'alfa');
    // The impersonated user holds no MUTAFORMA: the attempt is simply forbidden.
    assert.equal((await start(session, { login: 'cliente' })).statusCode, 403);

    const plain = await signIn(app, 'cliente');
    const notImpersonating = await end(plain);
    assert.equal(notImpersonating.statusCode, 409);
    assert.equal(notImpersonating.json().message, 'Nessuna impersonificazione in corso');

    const noCookie = await app.inject({ method: 'DELETE', url: '/api/auth/impersonation', headers: session.headers });
    assert.equal(noCookie.statusCode, 401);
    assert.equal(noCookie.json().message, SESSION_EXPIRED);
    // Another session's cookie does not end this one.
    assert.equal((await end({ ...session, refreshToken: plain.refreshToken })).statusCode, 401);
    assert.equal((await end(session)).statusCode, 200);
  });

  test('a spent impersonation cookie cannot end it twice', async () => {
    const admin = await signIn(app, 'mutaforma');
    const session = sessionFrom(await start(admin, { login: 'cliente' }), 'alfa');
    assert.equal((await end(session)).statusCode, 200);
    const again = await end(session);
    assert.equal(again.statusCode, 401);
  });

  test('an admin who loses MUTAFORMA meanwhile: the impersonation cannot be refreshed', async () => {
    const db = await testDb();
    const [user] = await db.query<{ id: number }>(
      `INSERT INTO users (tenant_id, client_id, login, password_hash, name, last_name, email)
       SELECT u.tenant_id, u.client_id, 'muta.temp', u.password_hash, 'Temp', 'Muta', 'muta.temp@example.it'
       FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE t.code = 'alfa' AND u.login = 'mutaforma'
       RETURNING id`,
    );
    await db.query("INSERT INTO user_permissions (user_id, permission) VALUES ($1, 'MUTAFORMA')", [user.id]);
    const admin = await signIn(app, 'muta.temp');
    const session = sessionFrom(await start(admin, { login: 'cliente' }), 'alfa');
    await db.query('DELETE FROM user_permissions WHERE user_id = $1', [user.id]);
    assert.equal((await refresh(session.refreshToken)).statusCode, 401);
  });

  test("a user's expired password does not limit the admin acting as them (who may not change it)", async () => {
    const target = await createUser({ passwordDurationDays: 30, pwdModDaysAgo: 31 });
    const admin = await signIn(app, 'mutaforma');
    const session = sessionFrom(await start(admin, { login: target.login }), 'alfa');
    assert.equal(claimsOf(session.accessToken).pwx, undefined);
    const unread = await app.inject({
      method: 'GET',
      url: '/api/my-notifications/unread-count',
      headers: session.headers,
    });
    assert.equal(unread.statusCode, 200);
    assert.equal(claimsOf(sessionFrom(await refresh(session.refreshToken), 'alfa').accessToken).pwx, undefined);
  });
});

describe('pre-production flag (top-bar colour, spec 000 §2.2)', () => {
  test('a tenant marked pre_production, or a PRE_PRODUCTION deployment, reports preProduction', async () => {
    const tenantOf = async (instance: FastifyInstance, name: string) =>
      (await instance.inject({ method: 'GET', url: `/api/tenants/${name}` })).json().context.preProduction;
    assert.equal(await tenantOf(app, 'alfa'), false);

    const db = await testDb();
    await db.query("UPDATE tenants SET pre_production = true WHERE code = 'beta'");
    try {
      assert.equal(await tenantOf(app, 'beta'), true);
      assert.equal(await tenantOf(app, 'alfa'), false);
    } finally {
      await db.query("UPDATE tenants SET pre_production = false WHERE code = 'beta'");
    }

    const staging = await buildTestApp({ preProduction: true });
    assert.equal(await tenantOf(staging, 'alfa'), true);
    const session = await signIn(staging, 'cliente');
    assert.equal(
      (await staging.inject({ method: 'GET', url: '/api/me', headers: session.headers })).json().context.tenant
        .preProduction,
      true,
    );
    assert.equal(optionsFromEnv({ PRE_PRODUCTION: 'true' }).preProduction, true);
    assert.equal(optionsFromEnv({}).preProduction, undefined);
  });
});
