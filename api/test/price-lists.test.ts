import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FORBIDDEN, assertError, catalogueClient, uniqueCode } from './catalogue-support.ts';
import { createUser, userUpdateBody } from './account-helper.ts';
import { signIn, testDb } from './helper.ts';

const catalogue = catalogueClient(['gestore', 'cliente', 'gestore@beta']);
const { sessions, call, ok } = catalogue;

interface Price {
  productId: number;
  productCode: string;
  price: string;
  defaultPrice: string | null;
}
interface ListClient {
  clientId: number;
  isDefault: boolean;
  users: number;
}

const productId = async (code: string) =>
  (await ok<Array<{ id: number; productCode: string }>>('GET', `/api/products/search?search=${code}`)).find(
    (product) => product.productCode === code,
  )!.id;

async function firstClientId(): Promise<number> {
  const [row] = await (
    await testDb()
  ).query<{ id: number }>(
    `SELECT c.id FROM clients c JOIN tenants t ON t.id = c.tenant_id WHERE t.code = 'alfa' ORDER BY c.id LIMIT 1`,
  );
  return row.id;
}

describe('price-list profiles: prices, clients, and what ordering charges', () => {
  test('a list prices a product to the cent; a user given the list pays that price', async () => {
    const code = uniqueCode('LIST').toUpperCase().slice(0, 32);
    const created = await ok<{ codice: string; clients: number; products: number }>('POST', '/api/price-list', {
      codice: code.toLowerCase(),
      descrizione: 'Listino di prova',
    });
    assert.deepEqual(created, { codice: code, descrizione: 'Listino di prova', clients: 0, products: 0 });
    assertError(
      await call('POST', '/api/price-list', { codice: code, descrizione: 'Ancora' }),
      409,
      'Codice profilo listino già registrato',
    );

    const vis001 = await productId('VIS001');
    const prices = await ok<Price[]>('PUT', `/api/price-list/${code}/price/${vis001}`, { price: '3,5' });
    assert.deepEqual(
      prices.map((price) => [price.productCode, price.price, price.defaultPrice]),
      [['VIS001', '3.50', '6.50']],
    );
    for (const bad of ['3.555', '-1', 'tre', '1e3', '']) {
      assertError(await call('PUT', `/api/price-list/${code}/price/${vis001}`, { price: bad }), 400, /price/);
    }

    // The list is given to the first client (as its own list) and to a user of it.
    const clientId = await firstClientId();
    const clients = await ok<ListClient[]>('POST', `/api/price-list/${code}/client`, { clientId, isDefault: true });
    assert.deepEqual(
      clients.map((client) => [client.clientId, client.isDefault]),
      [[clientId, true]],
    );
    assertError(
      await call('POST', `/api/price-list/${code}/client`, { clientId }),
      409,
      'Il cliente può già usare questo listino',
    );

    const own = await createUser();
    const session = await signIn(catalogue.app, own.login, { password: own.password });
    const quote = async () =>
      (await ok<{ price: string }>('GET', `/api/requests/quote?productId=${vis001}`, undefined, session)).price;
    // The client's own list: its users without a profile pay it.
    assert.equal(await quote(), '3.50');
    await ok('PUT', `/api/price-list/${code}/client/${clientId}`, { isDefault: false });
    assert.equal(await quote(), '6.50');

    const user = await ok<Record<string, unknown>>('GET', `/api/user/${own.id}`);
    const profiles = await ok<Array<{ id: number; profileCode: string }>>('GET', '/api/profiles');
    await ok(
      'PUT',
      `/api/user/${own.id}`,
      userUpdateBody(user, {
        profiloListino: code,
        profiles: [profiles.find((profile) => profile.profileCode === 'BASE')!.id],
      }),
    );
    assert.equal(await quote(), '3.50');

    // While a user has it the client keeps it; a price removed goes back to the default.
    assertError(
      await call('DELETE', `/api/price-list/${code}/client/${clientId}`),
      409,
      'Il listino è assegnato a un utente del cliente: cambia prima il loro profilo listino',
    );
    await ok('DELETE', `/api/price-list/${code}/price/${vis001}`);
    assert.equal(await quote(), '6.50');
    assertError(
      await call('DELETE', `/api/price-list/${code}/price/${vis001}`),
      404,
      'Prezzo non presente nel listino',
    );

    const [changed] = (
      await ok<{ content: Array<{ changes: Record<string, { before: unknown; after: unknown }> }> }>(
        'GET',
        `/api/activity?entity=price-list&entityKey=${code}`,
      )
    ).content;
    assert.deepEqual(changed.changes, { VIS001: { before: '3.50', after: null } });
  });

  test("another tenant's list, product or client is not found; a customer is refused", async () => {
    const code = uniqueCode('LISTB').toUpperCase().slice(0, 32);
    await ok('POST', '/api/price-list', { codice: code, descrizione: 'Solo alfa' });
    const beta = sessions['gestore@beta'];
    assertError(
      await call('GET', `/api/price-list/${code}/prices`, undefined, beta),
      404,
      'Profilo listino non trovato',
    );
    assertError(
      await call('PUT', `/api/price-list/${code}/price/1`, { price: '1' }, beta),
      404,
      'Profilo listino non trovato',
    );
    const [betaProduct] = await (
      await testDb()
    ).query<{ id: number }>(
      `SELECT p.id FROM products p JOIN tenants t ON t.id = p.tenant_id WHERE t.code = 'beta' LIMIT 1`,
    );
    assertError(
      await call('PUT', `/api/price-list/${code}/price/${betaProduct.id}`, { price: '1' }),
      400,
      'Prodotto non trovato',
    );
    const [betaClient] = await (
      await testDb()
    ).query<{ id: number }>(
      `SELECT c.id FROM clients c JOIN tenants t ON t.id = c.tenant_id WHERE t.code = 'beta' LIMIT 1`,
    );
    assertError(
      await call('POST', `/api/price-list/${code}/client`, { clientId: betaClient.id }),
      400,
      'Cliente non trovato',
    );
    assertError(await call('GET', '/api/price-lists', undefined, sessions.cliente), 403, FORBIDDEN);
    const lists = await ok<Array<{ codice: string }>>('GET', '/api/price-lists');
    assert.ok(lists.some((list) => list.codice === 'CONVENZIONE'));
  });
});
