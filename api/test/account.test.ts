import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { hashSecretToken } from '../src/auth/secret-token.ts';
import { createUser, mailedToken, outbox } from './account-helper.ts';
import { buildTestApp, signIn, testDb } from './helper.ts';

const FORGOT_SENT = "Se l'account esiste, riceverai un'email con il collegamento per reimpostare la password.";
const BAD_LINK = 'Il collegamento non è valido o è scaduto. Richiedine uno nuovo.';
const SIGN_UP_SENT = "Richiesta di registrazione inviata. Riceverai un'email quando il tuo account sarà attivato.";
const LOCKED =
  "Troppi tentativi di accesso non riusciti: l'account è bloccato. " +
  'Per sbloccarlo usa il collegamento che ti abbiamo inviato per email, oppure reimposta la password.';

function post(app: FastifyInstance, url: string, payload: unknown) {
  return app.inject({ method: 'POST', url, payload: payload as object });
}

function signInAttempt(app: FastifyInstance, username: string, password: string) {
  return post(app, '/api/auth/sign-in', { username, password });
}

const VALID_SIGN_UP = {
  companyName: 'Rossi Costruzioni S.r.l.',
  partitaIva: '12345670017',
  name: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.test',
  username: 'mario.rossi',
};

describe('sign-up', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });

  test('stores a pending request, mails the back office and the applicant, creates no user', async () => {
    const response = await post(app, '/api/auth/sign-up', { ...VALID_SIGN_UP, tenantName: 'beta' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { error: false, message: SIGN_UP_SENT, context: null });
    const db = await testDb();
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT r.status, r.partita_iva AS "partitaIva", r.mailed_at IS NOT NULL AS mailed, t.code AS tenant
       FROM sign_up_requests r JOIN tenants t ON t.id = r.tenant_id WHERE r.username = 'mario.rossi'
       ORDER BY r.id DESC LIMIT 1`,
    );
    assert.deepEqual(row, { status: 'pending', partitaIva: '12345670017', mailed: true, tenant: 'beta' });
    const users = await db.query(`SELECT 1 FROM users WHERE login = 'mario.rossi'`);
    assert.equal(users.length, 0);
    const mails = await outbox(app);
    assert.ok(mails.some((mail) => mail.to.includes('supporto@portale.local') && /Rossi Costruzioni/.test(mail.body)));
    assert.ok(mails.some((mail) => mail.to.includes('mario.rossi@example.test')));
  });

  test('an existing username gets the same answer', async () => {
    const response = await post(app, '/api/auth/sign-up', { ...VALID_SIGN_UP, username: 'gestore' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, SIGN_UP_SENT);
  });

  test('bad input: missing, wrong types, too long, bad partita IVA, bad e-mail, unknown property', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ ...VALID_SIGN_UP, companyName: undefined }, /Campo obbligatorio: "companyName"/],
      [{ ...VALID_SIGN_UP, name: '   ' }, /Campo obbligatorio: "name"/],
      [{ ...VALID_SIGN_UP, partitaIva: 1234567897 }, /"partitaIva": deve essere un testo/],
      [{ ...VALID_SIGN_UP, partitaIva: '012345678970' }, /al massimo 11 caratteri/],
      [{ ...VALID_SIGN_UP, partitaIva: '12345670010' }, /^Partita IVA non valida: cifra di controllo errata$/],
      [{ ...VALID_SIGN_UP, partitaIva: '12345678903' }, /codice ufficio inesistente/],
      [{ ...VALID_SIGN_UP, partitaIva: '0123456789A' }, /^La partita IVA deve contenere 11 cifre$/],
      [{ ...VALID_SIGN_UP, email: 'non-una-mail' }, /Inserire un indirizzo email valido/],
      [{ ...VALID_SIGN_UP, username: 'mario rossi' }, /Il nome utente può contenere solo/],
      [{ ...VALID_SIGN_UP, username: 'x'.repeat(65) }, /al massimo 64 caratteri/],
      [{ ...VALID_SIGN_UP, companyName: 'x'.repeat(256) }, /al massimo 255 caratteri/],
      [{ ...VALID_SIGN_UP, admin: true }, /Proprietà non consentita: "admin"/],
    ];
    for (const [body, message] of cases) {
      const response = await post(app, '/api/auth/sign-up', body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().error, true);
      assert.match(response.json().message, message);
    }
  });
});

describe('forgot and reset password', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });

  test('the same answer for an existing and an unknown account; a mail only for the existing one', async () => {
    const user = await createUser();
    const mailsBefore = (await outbox(app)).length;
    const known = await post(app, '/api/auth/forgot-password', { username: user.login });
    const unknown = await post(app, '/api/auth/forgot-password', { username: 'nessuno-qui' });
    const otherTenant = await post(app, '/api/auth/forgot-password', { username: `${user.login}@beta` });
    for (const response of [known, unknown, otherTenant]) {
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { error: false, message: FORGOT_SENT, context: null });
    }
    const mails = await outbox(app);
    assert.equal(mails.length, mailsBefore + 1);
    const mail = mails.at(-1)!;
    assert.ok(mail.to.includes(user.email));
    assert.equal(mail.subject, 'Reimposta la tua password');
    assert.match(mail.body, /\/reset-password\/[A-Za-z0-9_-]{43}/);
  });

  test('the token is stored only as its SHA-256, expires in one hour', async () => {
    const user = await createUser();
    await post(app, '/api/auth/forgot-password', { username: user.login });
    const token = (await mailedToken(app, user.email, 'reset-password'))!;
    const db = await testDb();
    const rows = await db.query<{ tokenHash: string; ttl: number }>(
      `SELECT token_hash AS "tokenHash", round(extract(epoch FROM expires_at - created_at))::int AS ttl
       FROM account_tokens WHERE user_id = $1`,
      [user.id],
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0].tokenHash, hashSecretToken(token));
    assert.notEqual(rows[0].tokenHash, token);
    assert.equal(rows[0].ttl, 3600);
  });

  test('reset: link check, policy, new password works, old does not, the link is single-use, sessions end', async () => {
    const user = await createUser({ pwdMinLength: 10 });
    const session = await signIn(app, user.login, { password: user.password });
    await post(app, '/api/auth/forgot-password', { username: user.login });
    const token = (await mailedToken(app, user.email, 'reset-password'))!;

    const check = await app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` });
    assert.equal(check.statusCode, 200);
    assert.deepEqual(check.json().context, { pwdMinLength: 10, pwdNumDiff: 3 });

    const short = await post(app, '/api/auth/reset-password', {
      token,
      password: 'Corta1!',
      passwordConfirm: 'Corta1!',
    });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().message, 'La password è troppo corta');
    const reused = await post(app, '/api/auth/reset-password', {
      token,
      password: user.password,
      passwordConfirm: user.password,
    });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().message, 'La nuova password non può essere uguale alle ultime 3 password utilizzate');
    const mismatch = await post(app, '/api/auth/reset-password', {
      token,
      password: 'NuovaPassword1!',
      passwordConfirm: 'NuovaPassword2!',
    });
    assert.equal(mismatch.json().message, 'Le password devono coincidere');

    // Failed attempts did not spend the link.
    const ok = await post(app, '/api/auth/reset-password', {
      token,
      password: 'NuovaPassword1!',
      passwordConfirm: 'NuovaPassword1!',
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().message, 'Password reimpostata. Ora puoi accedere con la nuova password.');

    const again = await post(app, '/api/auth/reset-password', {
      token,
      password: 'AltraPassword1!',
      passwordConfirm: 'AltraPassword1!',
    });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, BAD_LINK);
    assert.equal((await app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` })).statusCode, 400);

    assert.equal((await signInAttempt(app, user.login, user.password)).statusCode, 401);
    assert.equal((await signInAttempt(app, user.login, 'NuovaPassword1!')).statusCode, 200);
    // The session opened before the reset is over.
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { portal_refresh: session.refreshToken },
    });
    assert.equal(refresh.statusCode, 401);
  });

  test('two uses of one link at the same time: exactly one succeeds', async () => {
    const user = await createUser();
    await post(app, '/api/auth/forgot-password', { username: user.login });
    const token = (await mailedToken(app, user.email, 'reset-password'))!;
    const answers = await Promise.all(
      ['Prima2026!xx', 'Seconda2026!x'].map((password) =>
        post(app, '/api/auth/reset-password', { token, password, passwordConfirm: password }),
      ),
    );
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
    assert.equal(answers.find((answer) => answer.statusCode === 400)!.json().message, BAD_LINK);
  });

  test('a newer link replaces the older one; an expired link is refused', async () => {
    const user = await createUser();
    await post(app, '/api/auth/forgot-password', { username: user.login });
    const first = (await mailedToken(app, user.email, 'reset-password'))!;
    await post(app, '/api/auth/forgot-password', { username: user.login });
    const second = (await mailedToken(app, user.email, 'reset-password'))!;
    assert.notEqual(first, second);
    const body = { password: 'Diversa2026!x', passwordConfirm: 'Diversa2026!x' };
    assert.equal((await post(app, '/api/auth/reset-password', { token: first, ...body })).json().message, BAD_LINK);

    const db = await testDb();
    await db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashSecretToken(second),
    ]);
    const expired = await post(app, '/api/auth/reset-password', { token: second, ...body });
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().message, BAD_LINK);
  });

  test('bad input: unknown token, wrong types, too long, missing fields', async () => {
    const cases: Array<[string, object, RegExp]> = [
      ['/api/auth/reset-password', { token: 'x'.repeat(43), password: 'a', passwordConfirm: 'a' }, /^Il collegamento/],
      ['/api/auth/reset-password', { token: 5, password: 'a', passwordConfirm: 'a' }, /"token": deve essere un testo/],
      ['/api/auth/reset-password', { token: 'x'.repeat(129), password: 'a', passwordConfirm: 'a' }, /al massimo 128/],
      ['/api/auth/reset-password', { token: 'abc', password: 'a'.repeat(257), passwordConfirm: 'a' }, /al massimo 256/],
      ['/api/auth/reset-password', { token: 'abc', password: 'a' }, /Campo obbligatorio: "passwordConfirm"/],
      ['/api/auth/forgot-password', {}, /Campo obbligatorio: "username"/],
      ['/api/auth/forgot-password', { username: ['a'] }, /"username": deve essere un testo/],
      ['/api/auth/forgot-password', { username: 'a'.repeat(129) }, /al massimo 128/],
      ['/api/auth/unlock-account', { token: 'sconosciuto' }, /^Il collegamento/],
      ['/api/auth/unlock-account', { token: null }, /"token": deve essere un testo/],
      ['/api/auth/unlock-account', { token: '' }, /Campo obbligatorio: "token"/],
    ];
    for (const [url, body, message] of cases) {
      const response = await post(app, url, body);
      assert.equal(response.statusCode, 400, `${url} ${JSON.stringify(body)}`);
      assert.match(response.json().message, message, `${url} ${JSON.stringify(body)}`);
    }
    // Path parameters longer than Fastify's limit are refused before routing.
    const tooLong = await app.inject({ method: 'GET', url: `/api/auth/reset-password/${'x'.repeat(129)}` });
    assert.equal(tooLong.statusCode, 414);
    assert.equal(tooLong.json().error, true);
    const unknown = await app.inject({ method: 'GET', url: `/api/auth/reset-password/${'x'.repeat(43)}` });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, BAD_LINK);
  });
});

describe('lockout after repeated failed sign-ins', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });

  test('5 failures lock the account in the database and mail the unlock link; the link unlocks', async () => {
    const user = await createUser();
    for (let i = 0; i < 4; i++) assert.equal((await signInAttempt(app, user.login, `sbagliata-${i}`)).statusCode, 401);
    const db = await testDb();
    const locked = async () =>
      (
        await db.query<{ locked: boolean }>('SELECT locked_at IS NOT NULL AS locked FROM users WHERE id = $1', [
          user.id,
        ])
      )[0].locked;
    assert.equal(await locked(), false);
    assert.equal(await mailedToken(app, user.email, 'unlock-account'), null);

    assert.equal((await signInAttempt(app, user.login, 'sbagliata-5')).statusCode, 401);
    assert.equal(await locked(), true);
    const token = await mailedToken(app, user.email, 'unlock-account');
    assert.ok(token, 'unlock link mailed');

    const refused = await signInAttempt(app, user.login, user.password);
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().message, LOCKED);

    // Not in memory: a second API instance on the same database sees the lock too.
    const other = await buildTestApp();
    const elsewhere = await signInAttempt(other, user.login, user.password);
    assert.equal(elsewhere.statusCode, 429);
    assert.equal(elsewhere.json().message, LOCKED);

    const unlock = await post(app, '/api/auth/unlock-account', { token });
    assert.equal(unlock.statusCode, 200);
    assert.equal(unlock.json().message, 'Account sbloccato. Ora puoi accedere con le tue credenziali.');
    assert.equal(await locked(), false);
    assert.equal((await signInAttempt(app, user.login, user.password)).statusCode, 200);
    assert.equal((await signInAttempt(other, user.login, user.password)).statusCode, 200);

    const reuse = await post(app, '/api/auth/unlock-account', { token });
    assert.equal(reuse.statusCode, 400);
    assert.equal(reuse.json().message, BAD_LINK);
  });

  test('an unknown account gets the same answers as an existing one', async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) {
      const real = await signInAttempt(app, user.login, 'x');
      const ghost = await signInAttempt(app, 'non-esiste-proprio', 'x');
      assert.deepEqual([real.statusCode, ghost.statusCode], [401, 401]);
      assert.deepEqual(real.json(), ghost.json());
    }
    const real = await signInAttempt(app, user.login, user.password);
    const ghost = await signInAttempt(app, 'non-esiste-proprio', 'x');
    assert.deepEqual([real.statusCode, ghost.statusCode], [429, 429]);
    assert.deepEqual(real.json(), ghost.json());
  });

  test('a success resets the count of consecutive failures', async () => {
    const user = await createUser();
    for (let i = 0; i < 4; i++) await signInAttempt(app, user.login, 'x');
    assert.equal((await signInAttempt(app, user.login, user.password)).statusCode, 200);
    for (let i = 0; i < 4; i++) await signInAttempt(app, user.login, 'x');
    assert.equal((await signInAttempt(app, user.login, user.password)).statusCode, 200);
  });

  test('a password reset also unlocks; an expired unlock link is refused', async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) await signInAttempt(app, user.login, 'x');
    const unlockToken = (await mailedToken(app, user.email, 'unlock-account'))!;
    const db = await testDb();
    await db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashSecretToken(unlockToken),
    ]);
    assert.equal((await post(app, '/api/auth/unlock-account', { token: unlockToken })).json().message, BAD_LINK);

    await post(app, '/api/auth/forgot-password', { username: user.login });
    const resetToken = (await mailedToken(app, user.email, 'reset-password'))!;
    const reset = await post(app, '/api/auth/reset-password', {
      token: resetToken,
      password: 'Sbloccata2026!',
      passwordConfirm: 'Sbloccata2026!',
    });
    assert.equal(reset.statusCode, 200);
    assert.equal((await signInAttempt(app, user.login, 'Sbloccata2026!')).statusCode, 200);
  });

  test('an unlock token cannot reset a password, nor a reset token unlock', async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) await signInAttempt(app, user.login, 'x');
    const unlockToken = (await mailedToken(app, user.email, 'unlock-account'))!;
    const asReset = await post(app, '/api/auth/reset-password', {
      token: unlockToken,
      password: 'Qualsiasi2026!',
      passwordConfirm: 'Qualsiasi2026!',
    });
    assert.equal(asReset.json().message, BAD_LINK);
    await post(app, '/api/auth/forgot-password', { username: user.login });
    const resetToken = (await mailedToken(app, user.email, 'reset-password'))!;
    assert.equal((await post(app, '/api/auth/unlock-account', { token: resetToken })).json().message, BAD_LINK);
  });
});

describe('mailing routes have their own rate limit', () => {
  test('more than 20 sign-up or forgot-password calls a minute from one address get 429', async () => {
    const app = await buildTestApp({ rateLimit: { max: 100_000, timeWindow: 60_000 } });
    const answers = [];
    for (let i = 0; i < 21; i++) {
      answers.push((await post(app, '/api/auth/forgot-password', { username: 'nessuno-qui' })).statusCode);
    }
    assert.deepEqual(answers.slice(0, 20), Array(20).fill(200));
    assert.equal(answers[20], 429);
    const limited = await post(app, '/api/auth/forgot-password', { username: 'nessuno-qui' });
    assert.equal(limited.json().message, 'Troppe richieste. Riprova tra qualche istante.');
    // Sign-in is not affected.
    assert.equal((await signInAttempt(app, 'nessuno-qui', 'sbagliata')).statusCode, 401);
  });
});
