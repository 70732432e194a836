import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { configureClientHooks } from '@portal/shared-auth';
import { findDialog, leave, renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import ProductListPage, { PRODUCT_FILTER } from '../src/features/products/components/product-list-page';
import ProductEditPage, {
  createdProductPath,
  productBackPath,
} from '../src/features/products/components/product-edit-page';
import { decodeContents, encodeContents } from '../src/features/products/hooks/contents-clipboard';
import type { Product, ProductInput, ProductListItem } from '../src/features/products/types/product';
import { choose, location, openPanel } from './support/antd';
import { pressCopy, pressPaste } from './support/clipboard';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const item = (id: number, code: string, status: ProductListItem['configurationStatus']): ProductListItem => ({
  id,
  productCode: code,
  fullProductCode: `VIS.${code}`,
  description: `Prodotto ${code}`,
  productType: 'ON',
  categoryDescription: 'Visure',
  evasDays: 1,
  flagSuspended: status === 'R' ? 'S' : 'N',
  configurationStatus: status,
  lineId: 5,
  lineName: 'Visure ordinarie',
  serviceId: 1,
  serviceName: 'Visure camerali',
});

const product = (id: number, code: string, contentIds: number[]): Product => ({
  ...item(id, code, 'G'),
  descrEstrattoConto: `Prodotto ${code}`,
  note: null,
  parentId: null,
  parent: null,
  children: [],
  productCategoryId: 3,
  formCode: 'VISURA_PG',
  reportUrl: null,
  styleUrl: null,
  reportFamily: null,
  purchasableProducts: [],
  contentIds,
  customerVis: 'S',
  search: false,
  nuovaRicerca: false,
  esitoPdf: false,
  nascondiDaListaRichieste: false,
  personaFisica: false,
  personaGiuridica: true,
  enableMassiveUpload: false,
  massiveUploadSplit: false,
  urgent: false,
  favorite: false,
  priceFromConf: 'N',
  manualDebit: 'N',
  subjectToVAT: 'S',
  urgentOffLineMail: 'N',
  online: true,
  offline: false,
  defaultPrice: '6.50',
  demoFilePf: null,
  demoFilePg: null,
  productFileSheetPf: null,
  productFileSheetPg: null,
  version: 2,
});

const PRODUCTS: Record<number, Product> = {
  1: product(1, 'VIS001', [10, 12]),
  2: product(2, 'VIS002', []),
};

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/products' });
  requests = serveApi((request) => {
    const { method, url } = request;
    const page = (content: unknown[]) => ({ status: 200, body: envelope({ content, totalElements: content.length }) });
    if (url === '/api/products') return page([item(1, 'VIS001', 'G'), item(2, 'VIS002', 'Y'), item(3, 'VIS006', 'R')]);
    if (url === '/api/services') return page([{ id: 1, name: 'Visure camerali' }]);
    if (url === '/api/lines') return page([{ id: 5, code: 'VIS_ORD', name: 'Visure ordinarie' }]);
    if (url === '/api/forms') return page([{ formCode: 'VISURA_PG', description: 'Visura' }]);
    if (url === '/api/contents')
      return page([
        { id: 10, description: 'Visure camerali' },
        { id: 11, description: 'Bilanci' },
        { id: 12, description: 'Monitoraggio' },
      ]);
    if (url === '/api/product/categories')
      return { status: 200, body: envelope([{ id: 3, prodCatCode: 'VIS', description: 'Visure', productType: 'ON' }]) };
    const detail = url.match(/^\/api\/product\/(\d+)$/);
    if (detail && method === 'GET') return { status: 200, body: envelope(PRODUCTS[Number(detail[1])]) };
    if (detail && method === 'PUT')
      return { status: 200, body: envelope({ ...PRODUCTS[Number(detail[1])], ...(request.data as object) }) };
    return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
  });
});

afterEach(() => sessionStorage.clear());

const calls = (method: string, url: string) =>
  requests.filter((request) => request.method === method && request.url === url);
const lastList = () => calls('GET', '/api/products').at(-1)?.params as Record<string, unknown>;

describe('/products', () => {
  it('shows the status flag and shades suspended rows', async () => {
    renderRoute('/products', <ProductListPage />);
    const suspended = (await screen.findByText('VIS.VIS006')).closest('tr')!;
    expect(suspended).toHaveAttribute('aria-label', 'Sospeso');
    expect(within(suspended).getByRole('img', { name: 'Sospeso' })).toHaveAttribute('data-status', 'R');
    const toConfigure = screen.getByText('VIS.VIS002').closest('tr')!;
    expect(within(toConfigure).getByRole('img', { name: 'Da configurare' })).toBeInTheDocument();
    expect(toConfigure).not.toHaveAttribute('aria-label', 'Sospeso');
  });

  it('filters by configuration status, type and service and restores them once on return', async () => {
    const first = renderRoute('/products', <ProductListPage />);
    await screen.findByText('VIS.VIS001');
    expect(lastList()).not.toHaveProperty('configurationStatus');
    await choose(user, 'Stato configurazione', 'Da configurare');
    await waitFor(() => expect(lastList()).toMatchObject({ configurationStatus: 'Y', page: 0 }));
    await choose(user, 'Tipo', 'Web Service');
    await waitFor(() => expect(lastList()).toMatchObject({ configurationStatus: 'Y', productType: 'WS' }));
    await choose(user, 'Servizio', 'Visure camerali');
    await waitFor(() => expect(lastList()).toMatchObject({ serviceId: 1 }));
    await user.click(screen.getAllByRole('button', { name: /Modifica/ })[0]);
    expect(location()).toBe('/product/1');
    first.unmount();

    renderRoute('/products', <ProductListPage />);
    await screen.findByText('VIS.VIS001');
    expect(calls('GET', '/api/products').at(-1)?.params).toMatchObject({
      configurationStatus: 'Y',
      productType: 'WS',
      serviceId: 1,
    });
    expect(screen.getByText('Da configurare')).toBeInTheDocument();
    expect(sessionStorage.getItem(PRODUCT_FILTER)).toBeNull();
  });
});

describe('/product/{id}', () => {
  it('goes back to the line, else the content, else the list at its page', () => {
    expect(productBackPath(new URLSearchParams('lineId=5'))).toBe('/line/5');
    expect(productBackPath(new URLSearchParams('contentId=4'))).toBe('/content/4');
    expect(productBackPath(new URLSearchParams('page=3'))).toBe('/products?page=3');
  });

  it('stays on a product just created, keeping where it came from for the back arrow', () => {
    expect(createdProductPath(42, new URLSearchParams('lineId=5'))).toBe('/product/42?lineId=5');
    expect(createdProductPath(42, new URLSearchParams('page=3'))).toBe('/product/42?page=3');
    expect(createdProductPath(42, new URLSearchParams())).toBe('/product/42');
  });

  it('asks for a parent when urgent and shows the split only with massive upload', async () => {
    renderRoute('/product/:productId', <ProductEditPage />, '/product/2');
    await screen.findByDisplayValue('VIS002');
    await openPanel(user, 'Configurazioni');
    expect(screen.queryByLabelText('Dividi il caricamento massivo')).toBeNull();
    await user.click(screen.getByLabelText('Caricamento massivo'));
    expect(screen.getByLabelText('Dividi il caricamento massivo')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Urgente'));
    await leave(user, screen.getByLabelText('Prodotto padre'));
    expect(await screen.findByText('Il prodotto padre è obbligatorio per un prodotto urgente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Salva/ })).toBeDisabled();
  });

  it("chooses the report the product delivers, or leaves it to the product's name", async () => {
    renderRoute('/product/:productId', <ProductEditPage />, '/product/2');
    await screen.findByDisplayValue('VIS002');
    await openPanel(user, 'Configurazioni');
    expect(screen.getByText('Secondo il nome del prodotto')).toBeInTheDocument();
    await choose(user, 'Report consegnato', 'Protesti e pregiudizievoli');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(calls('PUT', '/api/product/2')).toHaveLength(1));
    expect(calls('PUT', '/api/product/2')[0].data).toMatchObject({ reportFamily: 'protesti' });
  });

  it('marks the panel holding a field that fails its rule, seen from another panel', async () => {
    renderRoute('/product/:productId', <ProductEditPage />, '/product/2');
    await screen.findByDisplayValue('VIS002');
    await openPanel(user, 'Configurazioni');
    await user.click(screen.getByLabelText('Urgente')); // now a parent is required
    await openPanel(user, 'Prodotto');
    await user.click(screen.getByRole('button', { name: 'Pannelli' }));
    const panels = await findDialog('Configurazioni');
    const item = (title: string) => within(panels).getByText(title).closest('li')!;
    expect(item('Configurazioni')).toHaveTextContent('Da completare');
    expect(item('Prodotto')).not.toHaveTextContent('Da completare');
    expect(item('Contabilità')).not.toHaveTextContent('Da completare');
  });

  it('copies the contents with Ctrl+C on one product and pastes them with Ctrl+V on another', async () => {
    const first = renderRoute('/product/:productId', <ProductEditPage />, '/product/1');
    await screen.findByDisplayValue('VIS001');
    await openPanel(user, 'Configurazioni');
    await screen.findByText('Monitoraggio');
    const copied = pressCopy();
    expect(decodeContents(copied)).toEqual([10, 12]);
    expect(await screen.findByText('Contenuti copiati (2)')).toBeInTheDocument();
    first.unmount();

    renderRoute('/product/:productId', <ProductEditPage />, '/product/2');
    await screen.findByDisplayValue('VIS002');
    await openPanel(user, 'Configurazioni');
    expect(pressPaste(copied!)).toBe(true);
    expect(await screen.findByText('Contenuti incollati (2)')).toBeInTheDocument();
    const contents = screen.getByLabelText('Contenuti').closest('.ant-select')!;
    expect(within(contents as HTMLElement).getByText('Visure camerali')).toBeInTheDocument();
    expect(within(contents as HTMLElement).getByText('Monitoraggio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(calls('PUT', '/api/product/2')).toHaveLength(1));
    const sent = calls('PUT', '/api/product/2')[0].data as ProductInput;
    expect(sent.contentIds).toEqual([10, 12]);
    expect(sent).toMatchObject({ productCode: 'VIS002', version: 2, defaultPrice: '6.50' });
  });

  it('leaves a paste of other text alone, and copies text the user selected as text', async () => {
    expect(decodeContents('12,13')).toBeNull();
    expect(decodeContents(encodeContents([3, 3, 4]))).toEqual([3, 4]);
    expect(decodeContents('portal-contenuti:[1,"x"]')).toBeNull();
    renderRoute('/product/:productId', <ProductEditPage />, '/product/1');
    await screen.findByDisplayValue('VIS001');
    const description = screen.getByLabelText('Descrizione') as HTMLTextAreaElement;
    description.focus();
    description.setSelectionRange(0, 8);
    expect(pressCopy()).toBeNull();
    expect(pressPaste('12,13')).toBe(false);
  });
});
