import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { authStore, configureClientHooks, resetAuthStore } from '@portal/shared-auth';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import ServiceListPage from '../src/features/services/components/service-list-page';
import ServiceEditPage from '../src/features/services/components/service-edit-page';
import { firstOrderOfPage, lineOrders } from '../src/features/services/hooks/service-order';
import type { Line, Service, ServiceInput, ServiceOrderInput } from '../src/features/services/types/service';
import { location, openPanel, type } from './support/antd';
import { dragByKeyboard } from './support/drag';
import { catalogueLine } from './support/line';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const service = (id: number, name: string, order: number, lineCount = 0): Service => ({
  id,
  name,
  description: `Descrizione ${name}`,
  icon: PNG,
  alwaysVisible: true,
  order,
  lineCount,
  version: 3,
});

const line = (id: number, code: string, serviceId: number | null, order: number): Line =>
  catalogueLine(id, code, { serviceId, serviceName: serviceId ? 'Visure camerali' : null, order, version: 7 });

const SERVICES = [
  service(1, 'Visure camerali', 10000, 3),
  service(2, 'Report commerciali', 20000),
  service(3, 'Protesti', 30000),
];
const VISURE: Service = {
  ...SERVICES[0],
  lines: [line(11, 'VIS_ORD', 1, 10100), line(12, 'VIS_STO', 1, 10200), line(13, 'VIS_FAS', 1, 10300)],
};

let requests: SeenRequest[];
beforeEach(() => {
  // A catalogue manager, unless a test says otherwise.
  resetAuthStore();
  authStore.setState({ permissions: [PERMISSIONS.manager] });
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/services' });
  requests = serveApi((request) => {
    const { method, url } = request;
    if (url === '/api/services' && method === 'GET')
      return { status: 200, body: envelope({ content: SERVICES, totalElements: 43 }) };
    if (url === '/api/services/order') return { status: 200, body: envelope(SERVICES) };
    if (url === '/api/service/1' && method === 'GET') return { status: 200, body: envelope(VISURE) };
    if (url === '/api/available/lines') return { status: 200, body: envelope([line(21, 'PRO_BASE', null, 0)]) };
    if (method === 'PUT' || method === 'POST')
      return { status: 200, body: envelope({ ...VISURE, ...(request.data as object), id: 1 }) };
    return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
  });
});

afterEach(() => sessionStorage.clear());

const calls = (method: string, url: string) =>
  requests.filter((request) => request.method === method && request.url === url);

const rowNames = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('data-service-id') ?? row.getAttribute('data-line-code'));

describe('order arithmetic (spec 002 §4)', () => {
  it('starts a page at (pageIndex × pageSize + 1) × 10000', () => {
    expect(firstOrderOfPage(0, 20)).toBe(10000);
    expect(firstOrderOfPage(2, 5)).toBe(110000);
  });

  it('gives the lines of a service its order +100, +200…', () => {
    expect([...lineOrders(30000, [{ id: 5 }, { id: 2 }]).entries()]).toEqual([
      [5, 30100],
      [2, 30200],
    ]);
  });
});

describe('/services', () => {
  it('without the manager permission: the list to read, nothing to create, drag, remove or edit', async () => {
    authStore.setState({ permissions: ['ECON_PREZ'] });
    renderRoute('/services', <ServiceListPage />, '/services?page=1');
    await screen.findByText('Report commerciali');
    expect(screen.queryByRole('button', { name: /Nuovo servizio/ })).toBeNull();
    expect(screen.queryByLabelText('Trascina Report commerciali')).toBeNull();
    expect(screen.queryByRole('button', { name: /Modifica/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rimuovi/ })).toBeNull();
  });

  it('drags a service up and saves the page in its new order, with its page and size', async () => {
    renderRoute('/services', <ServiceListPage />, '/services?page=1');
    await screen.findByText('Report commerciali');
    await dragByKeyboard(screen.getByLabelText('Trascina Report commerciali'), -1);
    await waitFor(() => expect(calls('PUT', '/api/services/order')).toHaveLength(1));
    const sent = calls('PUT', '/api/services/order')[0].data as ServiceOrderInput;
    expect(sent).toEqual({
      page: 1,
      size: 20,
      services: [
        { id: 2, version: 3 },
        { id: 1, version: 3 },
        { id: 3, version: 3 },
      ],
    });
    // Reloaded after the save.
    await waitFor(() => expect(calls('GET', '/api/services').length).toBeGreaterThan(1));
  });

  it('does not reorder while a search narrows the list, and says why', async () => {
    renderRoute('/services', <ServiceListPage />);
    await screen.findByText('Report commerciali');
    await type(user, 'Cerca servizio', 'report');
    expect(await screen.findByText('Svuota la ricerca per riordinare i servizi trascinandoli')).toBeInTheDocument();
    await dragByKeyboard(screen.getByLabelText('Trascina Report commerciali'), -1);
    expect(calls('PUT', '/api/services/order')).toHaveLength(0);
  });

  it('offers removal only for a service without lines, and Modifica keeps the page', async () => {
    renderRoute('/services', <ServiceListPage />, '/services?page=2');
    await screen.findByText('Report commerciali');
    expect(screen.queryByRole('button', { name: 'Rimuovi Visure camerali' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rimuovi Protesti' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /Modifica/ })[0]);
    expect(location()).toBe('/service/1?page=2');
  });
});

describe('/service/{id}', () => {
  const renderService = async () => {
    renderRoute('/service/:serviceId', <ServiceEditPage />, '/service/1?page=2');
    await screen.findByDisplayValue('Descrizione Visure camerali');
    await openPanel(user, 'Linee');
    await screen.findByRole('list', { name: 'Linee del servizio' });
  };

  it('locks the name and shows the order of an existing service', async () => {
    await renderService();
    await openPanel(user, 'Servizio');
    expect(screen.getByLabelText('Nome')).toBeDisabled();
    expect(screen.getByLabelText('Ordine')).toHaveValue('10000');
  });

  it('reorders lines by dragging (service order +100, +200…) and saves them with the service', async () => {
    await renderService();
    await dragByKeyboard(screen.getByLabelText('Trascina Linea VIS_ORD'), 1);
    await waitFor(() => expect(rowNames('Linee del servizio')).toEqual(['VIS_STO', 'VIS_ORD', 'VIS_FAS']));
    const orders = within(screen.getByRole('list', { name: 'Linee del servizio' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent?.match(/^\d+/)?.[0]);
    expect(orders).toEqual(['10100', '10200', '10300']);
    expect(screen.getByText('Le modifiche alle linee saranno salvate con il servizio.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(calls('PUT', '/api/service/1')).toHaveLength(1));
    const sent = calls('PUT', '/api/service/1')[0].data as ServiceInput;
    expect(sent.version).toBe(3);
    expect(sent.lines).toEqual([
      { id: 12, version: 7 },
      { id: 11, version: 7 },
      { id: 13, version: 7 },
    ]);
    await waitFor(() => expect(location()).toBe('/services?page=2'));
  });

  it('adds a line last and removes another, both only on save', async () => {
    await renderService();
    await user.click(screen.getByRole('button', { name: 'Rimuovi Linea VIS_STO' }));
    await user.type(screen.getByLabelText('Linea da aggiungere'), 'PRO');
    await user.click(await screen.findByText('PRO_BASE - Linea PRO_BASE'));
    await user.click(screen.getByRole('button', { name: /Aggiungi linea/ }));
    expect(rowNames('Linee del servizio')).toEqual(['VIS_ORD', 'VIS_FAS', 'PRO_BASE']);
    // Nothing was written yet.
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    // A line opens only once the table is saved.
    expect(screen.getAllByRole('button', { name: /Modifica/ })[0]).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(calls('PUT', '/api/service/1')).toHaveLength(1));
    expect((calls('PUT', '/api/service/1')[0].data as ServiceInput).lines?.map((item) => item.id)).toEqual([
      11, 13, 21,
    ]);
  });

  it('leaves the line table out of a save that did not touch it', async () => {
    await renderService();
    await openPanel(user, 'Servizio');
    await type(user, 'Descrizione', 'Visure e certificati');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(calls('PUT', '/api/service/1')).toHaveLength(1));
    const sent = calls('PUT', '/api/service/1')[0].data as ServiceInput;
    expect(sent).not.toHaveProperty('lines');
    expect(sent.description).toBe('Visure e certificati');
  });
});

describe('/service/new', () => {
  it('asks for an icon, refuses a file of another type, and creates an always-visible service', async () => {
    renderRoute('/service/:serviceId', <ServiceEditPage />, '/service/new');
    await type(user, 'Nome', 'Catasto');
    await type(user, 'Descrizione', 'Visure e planimetrie catastali');
    const create = screen.getByRole('button', { name: /Crea/ });
    expect(create).toBeDisabled();
    expect(screen.getByLabelText('Sempre visibile')).toBeChecked();

    const input = screen.getByLabelText('Icona: file immagine');
    // The file dialog's "all files" choice lets any file through the accept list.
    const anyFile = setupUser({ applyAccept: false });
    await anyFile.upload(input, new File(['GIF89a'], 'icona.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only .jpg,.jpeg,.png,.svg file extensions are allowed')).toBeInTheDocument();
    expect(screen.getByText('Icona obbligatoria')).toBeInTheDocument();

    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'icona.png', { type: 'image/png' }));
    await screen.findByAltText('Icona: anteprima');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    await waitFor(() => expect(calls('POST', '/api/service')).toHaveLength(1));
    const sent = calls('POST', '/api/service')[0].data as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Catasto', alwaysVisible: true });
    expect(String(sent.icon)).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(location()).toBe('/service/1'));
  });
});
