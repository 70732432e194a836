import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { PriceListRow } from '@portal/contracts/api/ordering';
import { configureClientHooks } from '@portal/shared-auth';
import { fill, renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import PriceListPage from '../src/features/price-list/components/price-list-page';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const ROWS: PriceListRow[] = [
  {
    productId: 31,
    serviceName: 'Visure camerali',
    lineName: 'Visure ordinarie',
    productCode: 'VIS001',
    fullProductCode: 'VIS.VIS001',
    description: 'Visura ordinaria',
    productType: 'ON',
    evasDays: 0,
    personaFisica: false,
    personaGiuridica: true,
    price: '1234.50',
  },
  {
    productId: 32,
    serviceName: 'Report commerciali',
    lineName: 'Report',
    productCode: 'REP010',
    fullProductCode: 'REP.REP010',
    description: 'Report investigativo',
    productType: 'OF',
    evasDays: 5,
    personaFisica: true,
    personaGiuridica: true,
    price: '48.00',
  },
];

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/price-list' });
  requests = serveApi(({ url }) => {
    if (url === '/api/ordering/price-list')
      return { status: 200, body: envelope({ content: ROWS, totalElements: 42 }) };
    if (url.startsWith('/api/ordering/price-list/export')) return { status: 200, body: new Blob(['xlsx']) };
    return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
  });
});

afterEach(() => jest.useRealTimers());

const listCalls = () => requests.filter((request) => request.url === '/api/ordering/price-list').map((r) => r.params);

describe('/price-list', () => {
  it('shows each product with its service, line, type, fulfilment days and the price in euro', async () => {
    renderRoute('/price-list', <PriceListPage />);
    const row = (await screen.findByText('Visura ordinaria')).closest('tr')!;
    expect(within(row).getByText('Visure camerali')).toBeInTheDocument();
    expect(within(row).getByText('VIS.VIS001')).toBeInTheDocument();
    expect(within(row).getByText('Online')).toBeInTheDocument();
    expect(within(row).getByText('Immediata')).toBeInTheDocument();
    expect(within(row).getByText(/1\.234,50\s€/)).toBeInTheDocument();
    const offline = screen.getByText('Report investigativo').closest('tr')!;
    expect(within(offline).getByText('Imprese, Persone')).toBeInTheDocument();
    expect(within(offline).getByText('5')).toBeInTheDocument();
    expect(listCalls()).toEqual([{ page: 0, size: 20, search: '' }]);
    expect(screen.getByText('1 - 20 di 42')).toBeInTheDocument();
  });

  it('searches 500 ms after typing stops, from the first page, and exports the same search', async () => {
    jest.useFakeTimers();
    renderRoute('/price-list', <PriceListPage />, '/price-list?page=1');
    await screen.findByText('Visura ordinaria');
    await fill(user, screen.getByPlaceholderText('Cerca prodotto, linea o servizio'), 'visura');
    await act(async () => jest.advanceTimersByTime(500));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 0, size: 20, search: 'visura' }));
    jest.useRealTimers();
    await user.click(screen.getByRole('button', { name: /Esporta in Excel/ }));
    await waitFor(() =>
      expect(requests.some((request) => request.url === '/api/ordering/price-list/export?search=visura')).toBe(true),
    );
  });
});
