import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createUser, outbox } from './account-helper.ts';
import { buildTestApp, DEMO_PASSWORD, signIn, type Session } from './helper.ts';

/**
 * The defects an outside probe found (issue 18), each reproduced here in the call that showed
 * it: every one of these answered 500, or let something through, before its fix.
 */
const UNSTORABLE = 'Il testo contiene caratteri non ammessi';

let app: FastifyInstance;
let manager: Session;
before(async () => {
  app = await buildTestApp();
  manager = await signIn(app, 'gestore');
});

const json = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method,
    url,
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });

function assertRefused(response: { statusCode: number; json: () => unknown }, status = 400, message = UNSTORABLE) {
  assert.equal(response.statusCode, status);
  assert.deepEqual((response.json() as { error: boolean; message: string }).error, true);
  assert.equal((response.json() as { message: string }).message, message);
}

describe('1. NUL and lone surrogates are a 400 on every route, by one rule', () => {
  test('in bodies, public and signed in', async () => {
    assertRefused(await json('POST', '/api/auth/sign-in', { username: 'x\u0000', password: 'x' }));
    assertRefused(await json('POST', '/api/auth/forgot-password', { username: 'a\u0000b' }));
    assertRefused(
      await json('POST', '/api/field', { fieldCode: 'NUL\u0000', name: 'x', type: 'TEXT' }, manager.headers),
    );
    // A lone surrogate, as JSON escapes it: refused, never stored as U+FFFD.
    assertRefused(await json('POST', '/api/auth/sign-in', '{"username":"\\ud800","password":"x"}'));
    assertRefused(await json('POST', '/api/auth/sign-in', '{"username":"ok","password":"\\udc00x"}'));
    // In a key too.
    assertRefused(await json('POST', '/api/auth/sign-in', '{"username":"ok","password":"x","a\\u0000":1}'));
    // A well-formed pair (an emoji) is text like any other.
    assert.equal((await json('POST', '/api/auth/sign-in', { username: 'ok\u{1F600}', password: 'x' })).statusCode, 401);
  });

  test('in path parameters and query strings', async () => {
    assertRefused(await json('GET', '/api/tenants/a%00b'));
    assertRefused(await json('GET', '/api/subjects/companies?search=rossi%00', undefined, manager.headers));
    assertRefused(await json('GET', '/api/fields?page=0&search=%00', undefined, manager.headers));
  });
});

describe('2. the sign-in limit counts an attempt before its password is checked', () => {
  test('9 parallel wrong sign-ins: at most 5 passwords are checked; the right one next is not', async () => {
    // The right password is sent after the wrong ones, not among them: parallel requests reach
    // PostgreSQL in any order, and a right password checked early rightly resets the count.
    const user = await createUser();
    const wrong = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        json('POST', '/api/auth/sign-in', { username: user.login, password: `No-${index}` }),
      ),
    );
    const statuses = wrong.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status !== 429);
    assert.ok(checked.length <= 5, `passwords checked: ${statuses.join(',')}`);
    const right = await json('POST', '/api/auth/sign-in', { username: user.login, password: user.password });
    assert.equal(right.statusCode, 429, 'the tenth guess is not evaluated');
  });

  test('60 parallel wrong sign-ins: 5 checked, 55 refused at once; the account is locked, no session', async () => {
    const user = await createUser();
    const statuses = (
      await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          json('POST', '/api/auth/sign-in', { username: user.login, password: `Sbagliata-${index}` }),
        ),
      )
    ).map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 401).length, 5);
    assert.equal(statuses.filter((status) => status === 429).length, 55);
    assert.equal(
      (await json('POST', '/api/auth/sign-in', { username: user.login, password: user.password })).statusCode,
      429,
    );
  });

  test('one client address trying many accounts is limited too', async () => {
    const limited = await buildTestApp({ signInMaxFailuresPerAddress: 3 });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) {
      const response = await limited.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { username: `nessuno-${index}`, password: 'x' },
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 429]);
    // A success gives its attempt back: only failures count for an address.
    const other = await buildTestApp({ signInMaxFailuresPerAddress: 2 });
    for (let index = 0; index < 3; index++) {
      const response = await other.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { username: 'cliente', password: DEMO_PASSWORD },
      });
      assert.equal(response.statusCode, 200);
    }
  });
});

describe('3. mailed links point at the configured portal, never at a host the request names', () => {
  test('Host and X-Forwarded-Host are ignored; an allowed Origin is used', async () => {
    const mailing = await buildTestApp({ publicUrls: ['https://portale.example.it', 'http://127.0.0.1:4200'] });
    const user = await createUser();
    const ask = (headers: Record<string, string>) =>
      mailing.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { username: user.login },
        headers,
      });
    await ask({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    await ask({ origin: 'http://127.0.0.1:4200' });
    await ask({ origin: 'https://evil.example' });
    const links = (await outbox(mailing))
      .filter((mail) => mail.to.includes(user.email))
      .map((mail) => /(https?:\/\/[^/\s]+)\/reset-password\//.exec(mail.body)?.[1]);
    assert.deepEqual(links, ['https://portale.example.it', 'http://127.0.0.1:4200', 'https://portale.example.it']);
  });

  test('without PUBLIC_URL the local portal is the only address', () => {
    assert.deepEqual(app.config.publicUrls, ['http://localhost:4200']);
  });
});

describe("4. a broken multipart body is the client's error", () => {
  test('no boundary, or cut short: 400, never 500', async () => {
    const url = '/api/form/VISURA_PG/upload/example/sheet';
    const noBoundary = await app.inject({
      method: 'POST',
      url,
      headers: { ...manager.headers, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    assert.equal(noBoundary.statusCode, 400, noBoundary.body);
    assert.equal(noBoundary.json().error, true);
    const truncated = await app.inject({
      method: 'POST',
      url,
      headers: { ...manager.headers, 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nabc',
    });
    assert.equal(truncated.statusCode, 400, truncated.body);
    assert.equal(truncated.json().message, "Errore durante l'upload del file");
  });
});

describe('5. a notification links to a path of the portal or an http(s) address only', () => {
  const send = (link: string, useRouter = false) =>
    json(
      'POST',
      '/api/notifications',
      { login: 'cliente', subject: 'Avviso', text: 'Testo', link, useRouter },
      manager.headers,
    );

  test('javascript:, data:, protocol-relative and other schemes are refused', async () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      '//evil.example/x',
      'ftp://x',
      'JaVaScRiPt:alert(1)',
      '/\\evil.example',
    ]) {
      const response = await send(link);
      assert.equal(response.statusCode, 400, link);
      assert.equal(response.json().context.field, 'link');
    }
    assert.equal((await send('https://example.com/x', true)).statusCode, 400);
  });

  test('a path of the portal and an http(s) address are sent', async () => {
    assert.equal((await send('/requests?requestId=7', true)).statusCode, 201);
    assert.equal((await send('https://www.example.com/guida')).statusCode, 201);
  });
});

describe('8. one CSP for the whole app, the docs page included', () => {
  test('the docs page has the same policy as the API, without upgrade-insecure-requests', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(docs.statusCode, 200);
    const policy = String(docs.headers['content-security-policy']);
    assert.doesNotMatch(policy, /upgrade-insecure-requests/);
    assert.equal(policy, String(health.headers['content-security-policy']));
  });
});

describe('10. account mails are limited per recipient, whoever asks', () => {
  test('a fourth reset mail in the hour is not sent; the answer stays the same', async () => {
    const user = await createUser();
    const answers: string[] = [];
    for (let index = 0; index < 5; index++) {
      const response = await json(
        'POST',
        '/api/auth/forgot-password',
        { username: user.login },
        {
          'x-forwarded-for': `10.0.0.${index}`,
        },
      );
      answers.push(`${response.statusCode} ${response.json().message}`);
    }
    assert.equal(new Set(answers).size, 1, answers.join(' | '));
    const mails = (await outbox(app)).filter((mail) => mail.to.includes(user.email));
    assert.equal(mails.length, 3);
  });
});

describe('6. an access token ends with its session', () => {
  const me = (session: Session) => app.inject({ method: 'GET', url: '/api/me', headers: session.headers });

  test('after sign-out the old bearer is refused at once', async () => {
    const session = await signIn(app, 'cliente');
    assert.equal((await me(session)).statusCode, 200);
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: { portal_refresh: session.refreshToken } });
    const after = await me(session);
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().message, 'Sessione scaduta. Accedi di nuovo.');
  });

  test('a user blocked by the back office is refused on the next request', async () => {
    const user = await createUser();
    const session = await signIn(app, user.login, { password: user.password });
    assert.equal((await me(session)).statusCode, 200);
    await app.db.query(`UPDATE users SET blocked = 'S' WHERE id = $1`, [user.id]);
    assert.equal((await me(session)).statusCode, 401);
  });

  test('a reused refresh token revokes the family, and its access tokens with it', async () => {
    const session = await signIn(app, 'cliente');
    const refresh = () =>
      app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { portal_refresh: session.refreshToken } });
    assert.equal((await refresh()).statusCode, 200);
    assert.equal((await refresh()).statusCode, 401); // reuse
    assert.equal((await me(session)).statusCode, 401);
  });
});

describe('9. a password change ends every other session', () => {
  test('the session that changed it goes on; the others are signed out, tokens and refresh', async () => {
    const user = await createUser();
    const mine = await signIn(app, user.login, { password: user.password });
    const other = await signIn(app, user.login, { password: user.password });
    const changed = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: mine.headers,
      payload: { currentPassword: user.password, password: 'Nuovissima-2026!', passwordConfirm: 'Nuovissima-2026!' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await app.inject({ method: 'GET', url: '/api/me', headers: other.headers })).statusCode, 401);
    const otherRefresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { portal_refresh: other.refreshToken },
    });
    assert.equal(otherRefresh.statusCode, 401);
    assert.equal((await app.inject({ method: 'GET', url: '/api/me', headers: mine.headers })).statusCode, 200);
    const myRefresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { portal_refresh: mine.refreshToken },
    });
    assert.equal(myRefresh.statusCode, 200);
  });
});

describe('9. the password policy refuses common, repetitive and personal passwords', () => {
  test('the 49,233 most common, too few distinct characters, the login, the name or the surname', async () => {
    const user = await createUser({ pwdMinLength: 8 });
    const session = await signIn(app, user.login, { password: user.password });
    const change = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers: session.headers,
        payload: { currentPassword: user.password, password, passwordConfirm: password },
      });
    const refused: [string, string][] = [
      ['password123', "Questa password è tra le più usate e facili da indovinare: scegline un'altra"],
      ['Qwerty123', "Questa password è tra le più usate e facili da indovinare: scegline un'altra"],
      ['aaaaaaaa', 'La password ha troppo pochi caratteri diversi: scegline una più varia'],
      ['xyxyxyxy1', 'La password ha troppo pochi caratteri diversi: scegline una più varia'],
      [`${user.login.split('-')[1]}!Zeta`, 'La password non può contenere il nome utente, il nome o il cognome'],
      ['PROVA-sicura-77', 'La password non può contenere il nome utente, il nome o il cognome'],
      ['Il-mio-Account-9', 'La password non può contenere il nome utente, il nome o il cognome'],
    ];
    for (const [password, message] of refused) {
      const response = await change(password);
      assert.equal(response.statusCode, 400, password);
      assert.deepEqual(response.json(), { error: true, message, context: { field: 'password' } });
    }
    assert.equal((await change('Tramonto-sul-Lago-42')).statusCode, 200);
  });
});

describe('6. a permission change takes effect on the next request', () => {
  test('a revoked permission refuses the old token; a refresh carries the new permissions', async () => {
    const user = await createUser();
    await app.db.query(`INSERT INTO user_permissions (user_id, permission) VALUES ($1, 'GESTORE')`, [user.id]);
    const session = await signIn(app, user.login, { password: user.password });
    const fields = () => app.inject({ method: 'GET', url: '/api/fields', headers: session.headers });
    assert.equal((await fields()).statusCode, 200);
    await app.db.query(`DELETE FROM user_permissions WHERE user_id = $1`, [user.id]);
    assert.equal((await fields()).statusCode, 401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { portal_refresh: session.refreshToken },
    });
    assert.equal(refreshed.statusCode, 200);
    const headers = { ...session.headers, authorization: `Bearer ${refreshed.json().context.accessToken}` };
    assert.equal((await app.inject({ method: 'GET', url: '/api/fields', headers })).statusCode, 403);
  });
});

describe('overload: past its capacity the API answers 503 at once, with Retry-After', () => {
  test('with 2 requests in flight a third is refused in the envelope; once they end it is served', async () => {
    const loaded = await buildTestApp({ maxInFlight: 2 });
    // Sign-ins take a while (the password hash): six at once, two are served.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        loaded.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { username: 'cliente', password: DEMO_PASSWORD },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(statuses, [200, 200, 503, 503, 503, 503]);
    const refused = answers.find((answer) => answer.statusCode === 503)!;
    assert.equal(refused.headers['retry-after'], '5');
    assert.deepEqual(refused.json(), {
      error: true,
      message: 'Il servizio è momentaneamente sovraccarico. Riprova tra qualche secondo.',
      context: null,
    });
    assert.equal((await loaded.inject({ method: 'GET', url: '/api/tenants/default' })).statusCode, 200);
  });
});
