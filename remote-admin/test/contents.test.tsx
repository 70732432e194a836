import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import ContentListPage from '../src/features/contents/components/content-list-page';
import ContentEditPage from '../src/features/contents/components/content-edit-page';
import type { Content, ContentProduct } from '../src/features/contents/types/content';
import { findDialog, location, type } from './support/antd';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const CONTENTS: Content[] = [
  {
    id: 1,
    description: 'Visure camerali',
    icon: 'mat_outline:business',
    order: 10,
    hasProducts: true,
    productCount: 1,
    version: 1,
  },
  {
    id: 2,
    description: 'Contenuto vuoto',
    icon: 'mat_outline:gavel',
    order: 20,
    hasProducts: false,
    productCount: 0,
    version: 1,
  },
];

const product = (id: number, code: string, suspended: boolean): ContentProduct => ({
  id,
  productCode: code,
  fullProductCode: code,
  description: `Prodotto ${code}`,
  productType: 'ON',
  evasDays: 2,
  flagSuspended: suspended ? 'S' : 'N',
  lineId: null,
  lineName: 'Linea base',
});

let requests: SeenRequest[];
let linked: ContentProduct[];

beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/contents' });
  linked = [product(11, 'VIS01', false), product(12, 'VIS02', true)];
  requests = serveApi((request) => {
    const { method, url } = request;
    if (url === '/api/contents') return { status: 200, body: envelope({ content: CONTENTS, totalElements: 45 }) };
    if (url === '/api/content/1' && method === 'GET') return { status: 200, body: envelope(CONTENTS[0]) };
    if (url === '/api/content/1/products') return { status: 200, body: envelope(linked) };
    if (url === '/api/content/1/products-not-in') return { status: 200, body: envelope([product(13, 'NEW01', false)]) };
    if (url === '/api/content/1/product' && method === 'POST') {
      linked = [...linked, product(13, 'NEW01', false)];
      return { status: 200, body: envelope(linked) };
    }
    if (url === '/api/content/1/product/11' && method === 'DELETE') {
      linked = linked.filter((item) => item.id !== 11);
      return { status: 200, body: envelope(linked) };
    }
    if (method === 'DELETE' && url === '/api/content/2') return { status: 200, body: envelope(null) };
    if (url === '/api/icons') return { status: 200, body: envelope(['mat_outline:gavel']) };
    if (method === 'POST' || method === 'PUT')
      return { status: 200, body: envelope({ id: 3, ...(request.data as object) }) };
    return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
  });
});

afterEach(() => sessionStorage.clear());

const contentCalls = () =>
  requests.filter((request) => request.url === '/api/contents').map((request) => request.params);

describe('/contents', () => {
  it('pages 20 at a time with 20/50/100, and opens an edit keeping the page', async () => {
    renderRoute('/contents', <ContentListPage />, '/contents?page=1');
    await screen.findByText('Visure camerali');
    expect(contentCalls()[0]).toEqual({ page: 1, size: 20, search: '' });
    await user.click(screen.getByLabelText('Elementi per pagina:'));
    const sizes = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(sizes).toEqual(['20', '50', '100']);
    const edit = within(screen.getByText('Visure camerali').closest('tr')!).getByText('Modifica');
    expect(edit.closest('a')).toHaveAttribute('href', '/content/1?page=1');
    expect(screen.getByText('Nuovo contenuto').closest('a')).toHaveAttribute('href', '/content/new?page=1');
  });

  it('keeps the (disabled) reorder handle first in the row, on the side of every draggable list', async () => {
    renderRoute('/contents', <ContentListPage />);
    const row = (await screen.findByText('Visure camerali')).closest('tr')!;
    const firstCell = row.querySelector('td')!;
    expect(within(firstCell).getByLabelText('Riordino non disponibile')).toBeInTheDocument();
  });

  it("offers removal only for a content without products, after 'Rimozione contenuto'", async () => {
    renderRoute('/contents', <ContentListPage />);
    await screen.findByText('Visure camerali');
    expect(screen.queryByRole('button', { name: 'Rimuovi Visure camerali' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rimuovi Contenuto vuoto' }));
    const dialog = await findDialog('Rimozione contenuto');
    expect(dialog).toHaveTextContent('Sei sicuro di voler rimuovere questo contenuto?');
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/content/2')).toBe(true));
    await waitFor(() => expect(contentCalls()).toHaveLength(2));
  });

  it('restores the search once after a trip to an edit screen', async () => {
    const first = renderRoute('/contents', <ContentListPage />, '/contents?page=2');
    await screen.findByText('Visure camerali');
    await type(user, 'Cerca contenuto', 'visure');
    await waitFor(() => expect(contentCalls().at(-1)).toEqual({ page: 0, size: 20, search: 'visure' }), {
      timeout: 4000,
    });
    await user.click(within(screen.getByText('Visure camerali').closest('tr')!).getByText('Modifica'));
    expect(location()).toBe('/content/1');
    first.unmount();

    renderRoute('/contents', <ContentListPage />, '/contents');
    await screen.findByText('Visure camerali');
    expect(screen.getByLabelText('Cerca contenuto')).toHaveValue('visure');
    expect(contentCalls().at(-1)).toEqual({ page: 0, size: 20, search: 'visure' });
    expect(sessionStorage.getItem('CONTENT_FILTER')).toBeNull();
  });
});

describe('/content/{id}', () => {
  it('sends a non-numeric id to /content/new', async () => {
    renderRoute('/content/:contentId', <ContentEditPage />, '/content/abc');
    await waitFor(() => expect(location()).toBe('/content/new'));
  });

  it('creates a content with the default icon and stays on it', async () => {
    renderRoute('/content/:contentId', <ContentEditPage />, '/content/new?page=2');
    await screen.findByRole('heading', { name: 'Nuovo contenuto' });
    expect(screen.queryByLabelText('Ordine')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crea' })).toBeDisabled();
    await type(user, 'Descrizione', 'Protesti');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crea' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Crea' }));
    await waitFor(() => expect(location()).toBe('/content/3?page=2'));
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({
      description: 'Protesti',
      icon: 'mat_outline:bookmark',
    });
  });

  it('suggests at most 100 icons as the user types and keeps the one chosen', async () => {
    renderRoute('/content/:contentId', <ContentEditPage />, '/content/new');
    await screen.findByRole('heading', { name: 'Nuovo contenuto' });
    await type(user, 'Icona', 'gav');
    await waitFor(() => expect(requests.some((request) => request.url === '/api/icons')).toBe(true));
    expect(requests.find((request) => request.url === '/api/icons')?.params).toEqual({ search: 'gav', limit: 100 });
    const suggestion = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((element) =>
        element.textContent?.endsWith('mat_outline:gavel'),
      );
      if (!found) throw new Error('no suggestion');
      return found;
    });
    await user.click(suggestion);
    await waitFor(() => expect(screen.getByLabelText('Icona')).toHaveValue('mat_outline:gavel'));
  });

  it('shows the order read-only and the products, suspended rows shaded; adds and removes products', async () => {
    renderRoute('/content/:contentId', <ContentEditPage />, '/content/1?page=1');
    await screen.findByRole('heading', { name: 'Modifica contenuto Visure camerali' });
    expect(screen.getByLabelText('Ordine')).toHaveValue('10');
    expect(screen.getByLabelText('Ordine')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pannelli' }));
    await user.click(within(await findDialog('Prodotti')).getByText('Prodotti'));

    const suspended = (await screen.findByText('VIS02')).closest('tr')!;
    expect(suspended).toHaveClass('portal-row-suspended');
    expect(screen.getByText('VIS01').closest('tr')).not.toHaveClass('portal-row-suspended');
    expect(within(suspended).getByText('ON Online')).toBeInTheDocument();
    expect(within(suspended).getByText('Modifica').closest('a')).toHaveAttribute('href', '/product/12?contentId=1');

    await user.click(screen.getByRole('button', { name: 'Rimuovi VIS01' }));
    await user.click(within(await findDialog('Rimozione prodotto')).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(screen.queryByText('VIS01')).not.toBeInTheDocument());

    await type(user, 'Prodotto da aggiungere', 'NEW');
    const option = await screen.findByText('NEW01 - Prodotto NEW01', {}, { timeout: 4000 });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: /Aggiungi prodotto/ }));
    expect(await screen.findByText('NEW01')).toBeInTheDocument();
  });
});
