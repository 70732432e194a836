import { QueryClient } from '@tanstack/react-query';
import { endpoint, endpointUrl } from '@portal/contracts/api/endpoint';
import { Id, Page, PagingQuery, Type } from '@portal/contracts/api/schema';
import { call, callForEnvelope } from '../src/endpoint-call';
import { endpointMutation, endpointQueries } from '../src/query/endpoint-queries';
import { envelope, serveApi } from '../src/testing/serve-api';

const Item = Type.Object({ id: Type.Integer(), name: Type.String() });
const listItems = endpoint({
  method: 'GET',
  path: '/api/items',
  access: 'user',
  tags: ['prove'],
  summary: 'Gli elementi',
  query: PagingQuery({ kind: Type.Optional(Type.String()) }),
  response: Page(Item),
});
const renameItem = endpoint({
  method: 'PUT',
  path: '/api/items/:id/name',
  access: 'user',
  tags: ['prove'],
  summary: 'Rinomina',
  params: Type.Object({ id: Id() }),
  body: Type.Object({ name: Type.String() }),
  response: Item,
});

describe('endpointUrl', () => {
  it('fills the path parameters, encoded', () => {
    expect(endpointUrl(renameItem, { id: 7 })).toBe('/api/items/7/name');
    expect(endpointUrl({ path: '/api/files/:name' }, { name: 'a b/c' })).toBe('/api/files/a%20b%2Fc');
  });

  it('refuses a missing parameter rather than calling a wrong URL', () => {
    expect(() => endpointUrl(renameItem, {})).toThrow('/api/items/:id/name: manca il parametro id');
  });
});

describe('call', () => {
  it('sends the method, the path, the query without unset (null) filters and the body; answers the context', async () => {
    const seen = serveApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: envelope({ content: [{ id: 1, name: 'Uno' }], totalElements: 1 }) }
        : { status: 200, body: envelope({ id: 7, name: 'Sette' }, 'Salvato') },
    );
    await expect(call(listItems, { query: { page: 0, search: '', kind: null } })).resolves.toEqual({
      content: [{ id: 1, name: 'Uno' }],
      totalElements: 1,
    });
    const saved = await callForEnvelope(renameItem, { params: { id: 7 }, body: { name: 'Sette' } });
    expect(saved.message).toBe('Salvato');
    expect(seen).toEqual([
      { method: 'GET', url: '/api/items', params: { page: 0, search: '' }, data: undefined },
      { method: 'PUT', url: '/api/items/7/name', params: undefined, data: { name: 'Sette' } },
    ]);
  });
});

describe('endpointQueries', () => {
  it('keys each call by namespace, endpoint and input, the endpoint alone being their prefix', async () => {
    serveApi(() => ({ status: 200, body: envelope({ content: [], totalElements: 0 }) }));
    const admin = endpointQueries('admin');
    const customer = endpointQueries('customer');
    const options = admin.options(listItems, { query: { page: 2 } });
    expect(options.queryKey).toEqual(['admin', 'GET /api/items', { query: { page: 2 } }]);
    expect(customer.key(listItems)).toEqual(['customer', 'GET /api/items']);

    const client = new QueryClient();
    await client.fetchQuery(options);
    await client.fetchQuery(customer.options(listItems, {}));
    await client.invalidateQueries({ queryKey: admin.key(listItems) });
    // Only the back office's entry was invalidated: the other remote's cache is its own.
    expect(client.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(customer.key(listItems, {}))?.isInvalidated).toBe(false);
  });

  it("'about' a resource makes stale every answer of its endpoints in this namespace, and nothing else", async () => {
    serveApi(() => ({ status: 200, body: envelope({ content: [], totalElements: 0 }) }));
    const getItem = { method: 'GET', path: '/api/items/:id' } as unknown as typeof listItems;
    const listOthers = { method: 'GET', path: '/api/others' } as unknown as typeof listItems;
    const itemsEndpoints = { listItems, nested: { getItem } };
    const admin = endpointQueries('admin');
    const customer = endpointQueries('customer');
    const client = new QueryClient();
    const keys = [
      admin.key(listItems, { query: { page: 0 } }),
      admin.key(getItem, { params: { id: 1 } } as never),
      admin.key(listOthers, {}),
      customer.key(listItems, {}),
    ];
    await Promise.all(keys.map((queryKey) => client.fetchQuery({ queryKey, queryFn: () => 'x' })));
    await client.invalidateQueries(admin.about(itemsEndpoints));
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, false, false]);
  });

  it('a mutation calls the endpoint with its variables', async () => {
    const seen = serveApi(() => ({ status: 200, body: envelope({ id: 3, name: 'Tre' }) }));
    const { mutationFn } = endpointMutation(renameItem);
    await expect(mutationFn?.({ params: { id: 3 }, body: { name: 'Tre' } }, {} as never)).resolves.toEqual({
      id: 3,
      name: 'Tre',
    });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/api/items/3/name' });
  });
});
