import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FORBIDDEN, assertError, catalogueClient, uniqueCode } from './catalogue-support.ts';
import { createUser, userUpdateBody } from './account-helper.ts';

const catalogue = catalogueClient(['gestore', 'admin', 'cliente', 'gestore@beta']);
const { sessions, call } = catalogue;

interface Entry {
  entity: string;
  entityKey: string;
  entityLabel: string;
  action: string;
  actorName: string;
  at: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

const { ok } = catalogue;

const history = async (entity: string, key: string | number, session = sessions.gestore) =>
  (
    await ok<{ content: Entry[] }>(
      'GET',
      `/api/activity?entity=${entity}&entityKey=${key}&size=100`,
      undefined,
      session,
    )
  ).content;

describe("'Attività': every change with who, when and the fields it changed", () => {
  test('a line created, renamed and removed: three entries, newest first, only what changed', async () => {
    const services = await ok<{ content: Array<{ id: number }> }>('GET', '/api/services?size=1');
    const code = uniqueCode('ATT_LINEA');
    const line = await ok<{ id: number; version: number }>('POST', '/api/line', {
      code,
      name: 'Linea registrata',
      description: 'Linea per il registro attività',
      serviceId: services.content[0].id,
      formCode: 'VISURA_PG',
    });
    await ok('PUT', `/api/line/${line.id}`, {
      code,
      name: 'Linea rinominata',
      description: 'Linea per il registro attività',
      serviceId: services.content[0].id,
      formCode: 'VISURA_PG',
      version: line.version,
    });
    // A refused save records nothing.
    assertError(
      await call('PUT', `/api/line/${line.id}`, {
        code,
        name: 'x',
        description: 'y',
        serviceId: services.content[0].id,
        formCode: 'VISURA_PG',
        version: 1,
      }),
      409,
      /modificato da un altro utente/,
    );
    await ok('DELETE', `/api/line/${line.id}`);

    const entries = await history('line', line.id);
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['delete', 'update', 'create'],
    );
    const [removed, renamed, created] = entries;
    assert.deepEqual(renamed.changes, { name: { before: 'Linea registrata', after: 'Linea rinominata' } });
    assert.equal(renamed.actorName, 'Giulia Bianchi');
    assert.equal(renamed.entityLabel, `${code.toUpperCase()} - Linea per il registro attività`);
    assert.deepEqual(created.changes.code, { before: null, after: code.toUpperCase() });
    assert.deepEqual(created.changes.formCode, { before: null, after: 'VISURA_PG' });
    assert.equal(removed.changes.name.after, null);
    assert.match(removed.at, /^\d{4}-\d\d-\d\dT/);
  });

  test('a reorder records each record it moved', async () => {
    const icon = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>').toString('base64')}`;
    const [x, y] = [
      await ok<{ id: number; version: number; order: number }>('POST', '/api/service', {
        name: uniqueCode('Att'),
        description: 'x',
        icon,
      }),
      await ok<{ id: number; version: number; order: number }>('POST', '/api/service', {
        name: uniqueCode('Att'),
        description: 'y',
        icon,
      }),
    ];
    await ok('PUT', '/api/services/order', {
      page: 3,
      size: 5,
      services: [
        { id: y.id, version: y.version },
        { id: x.id, version: x.version },
      ],
    });
    const [movedY] = await history('service', y.id);
    assert.deepEqual(movedY.changes, { order: { before: y.order, after: 160_000 } });
    const [movedX] = await history('service', x.id);
    assert.deepEqual(movedX.changes, { order: { before: x.order, after: 170_000 } });
  });

  test("a processing's links are changes of the processing", async () => {
    const processing = await ok<{ id: number }>('POST', '/api/processing', {
      code: uniqueCode('ATT_ELAB'),
      description: 'Elaborazione registrata',
      requestType: 'ON',
    });
    const [vis001] = await ok<Array<{ id: number }>>('GET', '/api/products/search?search=VIS001');
    const links = await ok<Array<{ id: number }>>('POST', `/api/processing/${processing.id}/product`, {
      productId: vis001.id,
    });
    await ok('DELETE', `/api/processing/product/${links[0].id}`);
    const [unlinked, linked] = await history('processing', processing.id);
    assert.deepEqual(linked.changes, { products: { before: [], after: ['VIS001'] } });
    assert.deepEqual(unlinked.changes, { products: { before: ['VIS001'], after: [] } });
  });

  test('a user saved and a permission granted are recorded, with the fields they changed', async () => {
    const own = await createUser();
    const user = await ok<Record<string, unknown>>('GET', `/api/user/${own.id}`);
    const profiles = await ok<Array<{ id: number; profileCode: string }>>('GET', '/api/profiles');
    const base = profiles.find((profile) => profile.profileCode === 'BASE')!.id;
    await ok('PUT', `/api/user/${own.id}`, userUpdateBody(user, { note: 'Cliente storico', profiles: [base] }));
    const [saved] = await history('user', own.id);
    assert.deepEqual(saved.changes, {
      note: { before: null, after: 'Cliente storico' },
      profiles: { before: [], after: [base] },
    });

    await ok(
      'POST',
      '/api/permission-management/process/permissions',
      {
        userData: [
          { id: own.id, permissions: [{ permission: 'STATISTICHE', changed: true, added: true, removed: false }] },
        ],
      },
      sessions.admin,
    );
    const [granted] = await history('permissions', own.id);
    assert.deepEqual(granted.changes, { STATISTICHE: { before: false, after: true } });
    assert.equal(granted.actorName, 'Alessandro Conti');
    assert.match(granted.entityLabel, new RegExp(own.login));
  });

  test('filters by kind, action, day and text; another tenant sees none of it; a customer is refused', async () => {
    const code = uniqueCode('ATT_CAMPO');
    await ok('POST', '/api/processing', { code, description: 'Da cercare', requestType: 'OFF' });
    const found = await ok<{ content: Entry[] }>('GET', `/api/activity?search=${code}`);
    assert.equal(found.content.length, 1);
    assert.equal(found.content[0].entity, 'processing');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const created = await ok<{ content: Entry[] }>(
      'GET',
      `/api/activity?entity=processing&action=create&from=${today}&to=${today}&search=${code}`,
    );
    assert.equal(created.content.length, 1);
    const yesterday = await ok<{ content: Entry[] }>('GET', `/api/activity?to=2020-01-01&search=${code}`);
    assert.equal(yesterday.content.length, 0);
    const beta = await ok<{ content: Entry[] }>(
      'GET',
      `/api/activity?search=${code}`,
      undefined,
      sessions['gestore@beta'],
    );
    assert.equal(beta.content.length, 0);
    assertError(await call('GET', '/api/activity', undefined, sessions.cliente), 403, FORBIDDEN);
    assertError(await call('GET', '/api/activity?entity=nave'), 400, /entity/);
  });
});
