import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FORBIDDEN, STALE, assertError, catalogueClient, uniqueCode } from './catalogue-support.ts';
import { createUser, mailedToken, outbox, userUpdateBody } from './account-helper.ts';
import { signIn, testDb } from './helper.ts';

const catalogue = catalogueClient(['gestore', 'cliente', 'admin', 'gestore@beta']);
const { sessions, call, ok } = catalogue;

interface UserRow {
  id: number;
  login: string;
  customerId: number;
  blocked: string;
  profiles: number[];
  profiloListino: string | null;
  pending: boolean;
  locked: boolean;
  version: number;
  [key: string]: unknown;
}

/** Two clients of alfa: one without price lists, the demo customer's with CONVENZIONE. */
async function clients(): Promise<{ plain: number; withPriceList: number }> {
  const rows = await (
    await testDb()
  ).query<{ id: number; priceLists: number }>(
    `SELECT c.id, (SELECT count(*)::int FROM client_price_lists cp WHERE cp.client_id = c.id) AS "priceLists"
     FROM clients c JOIN tenants t ON t.id = c.tenant_id WHERE t.code = 'alfa' ORDER BY c.id`,
  );
  return {
    plain: rows.find((row) => row.priceLists === 0)!.id,
    withPriceList: rows.find((row) => row.priceLists > 0)!.id,
  };
}

async function baseProfile(): Promise<number> {
  const profiles = await ok<Array<{ id: number; profileCode: string }>>('GET', '/api/profiles');
  return profiles.find((profile) => profile.profileCode === 'BASE')!.id;
}

const userBody = async (extra: Record<string, unknown> = {}) => ({
  login: uniqueCode('utente').toLowerCase(),
  enablePsWs: 'ps',
  name: 'Anna',
  lastName: 'Verdi',
  email: `${uniqueCode('anna').toLowerCase()}@example.test`,
  customerId: (await clients()).plain,
  note: null,
  blocked: 'N',
  recoveryPassword: 'S',
  passwordExpiredIn: 9999,
  passwordDurationDays: 180,
  pwdMinLength: 10,
  pwdNumDiff: 3,
  richAbilTelemaco: 'N',
  approvazione: null,
  mailEvasioneRichOffline: null,
  profiloListino: null,
  profiles: [await baseProfile()],
  ...extra,
});

describe('users: create, activate, sign in (spec 002 §2.15)', () => {
  test('a new user has no password, gets the activation mail, sets a password with the policy and signs in', async () => {
    const body = await userBody();
    const created = await call('POST', '/api/user', body);
    assert.equal(created.statusCode, 200, created.body);
    const user = created.json().context as UserRow;
    assert.equal(created.json().message, 'Utente creato: riceverà per email il collegamento per scegliere la password');
    assert.equal(user.login, body.login);
    assert.equal(user.pending, true);
    assert.deepEqual(user.profiles, body.profiles);

    const mail = (await outbox(catalogue.app)).reverse().find((each) => each.to.includes(body.email))!;
    assert.equal(mail.subject, 'Attiva il tuo account');
    assert.match(mail.body, new RegExp(`account ${body.login}`));
    const token = (await mailedToken(catalogue.app, body.email, 'reset-password'))!;
    assert.ok(token);
    // The password policy chosen here applies: 10 characters at least.
    const policy = await catalogue.app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` });
    assert.equal(policy.json().context.pwdMinLength, 10);
    const short = await catalogue.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Corta1!', passwordConfirm: 'Corta1!' },
    });
    assert.equal(short.statusCode, 400);
    const set = await catalogue.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Girasole-Fiume-2031', passwordConfirm: 'Girasole-Fiume-2031' },
    });
    assert.equal(set.statusCode, 200, set.body);
    const session = await signIn(catalogue.app, body.login, { password: 'Girasole-Fiume-2031' });
    assert.ok(session.accessToken);
    assert.equal((await ok<UserRow>('GET', `/api/user/${user.id}`)).pending, false);
    assertError(await call('POST', `/api/user/${user.id}/activation`), 409, "L'utente ha già scelto la sua password");
  });

  test("says 'Login già registrata' in any case, checks it asynchronously, and keeps the login on update", async () => {
    const body = await userBody();
    const user = await ok<UserRow>('POST', '/api/user', body);
    const check = await call(
      'GET',
      `/api/user/login/availability?login=${body.login.toUpperCase()}&customerId=${body.customerId}`,
    );
    assert.deepEqual(check.json(), { error: false, message: 'Login già registrata', context: { available: false } });
    assertError(
      await call('POST', '/api/user', { ...(await userBody()), login: body.login.toUpperCase() }),
      409,
      'Login già registrata',
    );
    // A login taken by the seed's demo customer.
    assertError(
      await call('POST', '/api/user', { ...(await userBody()), login: 'cliente' }),
      409,
      'Login già registrata',
    );
    const updated = await ok<UserRow>('PUT', `/api/user/${user.id}`, userUpdateBody(user, { name: 'Annalisa' }));
    assert.equal(updated.login, body.login);
    assert.equal(updated.name, 'Annalisa');
    assert.equal(updated.version, user.version + 1);
    assertError(await call('PUT', `/api/user/${user.id}`, userUpdateBody(user)), 409, STALE);
  });

  test('refuses bad input with its message and stores nothing', async () => {
    const { withPriceList } = await clients();
    const db = await testDb();
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0].n;
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ login: 'mario@beta' }, 'La login può contenere solo lettere, cifre, ".", "_" e "-"'],
      [{ login: 'x'.repeat(65) }, /login/],
      [{ email: 'non-una-mail' }, 'Inserire un indirizzo email valido'],
      [{ name: '   ' }, 'Campo obbligatorio: "name"'],
      [{ note: 'x'.repeat(501) }, /note/],
      [{ pwdMinLength: 33 }, /pwdMinLength/],
      [{ passwordExpiredIn: 1_000_000 }, /passwordExpiredIn/],
      [{ pwdNumDiff: 1000 }, /pwdNumDiff/],
      [{ enablePsWs: 'xx' }, /enablePsWs/],
      [{ approvazione: 'Q' }, /approvazione/],
      [{ profiles: [] }, 'Selezionare almeno un profilo'],
      [{ profiles: [999999] }, 'Profilo non trovato'],
      [{ customerId: 999999 }, 'Cliente non trovato'],
      [{ customerId: withPriceList }, 'Campo obbligatorio: "profiloListino"'],
      [{ profiloListino: 'CONVENZIONE' }, 'Il profilo listino non è tra quelli del cliente'],
    ];
    for (const [extra, message] of cases) {
      assertError(await call('POST', '/api/user', await userBody(extra)), 400, message);
    }
    assert.equal((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0].n, before);
  });

  test('a price-list profile of the client is what ordering charges the user', async () => {
    const { withPriceList } = await clients();
    const lists = await ok<Array<{ codice: string; descrizione: string }>>(
      'GET',
      `/api/client/${withPriceList}/price-lists`,
    );
    assert.deepEqual(
      lists.map((list) => list.codice),
      ['CONVENZIONE'],
    );
    const body = await userBody({ customerId: withPriceList, profiloListino: 'CONVENZIONE' });
    const user = await ok<UserRow>('POST', '/api/user', body);
    assert.equal(user.profiloListino, 'CONVENZIONE');
  });

  test('blocking a user ends their sessions at once; nobody blocks themselves', async () => {
    const own = await createUser();
    const session = await signIn(catalogue.app, own.login, { password: own.password });
    assert.equal((await call('GET', '/api/me', undefined, session)).statusCode, 200);
    const user = await ok<UserRow>('GET', `/api/user/${own.id}`);
    const blocked = await ok<UserRow>(
      'PUT',
      `/api/user/${own.id}`,
      userUpdateBody(user, { blocked: 'S', profiles: [await baseProfile()] }),
    );
    assert.equal(blocked.blocked, 'S');
    assert.equal((await call('GET', '/api/me', undefined, session)).statusCode, 401);
    const refresh = await catalogue.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { portal_refresh: session.refreshToken },
    });
    assert.equal(refresh.statusCode, 401);

    const me = await ok<{ id: number }>('GET', '/api/me');
    const self = await ok<UserRow>('GET', `/api/user/${me.id}`);
    assertError(
      await call('PUT', `/api/user/${me.id}`, userUpdateBody(self, { blocked: 'S' })),
      403,
      'Non puoi disattivare il tuo utente',
    );
  });

  test('records each save with the fields it changed', async () => {
    const user = await ok<UserRow>('POST', '/api/user', await userBody());
    await ok('PUT', `/api/user/${user.id}`, userUpdateBody(user, { lastName: 'Bianchi', pwdMinLength: 12 }));
    const [entry] = await (
      await testDb()
    ).query<{ details: { changes: Record<string, { before: unknown; after: unknown }> } }>(
      `SELECT details FROM audit_log WHERE action = 'user-updated' AND user_id = $1`,
      [user.id],
    );
    assert.deepEqual(entry.details.changes, {
      lastName: { before: 'Verdi', after: 'Bianchi' },
      pwdMinLength: { before: 10, after: 12 },
    });
  });

  test('a changed e-mail is told to the old address, naming the new one; other saves mail nobody', async () => {
    const user = await ok<UserRow>('POST', '/api/user', await userBody());
    const before = (await outbox(catalogue.app)).length;
    const renamed = await ok<UserRow>('PUT', `/api/user/${user.id}`, userUpdateBody(user, { lastName: 'Neri' }));
    assert.equal((await outbox(catalogue.app)).length, before);

    const newEmail = `${uniqueCode('nuova').toLowerCase()}@example.test`;
    await ok('PUT', `/api/user/${user.id}`, userUpdateBody(renamed, { email: newEmail }));
    const mails = (await outbox(catalogue.app)).slice(before);
    assert.equal(mails.length, 1);
    assert.ok(mails[0].to.includes(String(user.email)));
    assert.equal(mails[0].subject, 'Indirizzo email del tuo account cambiato');
    assert.match(mails[0].body, new RegExp(`cambiato in ${newEmail.replace(/\./g, '\\.')}`));
  });

  test('lists by page with search, client and status', async () => {
    const marker = uniqueCode('Cognome');
    const body = await userBody({ lastName: marker });
    const user = await ok<UserRow>('POST', '/api/user', body);
    const found = await ok<{
      content: Array<{ id: number; clientName: string; pending: boolean }>;
      totalElements: number;
    }>('GET', `/api/users?search=${marker}`);
    assert.deepEqual(
      found.content.map((row) => row.id),
      [user.id],
    );
    assert.equal(found.content[0].pending, true);
    const byClient = await ok<{ totalElements: number }>(
      'GET',
      `/api/users?search=${marker}&clientId=${body.customerId}`,
    );
    assert.equal(byClient.totalElements, 1);
    const blocked = await ok<{ content: Array<{ blocked: string }> }>('GET', '/api/users?status=blocked&size=100');
    assert.ok(blocked.content.every((row) => row.blocked === 'S'));
    const page = await ok<{ content: unknown[]; totalElements: number }>('GET', '/api/users?size=5');
    assert.equal(page.content.length, 5);
    assert.ok(page.totalElements > 5);
  });

  test("another tenant's manager sees none of it; a customer is refused", async () => {
    const user = await ok<UserRow>('POST', '/api/user', await userBody());
    const beta = sessions['gestore@beta'];
    assertError(await call('GET', `/api/user/${user.id}`, undefined, beta), 404, 'Utente non trovato');
    assertError(await call('PUT', `/api/user/${user.id}`, userUpdateBody(user), beta), 404, 'Utente non trovato');
    const listed = await ok<{ totalElements: number }>('GET', `/api/users?search=${user.login}`, undefined, beta);
    assert.equal(listed.totalElements, 0);
    assertError(await call('GET', '/api/users', undefined, sessions.cliente), 403, FORBIDDEN);
    assertError(await call('POST', '/api/user', await userBody(), sessions.cliente), 403, FORBIDDEN);
  });
});

describe('profiles', () => {
  test('lists them with how many users hold each, and creates one with a unique code', async () => {
    const profiles = await ok<Array<{ profileCode: string; users: number }>>('GET', '/api/profiles');
    const codes = profiles.map((profile) => profile.profileCode);
    for (const code of ['BASE', 'OFFLINE', 'MASSIVE', 'AMMINISTRAZIONE']) assert.ok(codes.includes(code), code);
    assert.ok(profiles.find((profile) => profile.profileCode === 'BASE')!.users > 10);
    const code = uniqueCode('prof').toUpperCase().slice(0, 32);
    const created = await ok<{ id: number; profileCode: string; users: number }>('POST', '/api/profile', {
      profileCode: code.toLowerCase(),
      description: 'Profilo di prova',
    });
    assert.deepEqual([created.profileCode, created.users], [code, 0]);
    assertError(
      await call('POST', '/api/profile', { profileCode: code, description: 'Ancora' }),
      409,
      'Codice profilo già registrato',
    );
    assertError(
      await call('POST', '/api/profile', { profileCode: 'con spazi', description: 'x' }),
      400,
      /Il codice può contenere/,
    );
  });
});
