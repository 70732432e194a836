import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { ALL_PERMISSIONS } from '@portal/contracts/permissions';
import { hashSecretToken } from '../src/auth/secret-token.ts';
import { ACCOUNT_MESSAGES } from '../src/modules/auth/account-service.ts';
import { createUser } from './account-helper.ts';
import { buildTestApp, DEMO_PASSWORD, refreshCookie, signIn, sleep, testDb } from './helper.ts';

const BAD_CREDENTIALS = 'Nome utente o password non validi';
const SESSION_EXPIRED = 'Sessione scaduta. Accedi di nuovo.';

function refresh(app: FastifyInstance, token?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: token ? { portal_refresh: token } : {},
  });
}

function signInRequest(app: FastifyInstance, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body, headers });
}

async function auditCount(action: string, login: string, tenant: string): Promise<number> {
  const db = await testDb();
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log a JOIN users u ON u.id = a.user_id JOIN tenants t ON t.id = a.tenant_id
     WHERE a.action = $1 AND u.login = $2 AND t.code = $3`,
    [action, login, tenant],
  );
  return row.n;
}

describe('sign-in', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });

  test('a demo user signs in: access token in the body, refresh token only in a strict HttpOnly cookie', async () => {
    const before = await auditCount('sign-in', 'gestore', 'alfa');
    const response = await signInRequest(app, { username: 'gestore', password: DEMO_PASSWORD });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.error, false);
    assert.deepEqual(Object.keys(body.context).sort(), ['accessToken', 'expiresIn']);
    assert.equal(body.context.expiresIn, 300);
    assert.doesNotMatch(response.body, /refresh/i);

    const cookie = (response.cookies as Array<Record<string, unknown>>).find((c) => c.name === 'portal_refresh')!;
    assert.ok(cookie, 'refresh cookie set');
    assert.match(String(cookie.value), /^[A-Za-z0-9_-]{43}$/);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/api/auth');
    assert.notEqual(cookie.secure, true);
    // Beside it, a hint without any secret that the page may read: a session can be restored.
    const hint = (response.cookies as Array<Record<string, unknown>>).find((c) => c.name === 'portal_session')!;
    assert.ok(hint, 'session hint set');
    assert.equal(hint.value, '1');
    assert.notEqual(hint.httpOnly, true);
    assert.equal(hint.sameSite, 'Strict');
    assert.equal(hint.path, '/');
    assert.equal(hint.maxAge, cookie.maxAge);

    const claims = JSON.parse(Buffer.from(body.context.accessToken.split('.')[1], 'base64url').toString());
    assert.equal(claims.tid, 'alfa');
    assert.equal(claims.login, 'gestore');
    assert.deepEqual(claims.perms, ['GESTORE']);
    assert.ok(claims.jti && claims.sub && claims.exp - claims.iat === 300);
    assert.equal(JSON.parse(Buffer.from(body.context.accessToken.split('.')[0], 'base64url').toString()).alg, 'HS256');
    assert.equal(await auditCount('sign-in', 'gestore', 'alfa'), before + 1);
  });

  test('the cookie is Secure behind an https proxy', async () => {
    const response = await signInRequest(
      app,
      { username: 'gestore', password: DEMO_PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    assert.equal(response.statusCode, 200);
    const cookie = (response.cookies as Array<Record<string, unknown>>).find((c) => c.name === 'portal_refresh')!;
    assert.equal(cookie.secure, true);
  });

  test('login@tenant selects the tenant; tenantName wins over the suffix', async () => {
    assert.equal((await signIn(app, 'gestore@beta')).tenant, 'beta');
    assert.equal((await signIn(app, 'GESTORE@Beta')).tenant, 'beta');
    assert.equal((await signIn(app, 'gestore', { tenantName: 'beta' })).tenant, 'beta');
    assert.equal((await signIn(app, 'gestore@beta', { tenantName: 'alfa' })).tenant, 'alfa');
    assert.equal((await signIn(app, 'gestore', { tenantName: null })).tenant, 'alfa');
  });

  test('unknown user, unknown tenant, wrong password and blocked user get the same 401', async () => {
    const db = await testDb();
    const [blocked] = await db.query<{ login: string }>(
      `SELECT u.login FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE t.code = 'alfa' AND u.blocked = 'S' LIMIT 1`,
    );
    assert.ok(blocked, 'the seed has blocked users');
    const attempts = [
      { username: 'nessuno', password: DEMO_PASSWORD },
      { username: 'gestore@gamma', password: DEMO_PASSWORD },
      { username: 'gestore', password: DEMO_PASSWORD, tenantName: 'gamma' },
      { username: 'gestore', password: 'Sbagliata2026!' },
      { username: blocked.login, password: DEMO_PASSWORD },
    ];
    for (const attempt of attempts) {
      const response = await signInRequest(app, attempt);
      assert.equal(response.statusCode, 401, JSON.stringify(attempt));
      assert.deepEqual(response.json(), { error: true, message: BAD_CREDENTIALS, context: null });
      assert.equal(refreshCookie(response), undefined);
    }
  });

  test('a user enabled for the web services only is told so at the right password, and gets no session', async () => {
    const user = await createUser();
    await (await testDb()).query(`UPDATE users SET enable_ps_ws = 'ws' WHERE id = $1`, [user.id]);
    const refused = await signInRequest(app, { username: user.login, password: user.password });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.deepEqual(refused.json(), { error: true, message: ACCOUNT_MESSAGES.webServicesOnly, context: null });
    assert.equal(refreshCookie(refused), undefined);
    // A wrong password says nothing about the account.
    const wrong = await signInRequest(app, { username: user.login, password: 'Sbagliata2026!' });
    assert.deepEqual([wrong.statusCode, wrong.json().message], [401, BAD_CREDENTIALS]);
    // Portal and web services ('al') signs in.
    await (await testDb()).query(`UPDATE users SET enable_ps_ws = 'al' WHERE id = $1`, [user.id]);
    assert.equal((await signInRequest(app, { username: user.login, password: user.password })).statusCode, 200);
  });

  test('after 5 failures in the window the account gets 429, even with the right password', async () => {
    const limited = await buildTestApp();
    for (let i = 0; i < 5; i++) {
      const response = await signInRequest(limited, { username: 'mutaforma@beta', password: `wrong-${i}` });
      assert.equal(response.statusCode, 401);
    }
    const blocked = await signInRequest(limited, { username: 'mutaforma@beta', password: DEMO_PASSWORD });
    assert.equal(blocked.statusCode, 429);
    assert.deepEqual(blocked.json(), {
      error: true,
      message:
        "Troppi tentativi di accesso non riusciti: l'account è bloccato. " +
        'Per sbloccarlo usa il collegamento che ti abbiamo inviato per email, oppure reimposta la password.',
      context: null,
    });
    // Same account spelled differently is the same account.
    assert.equal(
      (await signInRequest(limited, { username: 'MUTAFORMA', password: DEMO_PASSWORD, tenantName: 'beta' })).statusCode,
      429,
    );
    // Other accounts, and the same login in another tenant, are not affected.
    assert.equal(
      (await signInRequest(limited, { username: 'mutaforma@alfa', password: DEMO_PASSWORD })).statusCode,
      200,
    );
    assert.equal((await signInRequest(limited, { username: 'gestore@beta', password: DEMO_PASSWORD })).statusCode, 200);
  });

  test('the failure window is configurable and expires', async () => {
    // Wide enough that two slow failed sign-ins (argon2 plus the lockout writes) on a loaded
    // machine still fall inside it.
    const limited = await buildTestApp({ signInMaxFailures: 2, signInWindowMs: 2_000 });
    await signInRequest(limited, { username: 'cliente', password: 'x' });
    await signInRequest(limited, { username: 'cliente', password: 'x' });
    assert.equal((await signInRequest(limited, { username: 'cliente', password: DEMO_PASSWORD })).statusCode, 429);
    await sleep(2_100);
    assert.equal((await signInRequest(limited, { username: 'cliente', password: DEMO_PASSWORD })).statusCode, 200);
  });
});

describe('current user', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });

  test('GET /api/me describes the user, the client, the tenant and the permissions', async () => {
    const session = await signIn(app, 'admin@beta');
    const response = await app.inject({ method: 'GET', url: '/api/me', headers: session.headers });
    assert.equal(response.statusCode, 200);
    const me = response.json().context;
    assert.equal(me.login, 'admin');
    assert.equal(me.name, 'Alessandro');
    assert.equal(me.lastName, 'Conti');
    assert.equal(me.clientName, 'Beta Servizi S.r.l.');
    assert.equal(typeof me.clientId, 'number');
    assert.deepEqual(me.tenant, {
      instanceCode: 'BETA',
      name: 'beta',
      descr: 'Beta Servizi',
      palette: 'teal',
      preProduction: false,
    });
    assert.deepEqual([...me.permissions].sort(), [...ALL_PERMISSIONS].sort());
    assert.equal(me.pwdMinLength, 8);
    assert.equal(me.pwdNumDiff, 3);
    assert.equal(me.passwordDurationDays, 180);
    assert.equal(me.impersonator, null);
    assert.match(me.email, /@/);
  });

  test('sign-in and refresh with ?include=user answer the user as GET /api/me does', async () => {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in?include=user',
      payload: { username: 'admin@beta', password: DEMO_PASSWORD },
    });
    assert.equal(signedIn.statusCode, 200);
    const { accessToken, user } = signedIn.json().context;
    const headers = { authorization: `Bearer ${accessToken}`, tenantid: 'beta' };
    const me = (await app.inject({ method: 'GET', url: '/api/me', headers })).json().context;
    assert.deepEqual(user, me);

    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh?include=user',
      cookies: { portal_refresh: refreshCookie(signedIn)! },
    });
    assert.equal(refreshed.statusCode, 200);
    assert.deepEqual(refreshed.json().context.user, me);
    assert.notEqual(refreshed.json().context.accessToken, accessToken);
  });

  test('include takes only user or user,remotes: anything else is a 400 that says so and spends no session', async () => {
    const session = await signIn(app, 'cliente');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh?include=password',
      cookies: { portal_refresh: session.refreshToken },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, true);
    assert.equal(response.json().message, 'Valore non valido per "include": valori ammessi user, user,remotes');
    assert.equal((await refresh(app, session.refreshToken)).statusCode, 200, 'the refresh token is still good');
  });

  test('a customer has no special permission', async () => {
    const session = await signIn(app, 'cliente');
    const me = (await app.inject({ method: 'GET', url: '/api/me', headers: session.headers })).json().context;
    assert.deepEqual(me.permissions, []);
    assert.equal(me.tenant.palette, 'brand');
  });

  test('without a valid bearer token the answer is 401', async () => {
    const session = await signIn(app, 'cliente');
    const otherKey = await new SignJWT({ tid: 'alfa', login: 'admin', perms: ALL_PERMISSIONS })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('portal-api')
      .setAudience('portal')
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${session.accessToken.split('.')[1]}.`;
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer garbage',
      `Basic ${session.accessToken}`,
      `Bearer ${otherKey}`,
      `Bearer ${unsigned}`,
    ]) {
      const headers: Record<string, string> = { tenantid: 'alfa' };
      if (authorization) headers.authorization = authorization;
      const response = await app.inject({ method: 'GET', url: '/api/me', headers });
      assert.equal(response.statusCode, 401, String(authorization));
      assert.deepEqual(response.json(), { error: true, message: 'Autenticazione richiesta', context: null });
    }
  });

  test('the TenantId header is required and must match the token', async () => {
    const session = await signIn(app, 'cliente');
    const missing = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: session.headers.authorization },
    });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, 'Intestazione TenantId mancante');

    const other = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: session.headers.authorization, tenantid: 'beta' },
    });
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().message, 'Tenant non valido per questa sessione');
  });

  test('an expired access token gets 401', async () => {
    const shortLived = await buildTestApp({ accessTokenTtl: 1 });
    const session = await signIn(shortLived, 'cliente');
    assert.equal(
      (await shortLived.inject({ method: 'GET', url: '/api/me', headers: session.headers })).statusCode,
      200,
    );
    await sleep(2100);
    const response = await shortLived.inject({ method: 'GET', url: '/api/me', headers: session.headers });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, 'Autenticazione richiesta');
  });
});

describe('refresh and sign-out', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });

  test('a refresh rotates the token: new access token, new cookie, old cookie spent', async () => {
    const session = await signIn(app, 'sicurezza');
    const first = await refresh(app, session.refreshToken);
    assert.equal(first.statusCode, 200);
    assert.deepEqual(Object.keys(first.json().context).sort(), ['accessToken', 'expiresIn']);
    const rotated = refreshCookie(first)!;
    assert.ok(rotated);
    assert.notEqual(rotated, session.refreshToken);
    const accessToken = first.json().context.accessToken;
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${accessToken}`, tenantid: 'alfa' },
    });
    assert.equal(me.json().context.login, 'sicurezza');

    const second = await refresh(app, rotated);
    assert.equal(second.statusCode, 200);
    assert.notEqual(refreshCookie(second), rotated);
  });

  test('reusing a spent refresh token revokes the whole family', async () => {
    const session = await signIn(app, 'mutaforma');
    const before = await auditCount('refresh-reuse', 'mutaforma', 'alfa');
    const first = await refresh(app, session.refreshToken);
    const newer = refreshCookie(first)!;
    assert.equal(first.statusCode, 200);

    const reuse = await refresh(app, session.refreshToken);
    assert.equal(reuse.statusCode, 401);
    assert.deepEqual(reuse.json(), { error: true, message: SESSION_EXPIRED, context: null });

    // The newer token, never used, is dead too.
    const afterReuse = await refresh(app, newer);
    assert.equal(afterReuse.statusCode, 401);
    assert.equal(afterReuse.json().message, SESSION_EXPIRED);
    assert.equal(await auditCount('refresh-reuse', 'mutaforma', 'alfa'), before + 1);

    // Another session of the same user is a different family and survives.
    const other = await signIn(app, 'mutaforma');
    assert.equal((await refresh(app, other.refreshToken)).statusCode, 200);
  });

  test('of two concurrent refreshes with the same token only one succeeds', async () => {
    const session = await signIn(app, 'gestore@beta');
    const answers = await Promise.all([refresh(app, session.refreshToken), refresh(app, session.refreshToken)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 401]);
  });

  test('missing, unknown and expired refresh tokens get the same 401', async () => {
    for (const token of [undefined, 'not-a-token', 'A'.repeat(43)]) {
      const response = await refresh(app, token);
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { error: true, message: SESSION_EXPIRED, context: null });
    }
    const session = await signIn(app, 'cliente@beta');
    const db = await testDb();
    await db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashSecretToken(session.refreshToken),
    ]);
    const expired = await refresh(app, session.refreshToken);
    assert.equal(expired.statusCode, 401);
    assert.equal(expired.json().message, SESSION_EXPIRED);
  });

  test('a user blocked after sign-in cannot refresh', async () => {
    const db = await testDb();
    const [user] = await db.query<{ id: number; login: string }>(
      `SELECT u.id, u.login FROM users u JOIN tenants t ON t.id = u.tenant_id
       WHERE t.code = 'beta' AND u.blocked = 'N' AND NOT u.is_master AND u.login NOT IN ('cliente','gestore','mutaforma','sicurezza','admin')
       ORDER BY u.id DESC LIMIT 1`,
    );
    const session = await signIn(app, `${user.login}@beta`);
    await db.query(`UPDATE users SET blocked = 'S' WHERE id = $1`, [user.id]);
    try {
      assert.equal((await refresh(app, session.refreshToken)).statusCode, 401);
    } finally {
      await db.query(`UPDATE users SET blocked = 'N' WHERE id = $1`, [user.id]);
    }
  });

  test('sign-out revokes the session and clears the cookie', async () => {
    const session = await signIn(app, 'admin');
    const before = await auditCount('sign-out', 'admin', 'alfa');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { portal_refresh: session.refreshToken },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { error: false, message: null, context: null });
    const cleared = (response.cookies as Array<Record<string, unknown>>).find((c) => c.name === 'portal_refresh')!;
    assert.equal(cleared.value, '');
    assert.equal(cleared.path, '/api/auth');
    const hint = (response.cookies as Array<Record<string, unknown>>).find((c) => c.name === 'portal_session')!;
    assert.equal(hint.value, '');
    assert.equal(hint.path, '/');
    assert.equal((await refresh(app, session.refreshToken)).statusCode, 401);
    assert.equal(await auditCount('sign-out', 'admin', 'alfa'), before + 1);
  });

  test('an access token already accepted is refused the moment its session ends or changes', async () => {
    // The API may keep a session check's answer (PGlite): whatever changes the session, through
    // the API or straight in the database, must be seen by the very next request.
    const db = await testDb();
    const me = (session: { headers: Record<string, string> }) =>
      app.inject({ method: 'GET', url: '/api/me', headers: session.headers });
    const [user] = await db.query<{ id: number; login: string }>(
      `SELECT u.id, u.login FROM users u JOIN tenants t ON t.id = u.tenant_id
       WHERE t.code = 'beta' AND u.blocked = 'N' AND NOT u.is_master
         AND u.login NOT IN ('cliente','gestore','mutaforma','sicurezza','admin')
         AND EXISTS (SELECT 1 FROM user_permissions p WHERE p.user_id = u.id)
       ORDER BY u.id LIMIT 1`,
    );
    const login = `${user.login}@beta`;

    const signedOut = await signIn(app, login);
    assert.equal((await me(signedOut)).statusCode, 200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { portal_refresh: signedOut.refreshToken },
    });
    assert.equal((await me(signedOut)).statusCode, 401);

    const blocked = await signIn(app, login);
    assert.equal((await me(blocked)).statusCode, 200);
    await db.query(`UPDATE users SET blocked = 'S' WHERE id = $1`, [user.id]);
    try {
      assert.equal((await me(blocked)).statusCode, 401);
    } finally {
      await db.query(`UPDATE users SET blocked = 'N' WHERE id = $1`, [user.id]);
    }

    const changed = await signIn(app, login);
    assert.equal((await me(changed)).statusCode, 200);
    const [taken] = await db.query<{ permission: string }>(
      `DELETE FROM user_permissions WHERE user_id = $1
       AND permission = (SELECT min(permission) FROM user_permissions WHERE user_id = $1) RETURNING permission`,
      [user.id],
    );
    try {
      const stale = await me(changed);
      assert.equal(stale.statusCode, 401);
      assert.equal(stale.json().message, SESSION_EXPIRED);
    } finally {
      await db.query(`INSERT INTO user_permissions (user_id, permission) VALUES ($1, $2)`, [user.id, taken.permission]);
    }

    const expired = await signIn(app, login);
    assert.equal((await me(expired)).statusCode, 200);
    await db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashSecretToken(expired.refreshToken),
    ]);
    assert.equal((await me(expired)).statusCode, 401);
  });

  test('sign-out without a cookie is fine', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().error, false);
  });

  test('refresh tokens are stored only as hashes', async () => {
    const session = await signIn(app, 'cliente');
    const db = await testDb();
    const rows = await db.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1', [session.refreshToken]);
    assert.equal(rows.length, 0);
  });
});

describe('tenants', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });

  test('a tenant configuration is public', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tenants/beta' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().context, {
      instanceCode: 'BETA',
      name: 'beta',
      descr: 'Beta Servizi',
      palette: 'teal',
      preProduction: false,
    });
  });

  test('the default tenant is alfa unless configured', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/tenants/default' })).json().context.name, 'alfa');
    const betaFirst = await buildTestApp({ defaultTenant: 'beta' });
    assert.equal((await betaFirst.inject({ method: 'GET', url: '/api/tenants/default' })).json().context.name, 'beta');
    assert.equal((await signIn(betaFirst, 'gestore')).tenant, 'beta');
  });

  test('an unknown tenant is a 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tenants/gamma' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { error: true, message: 'Tenant non trovato', context: null });
  });
});
