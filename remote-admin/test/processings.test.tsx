import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { configureClientHooks } from '@portal/shared-auth';
import { leave, renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import ProcessingListPage, {
  PROCESSING_FILTER,
  timeRange,
} from '../src/features/processings/components/processing-list-page';
import ProcessingEditPage from '../src/features/processings/components/processing-edit-page';
import { maskTime } from '../src/features/processings/components/time-field';
import type { Processing, ProcessingClient, ProcessingProduct } from '../src/features/processings/types/processing';
import { choose, findDialog, location, openPanel, type } from './support/antd';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const PROCESSING: Processing = {
  id: 5,
  code: 'NOTTURNA',
  description: 'Visure solo di giorno',
  form: 'VISURA_PG',
  formDescription: 'Visura',
  fromTime: '08:00:00',
  toTime: '21:00:00',
  requestType: 'ON',
  clientCount: 1,
  productCount: 1,
  version: 3,
};

let clients: ProcessingClient[];
let products: ProcessingProduct[];
let requests: SeenRequest[];

beforeEach(() => {
  clients = [{ id: 71, clientId: 2, client: { id: 2, customerCode: 'C0002', head1: 'Beta Spa' } }];
  products = [{ id: 81, productId: 31, product: { id: 31, productCode: 'VIS001', description: 'Visura ordinaria' } }];
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/processings' });
  requests = serveApi((request) => {
    const { method, url } = request;
    if (url === '/api/processings')
      return {
        status: 200,
        body: envelope({
          content: [PROCESSING, { ...PROCESSING, id: 6, description: 'Senza orario', fromTime: null, toTime: null }],
          totalElements: 2,
        }),
      };
    if (url === '/api/forms')
      return {
        status: 200,
        body: envelope({ content: [{ formCode: 'VISURA_PG', description: 'Visura' }], totalElements: 1 }),
      };
    if (url === '/api/processing/5' && method === 'GET') return { status: 200, body: envelope(PROCESSING) };
    if (url === '/api/processing/5/clients') return { status: 200, body: envelope(clients) };
    if (url === '/api/processing/5/products') return { status: 200, body: envelope(products) };
    if (url === '/api/clients')
      return {
        status: 200,
        body: envelope([
          { clientId: 2, clientName: 'Beta Spa', customerCode: 'C0002' },
          { clientId: 3, clientName: 'Gamma Srl', customerCode: 'C0003' },
        ]),
      };
    if (url === '/api/processing/5/client' && method === 'POST') {
      const { clientId } = request.data as { clientId: number };
      clients = [...clients, { id: 72, clientId, client: { id: clientId, customerCode: 'C0003', head1: 'Gamma Srl' } }];
      return { status: 200, body: envelope(clients) };
    }
    if (url === '/api/processing/product/81' && method === 'DELETE') {
      products = [];
      return { status: 200, body: envelope(null) };
    }
    if (url === '/api/processing/elaborazione-code/availability') {
      const taken = (request.params as { elaborazioneCode: string }).elaborazioneCode === 'NOTTURNA';
      return { status: 200, body: envelope({ available: !taken }) };
    }
    if (method === 'PUT' || method === 'POST')
      return { status: 200, body: envelope({ ...PROCESSING, ...(request.data as object), id: 9 }) };
    return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
  });
});

afterEach(() => {
  sessionStorage.clear();
  jest.useRealTimers();
});

const calls = (method: string, url: string) =>
  requests.filter((request) => request.method === method && request.url === url);

describe('/processings', () => {
  it('shows the time range only when a time exists', async () => {
    expect(timeRange({ fromTime: '08:00:00', toTime: '21:00:00' })).toBe('08:00 - 21:00');
    expect(timeRange({ fromTime: '20:00:00', toTime: null })).toBe('20:00 - 24:00');
    expect(timeRange({ fromTime: null, toTime: null })).toBe('');
    renderRoute('/processings', <ProcessingListPage />);
    const row = (await screen.findByText('Visure solo di giorno')).closest('tr')!;
    expect(within(row).getByText('08:00 - 21:00')).toBeInTheDocument();
    expect(within(row).getByText('Online')).toBeInTheDocument();
    expect(within(row).getByText('Visura')).toBeInTheDocument();
    const headers = [...document.querySelectorAll('thead th')].map((header) => header.textContent);
    expect(headers).toEqual(['Descrizione', 'Form', 'Orario', 'Tipo richiesta', '']);
  });

  it('filters by request type, and opens Dettagli 200 ms later keeping the filters', async () => {
    renderRoute('/processings', <ProcessingListPage />, '/processings?page=1');
    await screen.findByText('Visure solo di giorno');
    expect(calls('GET', '/api/processings')[0].params).toEqual({ page: 1, size: 20, search: '' });
    await choose(user, 'Tipo richiesta', 'Offline');
    await waitFor(() =>
      expect(calls('GET', '/api/processings').at(-1)?.params).toEqual({
        page: 0,
        size: 20,
        search: '',
        requestType: 'OFF',
      }),
    );
    jest.useFakeTimers();
    await user.click(screen.getByRole('button', { name: 'Dettagli Visure solo di giorno' }));
    expect(location()).toBe('/processings');
    await act(async () => jest.advanceTimersByTime(200));
    expect(location()).toBe('/processing/5');
    expect(JSON.parse(sessionStorage.getItem(PROCESSING_FILTER)!)).toMatchObject({ filters: { requestType: 'OFF' } });
  });
});

describe('/processing/{id}', () => {
  const renderProcessing = async () => {
    renderRoute('/processing/:processingId', <ProcessingEditPage />, '/processing/5?page=2');
    await screen.findByDisplayValue('Visure solo di giorno');
  };

  it('locks the code, shows the times as hh:mm and saves them as hh:mm:00', async () => {
    await renderProcessing();
    expect(screen.getByLabelText('Codice')).toBeDisabled();
    expect(screen.getByLabelText('Dalle ore')).toHaveValue('08:00');
    await type(user, 'Alle ore', '2230');
    expect(screen.getByLabelText('Alle ore')).toHaveValue('22:30');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(calls('PUT', '/api/processing/5')).toHaveLength(1));
    expect(calls('PUT', '/api/processing/5')[0].data).toEqual({
      id: 5,
      code: 'NOTTURNA',
      description: 'Visure solo di giorno',
      form: 'VISURA_PG',
      fromTime: '08:00:00',
      toTime: '22:30:00',
      requestType: 'ON',
      version: 3,
    });
    await waitFor(() => expect(location()).toBe('/processings?page=2'));
  });

  it('marks both times when the start is not before the end, and needs a start for an end', async () => {
    await renderProcessing();
    await type(user, 'Dalle ore', '2200');
    await leave(user, screen.getByLabelText('Dalle ore'));
    await leave(user, screen.getByLabelText('Alle ore'));
    expect(await screen.findByText("L'orario d'inizio deve precedere l'orario di fine")).toBeInTheDocument();
    expect(screen.getByText("L'orario di fine deve superare l'orario d'inizio")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Salva/ })).toBeDisabled();
    await user.clear(screen.getByLabelText('Dalle ore'));
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Alle ore'));
    await waitFor(() => expect(screen.getByRole('button', { name: /Salva/ })).toBeEnabled());
  });

  it('links a client at once, refuses one already linked, and removes a product after confirmation', async () => {
    await renderProcessing();
    await openPanel(user, 'Clienti');
    await screen.findByText('Beta Spa');
    await user.type(screen.getByLabelText('Cliente da collegare'), 'Beta');
    await user.click(await screen.findByText('Beta Spa (C0002)', {}, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: /Collega cliente/ }));
    expect(await screen.findByText('Il cliente è già stato collegato a questa elaborazione')).toBeInTheDocument();
    expect(calls('POST', '/api/processing/5/client')).toHaveLength(0);
    // The lookup empties on the render after the message's.
    await waitFor(() => expect(screen.getByLabelText('Cliente da collegare')).toHaveValue(''));

    await user.type(screen.getByLabelText('Cliente da collegare'), 'Gamma');
    await user.click(await screen.findByText('Gamma Srl (C0003)', {}, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: /Collega cliente/ }));
    await screen.findByText('Gamma Srl');
    expect(calls('POST', '/api/processing/5/client')[0].data).toEqual({ clientId: 3 });

    await openPanel(user, 'Prodotti');
    await screen.findByText('VIS001');
    await user.click(screen.getByRole('button', { name: 'Rimuovi Visura ordinaria' }));
    const dialog = await findDialog('Rimozione prodotto');
    expect(within(dialog).getByText(/Sei sicuro di voler rimuovere/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(calls('DELETE', '/api/processing/product/81')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('VIS001')).toBeNull());
  });
});

describe('/processing/new', () => {
  it('masks times as hh:mm', () => {
    expect(maskTime('0830')).toBe('08:30');
    expect(maskTime('8')).toBe('8');
    expect(maskTime('08:3')).toBe('08:3');
    expect(maskTime('ab12cd345')).toBe('12:34');
  });

  it("says 'Codice elaborazione già registrata', keeps Clienti and Prodotti blocked, and reloads at the new id", async () => {
    renderRoute('/processing/:processingId', <ProcessingEditPage />, '/processing/new');
    await user.click(screen.getByRole('button', { name: 'Pannelli' }));
    const panels = await findDialog('Clienti');
    // Clienti, Prodotti and Attività.
    expect(within(panels).getAllByText('Disponibile dopo il primo salvataggio')).toHaveLength(3);
    await user.keyboard('{Escape}');
    await type(user, 'Codice', 'NOTTURNA');
    await leave(user, screen.getByLabelText('Codice'));
    expect(await screen.findByText('Codice elaborazione già registrata', {}, { timeout: 3000 })).toBeInTheDocument();
    await type(user, 'Codice', 'DIURNA');
    await type(user, 'Descrizione', 'Di giorno');
    await type(user, 'Dalle ore', '0900');
    const create = screen.getByRole('button', { name: /Crea/ });
    await waitFor(() => expect(create).toBeEnabled(), { timeout: 3000 });
    await user.click(create);
    await waitFor(() => expect(calls('POST', '/api/processing')).toHaveLength(1));
    expect(calls('POST', '/api/processing')[0].data).toEqual({
      code: 'DIURNA',
      description: 'Di giorno',
      form: null,
      fromTime: '09:00:00',
      toTime: null,
      requestType: 'ON',
    });
    await waitFor(() => expect(location()).toBe('/processing/9'));
  });
});
