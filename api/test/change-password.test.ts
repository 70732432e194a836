import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createUser, type OwnUser } from './account-helper.ts';
import { buildTestApp, refreshCookie, signIn, testDb, type Session } from './helper.ts';

const CHANGED = 'Password aggiornata correttamente.';

/** Each session's current password: a change proves it (issue 46). */
const currentPasswords = new WeakMap<Session, string>();

async function change(app: FastifyInstance, session: Session, body: unknown) {
  const currentPassword = currentPasswords.get(session);
  // A body that is not an object goes as it is: the schema refuses it.
  const object = typeof body === 'object' && body !== null && !Array.isArray(body);
  const response = await app.inject({
    method: 'POST',
    url: '/api/me/password',
    headers: session.headers,
    payload: (currentPassword === undefined || !object ? body : { currentPassword, ...body }) as object,
  });
  if (response.statusCode === 200 && currentPassword !== undefined)
    currentPasswords.set(session, (body as { password: string }).password);
  return response;
}

/** The session after `POST /api/auth/refresh` with its cookie. */
async function renew(app: FastifyInstance, session: Session): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { portal_refresh: session.refreshToken },
  });
  assert.equal(response.statusCode, 200, response.body);
  const accessToken = response.json().context.accessToken as string;
  return {
    ...session,
    accessToken,
    refreshToken: refreshCookie(response)!,
    headers: { ...session.headers, authorization: `Bearer ${accessToken}` },
  };
}

async function me(app: FastifyInstance, session: Session) {
  return (await app.inject({ method: 'GET', url: '/api/me', headers: session.headers })).json().context;
}

describe('change password (POST /api/me/password)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });

  async function signedIn(options: Parameters<typeof createUser>[0] = {}): Promise<[OwnUser, Session]> {
    const user = await createUser(options);
    const session = await signIn(app, `${user.login}@${user.tenant}`, { password: user.password });
    currentPasswords.set(session, user.password);
    return [user, session];
  }

  test('the policy is in the current user detail', async () => {
    const [, session] = await signedIn({ pwdMinLength: 12, pwdNumDiff: 4, passwordDurationDays: 90 });
    const user = await me(app, session);
    assert.equal(user.pwdMinLength, 12);
    assert.equal(user.pwdNumDiff, 4);
    assert.equal(user.passwordDurationDays, 90);
    assert.equal(user.passwordExpired, false);
  });

  test('changes the password: success message, the new one signs in, the old one does not', async () => {
    const [user, session] = await signedIn();
    const response = await change(app, session, { password: 'Nuovissima2026!', passwordConfirm: 'Nuovissima2026!' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { error: false, message: CHANGED, context: null });
    await assert.rejects(signIn(app, user.login, { password: user.password }));
    await signIn(app, user.login, { password: 'Nuovissima2026!' });
    // The session that changed it goes on.
    assert.equal((await app.inject({ method: 'GET', url: '/api/me', headers: session.headers })).statusCode, 200);
  });

  test('the messages of spec 000 §5, in order', async () => {
    const [, session] = await signedIn({ pwdMinLength: 10 });
    const cases: Array<[object, string, string]> = [
      [{ password: '', passwordConfirm: '' }, 'La password è obbligatoria', 'password'],
      [{ password: 'Corta1!', passwordConfirm: 'Corta1!' }, 'La password è troppo corta', 'password'],
      [
        { password: 'Abbastanza1!', passwordConfirm: '' },
        'La conferma della password è obbligatoria',
        'passwordConfirm',
      ],
      [
        { password: 'Abbastanza1!', passwordConfirm: 'Abbastanza2!' },
        'Le password devono coincidere',
        'passwordConfirm',
      ],
    ];
    for (const [body, message, field] of cases) {
      const response = await change(app, session, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.deepEqual(response.json(), { error: true, message, context: { field } });
    }
  });

  test('the minimum length is the user’s own, counted in characters', async () => {
    const [, session] = await signedIn({ pwdMinLength: 5 });
    assert.equal((await change(app, session, { password: 'àèìòù', passwordConfirm: 'àèìòù' })).statusCode, 200);
    const [, strict] = await signedIn({ pwdMinLength: 16 });
    const tooShort = await change(app, strict, { password: 'Quindici2026!ab', passwordConfirm: 'Quindici2026!ab' });
    assert.equal(tooShort.json().message, 'La password è troppo corta');
  });

  test('the last pwdNumDiff passwords, the current one included, cannot be reused', async () => {
    const [user, session] = await signedIn({ pwdNumDiff: 3 });
    const reused = (password: string) => change(app, session, { password, passwordConfirm: password });
    const REFUSED = 'La nuova password non può essere uguale alle ultime 3 password utilizzate';

    assert.equal((await reused(user.password)).json().message, REFUSED);
    assert.equal((await reused('Seconda2026!')).statusCode, 200);
    assert.equal((await reused(user.password)).json().message, REFUSED);
    assert.equal((await reused('Seconda2026!')).json().message, REFUSED);
    assert.equal((await reused('Terza2026!')).statusCode, 200);
    assert.equal((await reused(user.password)).json().message, REFUSED);
    assert.equal((await reused('Quarta2026!')).statusCode, 200);
    // Now the last three are Quarta, Terza, Seconda: the first one may come back.
    assert.equal((await reused('Seconda2026!')).json().message, REFUSED);
    assert.equal((await reused(user.password)).statusCode, 200);

    const db = await testDb();
    const [{ n }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM password_history WHERE user_id = $1',
      [user.id],
    );
    assert.equal(n, 4);
  });

  test('with pwdNumDiff 1 only the current password is refused, with a singular message', async () => {
    const [user, session] = await signedIn({ pwdNumDiff: 1 });
    const same = await change(app, session, { password: user.password, passwordConfirm: user.password });
    assert.equal(same.json().message, "La nuova password non può essere uguale all'ultima password utilizzata");
    assert.equal(
      (await change(app, session, { password: 'Altra2026!x', passwordConfirm: 'Altra2026!x' })).statusCode,
      200,
    );
    assert.equal(
      (await change(app, session, { password: user.password, passwordConfirm: user.password })).statusCode,
      200,
    );
  });

  test('an expired password: sign-in works, but until it is changed the session may only read itself and change it', async () => {
    const [, session] = await signedIn({ passwordDurationDays: 30, pwdModDaysAgo: 31 });
    assert.equal((await me(app, session)).passwordExpired, true);
    for (const url of ['/api/my-notifications/unread-count', '/api/ws-connection-url', '/api/domain/cciaa']) {
      const refused = await app.inject({ method: 'GET', url, headers: session.headers });
      assert.equal(refused.statusCode, 403, url);
      assert.deepEqual(refused.json(), {
        error: true,
        message: 'La tua password è scaduta: scegline una nuova per continuare.',
        context: { reason: 'password-expired' },
      });
    }
    // A refresh before the change keeps the limit: it is the password, not the token, that expired.
    const stillExpired = await renew(app, session);
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/my-notifications/unread-count', headers: stillExpired.headers }))
        .statusCode,
      403,
    );
    assert.equal(
      (await change(app, stillExpired, { password: 'Rinnovata2026!', passwordConfirm: 'Rinnovata2026!' })).statusCode,
      200,
    );
    assert.equal((await me(app, stillExpired)).passwordExpired, false);
    // The next token (the client refreshes after the change) is a full one.
    const renewed = await renew(app, stillExpired);
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/my-notifications/unread-count', headers: renewed.headers }))
        .statusCode,
      200,
    );

    const [, never] = await signedIn({ passwordDurationDays: 0, pwdModDaysAgo: 5000 });
    assert.equal((await me(app, never)).passwordExpired, false);
  });

  test('bad input: wrong types, too long, missing, unknown properties', async () => {
    const [, session] = await signedIn();
    const cases: Array<[unknown, RegExp]> = [
      [{ password: 12345678, passwordConfirm: '12345678' }, /"password": deve essere un testo/],
      [{ password: 'a'.repeat(257), passwordConfirm: 'a' }, /al massimo 256 caratteri/],
      [{ password: 'Valida2026!' }, /Campo obbligatorio: "passwordConfirm"/],
      [{ password: 'Valida2026!', passwordConfirm: 'Valida2026!', oldPassword: 'x' }, /Proprietà non consentita/],
      [[], /oggetto JSON/],
    ];
    for (const [body, message] of cases) {
      const response = await change(app, session, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(response.json().message, message);
    }
  });

  test('asks for the current password, unless it has expired (issue 46)', async () => {
    const [user, session] = await signedIn();
    const body = { password: 'Nuovissima2026!', passwordConfirm: 'Nuovissima2026!' };
    const send = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/me/password', headers: session.headers, payload });
    const missing = await send(body);
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), {
      error: true,
      message: 'Inserisci la password attuale',
      context: { field: 'currentPassword' },
    });
    const wrong = await send({ ...body, currentPassword: 'Sbagliata2026!' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'La password attuale non è corretta');
    // Nothing changed: the password is still the old one.
    await signIn(app, user.login, { password: user.password });
    assert.equal((await send({ ...body, currentPassword: user.password })).statusCode, 200);
  });

  test('needs a signed-in user and the matching tenant', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      payload: { password: 'Valida2026!', passwordConfirm: 'Valida2026!' },
    });
    assert.equal(anonymous.statusCode, 401);
    const [, session] = await signedIn();
    const wrongTenant = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { ...session.headers, tenantid: 'beta' },
      payload: { password: 'Valida2026!', passwordConfirm: 'Valida2026!' },
    });
    assert.equal(wrongTenant.statusCode, 403);
  });
});
