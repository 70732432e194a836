import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import { RIGHT_DRAWER_EVENT } from '@portal/shared-ui';
import RequestsPage from '../src/features/requests/components/requests-page';
import RequestDrawerContent from '../src/features/requests/components/request-drawer-content';
import ReportPage from '../src/features/requests/components/report-page';
import type { RequestSummary } from '../src/features/requests/types/request';
import { requestRow } from './support/request-row';

const ATTACHMENT_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
let user: UserEvent;
let requests: SeenRequest[];
let read: boolean;

const row = (id: number, status: RequestSummary['status'], isRead: boolean): RequestSummary =>
  requestRow(id, {
    status,
    price: '1234.50',
    dueDate: status === 'PENDING' ? '2026-11-27' : null,
    internalReference: 'CC-114',
    read: isRead,
  });

beforeEach(() => {
  user = setupUser();
  read = false;
  sessionStorage.clear();
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/requests' });
  requests = serveApi((request) => {
    if (request.url === '/api/requests')
      return {
        status: 200,
        body: envelope({ content: [row(77, 'COMPLETED', read), row(78, 'PENDING', true)], totalElements: 2 }),
      };
    if (request.url === '/api/requests/77' || request.url === '/api/requests/by-movement/1077')
      return {
        status: 200,
        body: envelope({
          ...row(77, 'COMPLETED', read),
          completedAt: '2026-11-24T09:30:01.000Z',
          formParams: { NUMERO_SOCI: '12' },
          formLabels: { NUMERO_SOCI: 'Numero soci' },
          clientFormParams: [],
          attachments: [{ id: ATTACHMENT_ID, fieldCode: 'ALLEGATO', fileName: 'contratto.pdf', size: 2048 }],
        }),
      };
    if (request.url === '/api/requests/77/read') {
      read = true;
      return {
        status: 200,
        body: envelope({
          ...row(77, 'COMPLETED', true),
          completedAt: null,
          formParams: { NUMERO_SOCI: '12' },
          formLabels: { NUMERO_SOCI: 'Numero soci' },
          clientFormParams: [],
          attachments: [{ id: ATTACHMENT_ID, fieldCode: 'ALLEGATO', fileName: 'contratto.pdf', size: 2048 }],
        }),
      };
    }
    if (request.url === '/api/requests/77/companies') return { status: 200, body: envelope([{ ...COMPANY }]) };
    if (request.url === '/api/requests/77/report')
      return { status: 200, body: '<h1>Visura ordinaria</h1><script>alert(1)</script>' };
    return { status: 404, body: { error: true, message: 'Esito non presente', context: null } };
  });
});

const listCalls = () => requests.filter((request) => request.url === '/api/requests').map((request) => request.params);

describe('/requests', () => {
  it('lists the requests with state, amount in euro and unread rows marked', async () => {
    renderRoute('/requests', <RequestsPage />);
    const first = (await screen.findByText('77')).closest('tr')!;
    expect(within(first).getByText('Evasa')).toBeInTheDocument();
    expect(within(first).getByText('1.234,50 €')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-label', 'Non letta');
    expect(screen.getByText('78').closest('tr')).not.toHaveAttribute('aria-label', 'Non letta');
  });

  it('filters by state from the first page', async () => {
    renderRoute('/requests', <RequestsPage />, '/requests?page=1');
    await screen.findByText('77');
    await user.click(screen.getByLabelText('Stato'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (element) => element.textContent === 'In lavorazione',
      );
      if (!found) throw new Error('not shown');
      return found;
    });
    await user.click(option);
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ status: 'PENDING', page: 0 }));
    expect(listCalls().at(-1)).not.toHaveProperty('from');
  });

  it("asks the host's drawer for REQUEST_DETAIL from ?requestId=, by the request's movement, and marks it read", async () => {
    const asked = drawerRequests();
    renderRoute('/requests', <RequestsPage />, '/requests?requestId=77');
    await waitFor(() => expect(asked).toContainEqual({ view: 'REQUEST_DETAIL', movementId: 1077 }));
    expect(requests.some((request) => request.url === '/api/requests/77/read')).toBe(true);
  });

  it("'Dettaglio' puts the request in the address and opens it again after each navigation", async () => {
    const asked = drawerRequests();
    renderRoute('/requests', <RequestsPage />);
    await user.click(await screen.findByRole('button', { name: 'Dettaglio richiesta 77' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/requests?requestId=77'));
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Dettaglio richiesta 77' }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });
});

const COMPANY = {
  denominazione: 'ROSSI COSTRUZIONI S.R.L.',
  partitaIva: '01234567890',
  codiceFiscale: '01234567890',
  naturaGiuridica: 'SRL',
  comune: 'Roma',
  siglaProvincia: 'RM',
};

/** The drawer views the page asks the host for. */
function drawerRequests(): unknown[] {
  const asked: unknown[] = [];
  window.addEventListener(RIGHT_DRAWER_EVENT, (event) => asked.push((event as CustomEvent).detail));
  return asked;
}

function renderDrawer(view: 'REQUEST_DETAIL' | 'COMPANIES_IN_SEARCH_REQUEST') {
  return renderRoute('/portal', <RequestDrawerContent view={view} movementId={1077} />);
}

describe("the host drawer's request views (by accounting movement)", () => {
  it('REQUEST_DETAIL: state, movement, form data and the result, marked read', async () => {
    renderDrawer('REQUEST_DETAIL');
    expect(await screen.findByText('Richiesta n. 77')).toBeInTheDocument();
    expect(screen.getByText('Movimento contabile')).toBeInTheDocument();
    // The field's name, not its code (issue 46).
    expect(screen.getByText('Numero soci')).toBeInTheDocument();
    expect(screen.queryByText('NUMERO_SOCI')).toBeNull();
    expect(screen.getByRole('button', { name: /Scarica PDF/ })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.url === '/api/requests/77/read')).toBe(true));
    await user.click(screen.getByRole('button', { name: /contratto\.pdf \(2 KB\)/ }));
    await waitFor(() =>
      expect(requests.some((request) => request.url === `/api/requests/77/attachments/${ATTACHMENT_ID}`)).toBe(true),
    );
  });

  it('COMPANIES_IN_SEARCH_REQUEST: the companies found, each opening product selection', async () => {
    const asked = drawerRequests();
    renderDrawer('COMPANIES_IN_SEARCH_REQUEST');
    await user.click(await screen.findByRole('button', { name: 'Scegli ROSSI COSTRUZIONI S.R.L.' }));
    expect(asked).toContainEqual({ view: 'PRODUCT_SELECTION', subject: { type: 'PG', company: COMPANY } });
  });

  it("a request that is not the user's says so", async () => {
    serveApi(() => ({ status: 404, body: { error: true, message: 'Richiesta non trovata', context: null } }));
    renderDrawer('REQUEST_DETAIL');
    expect(await screen.findByText('Richiesta non trovata')).toBeInTheDocument();
  });
});

describe('/request/report', () => {
  it('shows the report in a frame that may run nothing, with Scarica PDF', async () => {
    renderRoute('/request/report', <ReportPage />, '/request/report?requestId=77');
    const frame = await screen.findByTitle('Esito della richiesta n. 77');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Visura ordinaria</h1>');
    expect(screen.getByRole('button', { name: /Scarica PDF/ })).toBeInTheDocument();
  });

  it('opened by the wizard, keeps what the request cost in sight until closed', async () => {
    const saved = { idRichiesta: 77, status: 'COMPLETED', price: '5.00', credit: '1995.00' };
    renderRoute('/request/report', <ReportPage />, {
      pathname: '/request/report',
      search: '?requestId=77',
      state: { saved },
    });
    expect(await screen.findByText('Richiesta n. 77 salvata')).toBeInTheDocument();
    expect(screen.getByText('Addebito 5,00 €, credito residuo 1.995,00 €.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /close|chiudi/i }));
    await waitFor(() => expect(screen.queryByText('Richiesta n. 77 salvata')).toBeNull());
  });

  it("says 'Esito non presente' when there is no result", async () => {
    renderRoute('/request/report', <ReportPage />, '/request/report?requestId=78');
    expect(await screen.findByText('Esito non presente')).toBeInTheDocument();
  });
});
