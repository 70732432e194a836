import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { configureClientHooks } from '@portal/shared-auth';
import { fill, renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import PriceListPage from '../src/features/price-lists/components/price-list-page';
import PriceListListPage from '../src/features/price-lists/components/price-list-list-page';
import { findDialog, openPanel, type } from './support/antd';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/price-lists' });
  requests = serveApi(({ url, method }) => {
    if (url === '/api/price-lists')
      return {
        status: 200,
        body: envelope([{ codice: 'CONVENZIONE', descrizione: 'Convenzione', clients: 2, products: 4 }]),
      };
    if (url === '/api/price-list/CONVENZIONE')
      return {
        status: 200,
        body: envelope({ codice: 'CONVENZIONE', descrizione: 'Convenzione', clients: 1, products: 1 }),
      };
    if (url === '/api/price-list/CONVENZIONE/prices' || url.startsWith('/api/price-list/CONVENZIONE/price/'))
      return {
        status: 200,
        body: envelope([
          {
            productId: 31,
            productCode: 'VIS001',
            description: 'Visura ordinaria',
            defaultPrice: '6.50',
            price: '5.00',
          },
        ]),
      };
    if (url === '/api/price-list/CONVENZIONE/clients' || url.startsWith('/api/price-list/CONVENZIONE/client'))
      return {
        status: 200,
        body: envelope([{ clientId: 2, clientName: 'Acme Srl', customerCode: 'C0002', isDefault: true, users: 1 }]),
      };
    if (url === '/api/products/search')
      return { status: 200, body: envelope([{ id: 40, productCode: 'REP010', description: 'Report' }]) };
    if (url === '/api/clients')
      return { status: 200, body: envelope([{ clientId: 3, clientName: 'Gamma Srl', customerCode: 'C0003' }]) };
    if (url === '/api/activity') return { status: 200, body: envelope({ content: [], totalElements: 0 }) };
    if (url === '/api/price-list' && method === 'POST')
      return { status: 200, body: envelope({ codice: 'NUOVO', descrizione: 'Nuovo', clients: 0, products: 0 }) };
    return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
  });
});

const calls = (method: string, url: string) =>
  requests.filter((request) => request.method === method && request.url === url);

const renderList = async () => {
  renderRoute('/price-list/:code', <PriceListPage />, '/price-list/CONVENZIONE');
  await screen.findByText('VIS001');
};

describe('/price-list/{code}', () => {
  it('changes a price in place, to the cent, and refuses a malformed one', async () => {
    await renderList();
    const row = screen.getByText('VIS001').closest('tr')!;
    expect(within(row).getByText(/6,50\s€/)).toBeInTheDocument();
    const input = within(row).getByLabelText('Prezzo VIS001');
    expect(input).toHaveValue('5,00');
    await fill(user, input, '4,755');
    expect(within(row).getByRole('button', { name: 'Salva prezzo VIS001' })).toBeDisabled();
    await fill(user, input, '4,75');
    await user.click(within(row).getByRole('button', { name: 'Salva prezzo VIS001' }));
    await waitFor(() => expect(calls('PUT', '/api/price-list/CONVENZIONE/price/31')).toHaveLength(1));
    expect(calls('PUT', '/api/price-list/CONVENZIONE/price/31')[0].data).toEqual({ price: '4,75' });
    // Every save says so (issue 46).
    expect(await screen.findByText('Prezzo salvato')).toBeInTheDocument();
  });

  it('adds a product at a price, and removes one after confirmation', async () => {
    await renderList();
    await type(user, 'Prezzo del prodotto da aggiungere', '12,5');
    await user.type(screen.getByLabelText('Prodotto da aggiungere'), 'REP');
    await user.click(await screen.findByText('REP010 - Report'));
    await user.click(screen.getByRole('button', { name: /Aggiungi prezzo/ }));
    await waitFor(() => expect(calls('PUT', '/api/price-list/CONVENZIONE/price/40')).toHaveLength(1));
    expect(calls('PUT', '/api/price-list/CONVENZIONE/price/40')[0].data).toEqual({ price: '12,5' });
    expect(await screen.findByText('Prezzo aggiunto')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rimuovi VIS001' }));
    await user.click(within(await findDialog('Rimozione prezzo')).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(calls('DELETE', '/api/price-list/CONVENZIONE/price/31')).toHaveLength(1));
    expect(await screen.findByText('Prezzo rimosso')).toBeInTheDocument();
  });

  it("makes the list a client's own, and gives it to another client", async () => {
    await renderList();
    await openPanel(user, 'Clienti');
    const row = (await screen.findByText('Acme Srl')).closest('tr')!;
    await user.click(within(row).getByRole('switch', { name: 'Listino del cliente Acme Srl' }));
    await waitFor(() => expect(calls('PUT', '/api/price-list/CONVENZIONE/client/2')).toHaveLength(1));
    expect(calls('PUT', '/api/price-list/CONVENZIONE/client/2')[0].data).toEqual({ isDefault: false });
    expect(await screen.findByText('Listino del cliente aggiornato')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Come listino del cliente' }));
    await user.type(screen.getByLabelText('Cliente da aggiungere'), 'Gamma');
    await user.click(await screen.findByText('Gamma Srl (C0003)'));
    await user.click(screen.getByRole('button', { name: /Aggiungi cliente/ }));
    await waitFor(() => expect(calls('POST', '/api/price-list/CONVENZIONE/client')).toHaveLength(1));
    expect(calls('POST', '/api/price-list/CONVENZIONE/client')[0].data).toEqual({ clientId: 3, isDefault: true });
    expect(await screen.findByText('Cliente aggiunto al listino')).toBeInTheDocument();
  });
});

describe('/price-lists', () => {
  it('lists the price lists with their counts and creates one', async () => {
    renderRoute('/price-lists', <PriceListListPage />);
    const row = (await screen.findByText('CONVENZIONE')).closest('tr')!;
    expect(within(row).getByText('4')).toBeInTheDocument();
    await type(user, 'Codice', 'nuovo');
    await type(user, 'Descrizione', 'Nuovo listino');
    await user.click(screen.getByRole('button', { name: /Crea listino/ }));
    await waitFor(() => expect(calls('POST', '/api/price-list')).toHaveLength(1));
    expect(calls('POST', '/api/price-list')[0].data).toEqual({ codice: 'nuovo', descrizione: 'Nuovo listino' });
  });

  it('searches and pages the price lists in the page: a list that grows stays usable (issue 46)', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      codice: `LISTINO${String(index + 1).padStart(2, '0')}`,
      descrizione: index === 17 ? 'Convenzione banche' : `Listino ${index + 1}`,
      clients: 0,
      products: 0,
    }));
    serveApi(({ url }) =>
      url === '/api/price-lists'
        ? { status: 200, body: envelope(many) }
        : { status: 200, body: envelope({ content: [], totalElements: 0 }) },
    );
    renderRoute('/price-lists', <PriceListListPage />);
    await screen.findByText('LISTINO01');
    // 20 a page: the 21st is on the second.
    expect(screen.queryByText('LISTINO21')).not.toBeInTheDocument();
    expect(screen.getByText('1 - 20 di 25')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Cerca listino'), 'banche');
    expect(await screen.findByText('LISTINO18')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('LISTINO01')).not.toBeInTheDocument());
    expect(screen.getByText('1 - 1 di 1')).toBeInTheDocument();
  });
});
