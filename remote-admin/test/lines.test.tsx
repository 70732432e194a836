import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { configureClientHooks } from '@portal/shared-auth';
import { leave, renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import LineListPage, { LINE_FILTER } from '../src/features/lines/components/line-list-page';
import LineEditPage, { lineBackPath } from '../src/features/lines/components/line-edit-page';
import type { Line, LineInput, LineProduct } from '../src/features/lines/types/line';
import { choose, location, openPanel, type } from './support/antd';
import { catalogueLine } from './support/line';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const LINE: Line = catalogueLine(7, 'VIS_ORD', {
  name: 'Visure ordinarie',
  description: 'Visura ordinaria e storica',
});

const product = (id: number, code: string, lineName: string | null = 'Visure ordinarie'): LineProduct => ({
  id,
  productCode: code,
  fullProductCode: `ON.${code}`,
  description: `Prodotto ${code}`,
  productType: 'ON',
  evasDays: 1,
  flagSuspended: 'N',
  lineId: lineName ? 7 : null,
  lineName,
});

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/lines' });
  requests = serveApi((request) => {
    const { method, url } = request;
    if (url === '/api/lines') return { status: 200, body: envelope({ content: [LINE], totalElements: 1 }) };
    if (url === '/api/services')
      return {
        status: 200,
        body: envelope({
          content: [
            { id: 1, name: 'Visure camerali' },
            { id: 2, name: 'Report commerciali' },
          ],
          totalElements: 2,
        }),
      };
    if (url === '/api/forms')
      return {
        status: 200,
        body: envelope({ content: [{ formCode: 'VISURA_PG', description: 'Visura' }], totalElements: 1 }),
      };
    if (url === '/api/line/7' && method === 'GET') return { status: 200, body: envelope(LINE) };
    if (url === '/api/line/7/allProducts')
      return { status: 200, body: envelope([product(31, 'VIS001'), product(32, 'VIS003')]) };
    if (url === '/api/line/products-not-in/7') return { status: 200, body: envelope([product(40, 'REP010', null)]) };
    if (url === '/api/line/line-code/availability') {
      const taken = (request.params as { lineCode: string }).lineCode === 'VIS_ORD';
      return { status: 200, body: envelope({ available: !taken }) };
    }
    if (method === 'PUT' || method === 'POST')
      return { status: 200, body: envelope({ ...LINE, ...(request.data as object), id: 8 }) };
    return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
  });
});

afterEach(() => sessionStorage.clear());

const calls = (method: string, url: string) =>
  requests.filter((request) => request.method === method && request.url === url);

describe('/lines', () => {
  it("filters by service from 'Tutti i servizi' and restores search and service once on return", async () => {
    const first = renderRoute('/lines', <LineListPage />);
    await screen.findByText('VIS_ORD');
    await choose(user, 'Servizio', 'Report commerciali');
    await waitFor(() => expect(calls('GET', '/api/lines').at(-1)?.params).toMatchObject({ serviceId: 2, page: 0 }));
    await type(user, 'Cerca linea', 'visure');
    await waitFor(() => expect(calls('GET', '/api/lines').at(-1)?.params).toMatchObject({ search: 'visure' }), {
      timeout: 3000,
    });
    await user.click(screen.getByRole('button', { name: /Modifica/ }));
    expect(location()).toBe('/line/7');
    expect(JSON.parse(sessionStorage.getItem(LINE_FILTER)!)).toMatchObject({
      search: 'visure',
      filters: { serviceId: 2 },
    });
    first.unmount();

    renderRoute('/lines', <LineListPage />);
    await screen.findByText('VIS_ORD');
    expect(calls('GET', '/api/lines').at(-1)?.params).toMatchObject({ search: 'visure', serviceId: 2 });
    expect(screen.getByLabelText('Cerca linea')).toHaveValue('visure');
    // Once: the stored state is gone.
    expect(sessionStorage.getItem(LINE_FILTER)).toBeNull();
  });

  it("sends no service for 'Tutti i servizi'", async () => {
    renderRoute('/lines', <LineListPage />);
    await screen.findByText('VIS_ORD');
    expect(calls('GET', '/api/lines')[0].params).not.toHaveProperty('serviceId');
    expect(screen.getByText('Tutti i servizi')).toBeInTheDocument();
  });
});

describe('/line/{id}', () => {
  it('goes back to the service it was opened from, else to the list at its page', () => {
    expect(lineBackPath(new URLSearchParams('serviceId=3'))).toBe('/service/3');
    expect(lineBackPath(new URLSearchParams('page=2'))).toBe('/lines?page=2');
    expect(lineBackPath(new URLSearchParams(''))).toBe('/lines');
  });

  const renderLine = async (url = '/line/7') => {
    renderRoute('/line/:lineId', <LineEditPage />, url);
    await screen.findByDisplayValue('Visura ordinaria e storica');
  };

  it('locks code and order of a saved line; Cancel goes back to the service', async () => {
    await renderLine('/line/7?serviceId=1');
    expect(screen.getByLabelText('Codice')).toBeDisabled();
    expect(screen.getByLabelText('Ordine')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Indietro' })).toHaveAttribute('href', '/service/1');
  });

  it('removes one product and adds another only when the line is saved', async () => {
    await renderLine('/line/7?serviceId=1');
    await openPanel(user, 'Prodotti');
    await screen.findByText('VIS003');
    await user.click(screen.getByRole('button', { name: 'Rimuovi VIS001' }));
    await user.type(screen.getByLabelText('Prodotto da aggiungere'), 'REP');
    await user.click(await screen.findByText('REP010 - Prodotto REP010'));
    await user.click(screen.getByRole('button', { name: /Aggiungi prodotto/ }));
    expect(screen.queryByText('VIS001')).toBeNull();
    expect(screen.getByText('Le modifiche ai prodotti saranno salvate con la linea.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(calls('PUT', '/api/line/7')).toHaveLength(1));
    const sent = calls('PUT', '/api/line/7')[0].data as LineInput;
    expect(sent).toMatchObject({ code: 'VIS_ORD', version: 4, productIds: [32, 40] });
    await waitFor(() => expect(location()).toBe('/service/1'));
  });

  it('leaves the products out of a save that did not touch them', async () => {
    await renderLine();
    await type(user, 'Nome', 'Visure ordinarie e storiche');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(calls('PUT', '/api/line/7')).toHaveLength(1));
    expect(calls('PUT', '/api/line/7')[0].data).not.toHaveProperty('productIds');
    await waitFor(() => expect(location()).toBe('/lines'));
  });
});

describe('/line/new', () => {
  it("says 'Codice linea già registrata' for a code in use and takes the service from the query", async () => {
    renderRoute('/line/:lineId', <LineEditPage />, '/line/new?serviceId=2');
    await type(user, 'Codice', 'VIS_ORD');
    await leave(user, screen.getByLabelText('Codice'));
    expect(await screen.findByText('Codice linea già registrata', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Report commerciali')).toBeInTheDocument();
  });

  it('creates a line with its service and form, then stays on it to add products', async () => {
    renderRoute('/line/:lineId', <LineEditPage />, '/line/new?serviceId=2');
    await type(user, 'Codice', 'REP_NEW');
    await type(user, 'Nome', 'Report nuovi');
    await type(user, 'Descrizione', 'Report per le imprese nuove');
    await choose(user, 'Form', 'VISURA_PG - Visura');
    await type(user, 'Ordine', '99999');
    await leave(user, screen.getByLabelText('Ordine'));
    expect(await screen.findByText("L'ordine deve essere un numero intero minore di 9999")).toBeInTheDocument();
    await type(user, 'Ordine', '50');
    const create = screen.getByRole('button', { name: /Crea/ });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    await waitFor(() => expect(calls('POST', '/api/line')).toHaveLength(1));
    expect(calls('POST', '/api/line')[0].data).toMatchObject({
      code: 'REP_NEW',
      serviceId: 2,
      formCode: 'VISURA_PG',
      order: 50,
      active: true,
      personaGiuridica: true,
    });
    await waitFor(() => expect(location()).toBe('/line/8?serviceId=2'));
  });
});
