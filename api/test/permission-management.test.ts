import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertError, catalogueClient, FORBIDDEN } from './catalogue-support.ts';
import { createUser } from './account-helper.ts';
import { signIn, testDb } from './helper.ts';

const SAVE = '/api/permission-management/process/permissions';
const AUDIT = '/api/permission-management/audit';
const client = catalogueClient(['sicurezza', 'admin', 'gestore', 'cliente']);
const { call } = client;

const change = (permission: string, direction: 'added' | 'removed') => ({
  permission,
  changed: true,
  added: direction === 'added',
  removed: direction === 'removed',
});

async function permissionsOf(userId: number): Promise<string[]> {
  const db = await testDb();
  const rows = await db.query<{ permission: string }>(
    'SELECT permission FROM user_permissions WHERE user_id = $1 ORDER BY permission',
    [userId],
  );
  return rows.map((row) => row.permission);
}

async function grant(userId: number, permission: string) {
  const db = await testDb();
  await db.query('INSERT INTO user_permissions (user_id, permission) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    userId,
    permission,
  ]);
}

describe('POST /api/permission-management/process/permissions', () => {
  test('applies only the changed toggles, and skips an addition the user already has', async () => {
    const target = await createUser();
    await grant(target.id, 'MUTAFORMA');
    const response = await call(
      'POST',
      SAVE,
      {
        userData: [
          {
            id: target.id,
            permissions: [
              change('PORTAFOGLIO_INDAGINI', 'added'),
              change('MUTAFORMA', 'added'),
              { permission: 'GESTORE', changed: false, added: true, removed: false },
              change('CRUSCOTTO', 'removed'),
            ],
          },
        ],
      },
      client.sessions.admin,
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      error: false,
      message: 'Permessi aggiornati',
      context: { applied: 1, skipped: 2 },
    });
    assert.deepEqual(await permissionsOf(target.id), ['MUTAFORMA', 'PORTAFOGLIO_INDAGINI']);

    const again = await call(
      'POST',
      SAVE,
      { userData: [{ id: target.id, permissions: [change('MUTAFORMA', 'added')] }] },
      client.sessions.admin,
    );
    assert.deepEqual(again.json(), {
      error: false,
      message: 'Nessuna modifica da salvare',
      context: { applied: 0, skipped: 1 },
    });
  });

  test('grants and revokes for several users in one save, and records who did what', async () => {
    const [first, second] = [await createUser(), await createUser()];
    await grant(second.id, 'STATISTICHE');
    const response = await call(
      'POST',
      SAVE,
      {
        userData: [
          { id: first.id, permissions: [change('GESTIONE_PERMESSI', 'added')] },
          { id: second.id, permissions: [change('STATISTICHE', 'removed')] },
        ],
      },
      client.sessions.admin,
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(await permissionsOf(first.id), ['GESTIONE_PERMESSI']);
    assert.deepEqual(await permissionsOf(second.id), []);
    const audit = (await call('GET', `${AUDIT}?size=100`, undefined, client.sessions.sicurezza)).json().context;
    const ofFirst = audit.content.filter((entry: { userId: number }) => entry.userId === first.id);
    assert.equal(ofFirst.length, 1);
    assert.equal(ofFirst[0].action, 'granted');
    assert.equal(ofFirst[0].permission, 'GESTIONE_PERMESSI');
    assert.equal(ofFirst[0].userName, 'Prova Account');
    assert.equal(ofFirst[0].actorName, 'Alessandro Conti');
    assert.match(ofFirst[0].at, /^\d{4}-\d\d-\d\dT/);
    const ofSecond = (await call('GET', `${AUDIT}?userId=${second.id}`, undefined, client.sessions.sicurezza)).json()
      .context.content;
    assert.deepEqual(
      ofSecond.map((entry: { action: string; permission: string }) => [entry.action, entry.permission]),
      [['revoked', 'STATISTICHE']],
    );
  });

  test('refuses a permission the granter does not hold, and changes nothing of the save', async () => {
    const target = await createUser();
    const response = await call(
      'POST',
      SAVE,
      {
        userData: [
          {
            id: target.id,
            permissions: [change('PORTAFOGLIO_INDAGINI', 'added'), change('GESTIONE_PERMESSI', 'added')],
          },
        ],
      },
      client.sessions.sicurezza,
    );
    assertError(response, 403, 'Non puoi assegnare o revocare un permesso che non possiedi: Portafoglio Indagini');
    assert.deepEqual(await permissionsOf(target.id), []);
  });

  test('refuses removing the last active holder of permission management, atomically', async () => {
    const db = await testDb();
    const beta = await signIn(client.app, 'admin', { tenantName: 'beta' });
    const holders = await db.query<{ id: number }>(
      `SELECT u.id FROM users u JOIN user_permissions p ON p.user_id = u.id JOIN tenants t ON t.id = u.tenant_id
       WHERE t.code = 'beta' AND p.permission = 'GESTIONE_PERMESSI' AND u.blocked = 'N' ORDER BY u.id`,
    );
    assert.ok(holders.length >= 2);
    const other = await createUser({ tenant: 'beta' });
    const response = await call(
      'POST',
      SAVE,
      {
        userData: [
          { id: other.id, permissions: [change('STATISTICHE', 'added')] },
          ...holders.map((holder) => ({ id: holder.id, permissions: [change('GESTIONE_PERMESSI', 'removed')] })),
        ],
      },
      beta,
    );
    assertError(response, 409, 'Deve restare almeno un utente con il permesso Permessi');
    for (const holder of holders) assert.ok((await permissionsOf(holder.id)).includes('GESTIONE_PERMESSI'));
    assert.deepEqual(await permissionsOf(other.id), []);

    // All but one may go, the caller among them when it is not the one left.
    const allButFirst = holders.slice(1);
    const removal = {
      userData: allButFirst.map((holder) => ({ id: holder.id, permissions: [change('GESTIONE_PERMESSI', 'removed')] })),
    };
    const ok = await call('POST', SAVE, removal, beta);
    assert.equal(ok.statusCode, 200, ok.body);
    for (const holder of allButFirst) await grant(holder.id, 'GESTIONE_PERMESSI');
  });

  test("never touches another tenant's user: 404 as if it did not exist", async () => {
    const stranger = await createUser({ tenant: 'beta' });
    const response = await call(
      'POST',
      SAVE,
      { userData: [{ id: stranger.id, permissions: [change('GESTORE', 'added')] }] },
      client.sessions.admin,
    );
    assertError(response, 404, 'Utente non trovato');
    assert.deepEqual(await permissionsOf(stranger.id), []);
    const audit = (await call('GET', `${AUDIT}?userId=${stranger.id}`, undefined, client.sessions.admin)).json()
      .context;
    assert.equal(audit.totalElements, 0);
  });

  test('refuses malformed saves with a 400 and its message', async () => {
    const target = await createUser();
    const cases: Array<[unknown, string | RegExp]> = [
      [{ userData: [] }, /userData/],
      [{ userData: [{ id: target.id, permissions: [change('ADMIN', 'added')] }] }, /permission/],
      [
        {
          userData: [
            { id: target.id, permissions: [{ permission: 'GESTORE', changed: true, added: true, removed: true }] },
          ],
        },
        'Un permesso non può essere aggiunto e rimosso insieme',
      ],
      [
        {
          userData: [
            { id: target.id, permissions: [{ permission: 'GESTORE', changed: true, added: false, removed: false }] },
          ],
        },
        'Un permesso non può essere aggiunto e rimosso insieme',
      ],
      [
        {
          userData: [
            { id: target.id, permissions: [change('GESTORE', 'added')] },
            { id: target.id, permissions: [change('MUTAFORMA', 'added')] },
          ],
        },
        'Ogni utente può comparire una sola volta',
      ],
      [
        { userData: [{ id: target.id, permissions: [change('GESTORE', 'added'), change('GESTORE', 'removed')] }] },
        'Ogni permesso può comparire una sola volta per utente',
      ],
      [{ userData: [{ id: 0, permissions: [change('GESTORE', 'added')] }] }, /id/],
    ];
    for (const [payload, message] of cases) {
      assertError(await call('POST', SAVE, payload, client.sessions.admin), 400, message);
    }
    assert.deepEqual(await permissionsOf(target.id), []);
  });

  test('needs the permission-management permission', async () => {
    const target = await createUser();
    const payload = { userData: [{ id: target.id, permissions: [change('GESTORE', 'added')] }] };
    assertError(await call('POST', SAVE, payload, client.sessions.gestore), 403, FORBIDDEN);
    assertError(await call('POST', SAVE, payload, client.sessions.cliente), 403, FORBIDDEN);
    assertError(await call('GET', AUDIT, undefined, client.sessions.gestore), 403, FORBIDDEN);
    assert.deepEqual(await permissionsOf(target.id), []);
  });

  test("a granted permission reaches the user's session at once", async () => {
    const target = await createUser();
    const session = await signIn(client.app, target.login, { password: target.password });
    const before = await call('GET', '/api/me', undefined, session);
    assert.equal(before.statusCode, 200);
    assert.deepEqual(before.json().context.permissions, []);
    const saved = await call(
      'POST',
      SAVE,
      { userData: [{ id: target.id, permissions: [change('PORTAFOGLIO_INDAGINI', 'added')] }] },
      client.sessions.admin,
    );
    assert.equal(saved.statusCode, 200);
    // The old token carries the old permissions: refused, so the client refreshes and gets the new ones.
    assert.equal((await call('GET', '/api/me', undefined, session)).statusCode, 401);
  });
});

describe('GET /api/permission-management/account/:clientId', () => {
  test("shows the chosen client's account: code, credit, users", async () => {
    const db = await testDb();
    const [alfaClient] = await db.query<{ id: number; users: number }>(
      `SELECT c.id, (SELECT count(*)::int FROM users u WHERE u.client_id = c.id) AS users
       FROM clients c JOIN tenants t ON t.id = c.tenant_id WHERE t.code = 'alfa' ORDER BY c.id LIMIT 1`,
    );
    const response = await call(
      'GET',
      `/api/permission-management/account/${alfaClient.id}`,
      undefined,
      client.sessions.sicurezza,
    );
    assert.equal(response.statusCode, 200, response.body);
    const account = response.json().context;
    assert.equal(account.clientId, alfaClient.id);
    assert.equal(account.users, alfaClient.users);
    assert.ok(account.activeUsers <= account.users);
    assert.match(account.credit, /^\d+\.\d\d$/);
  });

  test("answers 404 for another tenant's client", async () => {
    const db = await testDb();
    const [betaClient] = await db.query<{ id: number }>(
      `SELECT c.id FROM clients c JOIN tenants t ON t.id = c.tenant_id WHERE t.code = 'beta' ORDER BY c.id LIMIT 1`,
    );
    assertError(
      await call('GET', `/api/permission-management/account/${betaClient.id}`, undefined, client.sessions.sicurezza),
      404,
      'Cliente non trovato',
    );
  });
});

describe('GET /api/permission-management/available/users', () => {
  test("finds a user by full name, in either order ('Marco Rossi' found nobody)", async () => {
    const user = await createUser();
    await (await testDb()).query(`UPDATE users SET name = 'Ottavia', last_name = 'Quirini' WHERE id = $1`, [user.id]);
    for (const search of ['Ottavia Quirini', 'quirini ottavia', 'Quirini', 'ottavia q']) {
      const response = await call(
        'GET',
        `/api/permission-management/available/users?search=${encodeURIComponent(search)}`,
        undefined,
        client.sessions.sicurezza,
      );
      assert.equal(response.statusCode, 200, response.body);
      const found = response.json().context.content as Array<{ userId: number }>;
      assert.ok(
        found.some((row) => row.userId === user.id),
        search,
      );
    }
  });
});
