import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RequestHistoryRow } from '@portal/contracts/api/requests';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import RequestHistoryPage from '../src/features/request-history/components/request-history-page';
import { requestRow } from './support/request-row';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const row = (id: number, status: RequestHistoryRow['status'], userName: string): RequestHistoryRow => ({
  ...requestRow(id, { status, movementId: id + 100, createdAt: '2026-11-20T09:00:00.000Z' }),
  userId: id,
  userName,
});

let users: Array<{ userId: number; name: string }>;
let requests: SeenRequest[];
beforeEach(() => {
  users = [
    { userId: 7, name: 'Luca Ferrari' },
    { userId: 8, name: 'Giulia Bianchi' },
  ];
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/request-history' });
  requests = serveApi(({ url }) => {
    if (url === '/api/requests/history')
      return {
        status: 200,
        body: envelope({
          content: [row(7, 'COMPLETED', 'Luca Ferrari'), row(8, 'PENDING', 'Giulia Bianchi')],
          totalElements: 2,
        }),
      };
    if (url === '/api/requests/history/users') return { status: 200, body: envelope(users) };
    return { status: 200, body: new Blob(['file']) };
  });
});

const historyCalls = () => requests.filter((r) => r.url === '/api/requests/history').map((r) => r.params);
const location = () => screen.getByTestId('location').textContent;

describe('/request-history', () => {
  it('reads its filters from the address, and shows a manager who asked each request', async () => {
    renderRoute('/request-history', <RequestHistoryPage />, '/request-history?status=COMPLETED&from=2026-11-01&page=2');
    await screen.findByText('Luca Ferrari');
    expect(historyCalls()[0]).toEqual({ status: 'COMPLETED', from: '2026-11-01', page: 2, size: 20 });
    const headers = [...document.querySelectorAll('thead th')].map((header) => header.textContent);
    expect(headers).toContain('Utente');
    expect(screen.getByLabelText('Utente')).toBeInTheDocument();
  });

  it('puts a changed filter in the address, from the first page', async () => {
    renderRoute('/request-history', <RequestHistoryPage />, '/request-history?page=3');
    await screen.findByText('Luca Ferrari');
    await user.click(screen.getByLabelText('Stato'));
    await user.click(await screen.findByTitle('In lavorazione'));
    await waitFor(() => expect(location()).toBe('/request-history?status=PENDING'));
    await waitFor(() => expect(historyCalls().at(-1)).toEqual({ status: 'PENDING', page: 0, size: 20 }));
  });

  it('offers the PDF of completed requests only, and exports with the filters', async () => {
    renderRoute('/request-history', <RequestHistoryPage />, '/request-history?status=COMPLETED');
    await screen.findByText('Luca Ferrari');
    const completed = screen.getByText('Luca Ferrari').closest('tr')!;
    const pending = screen.getByText('Giulia Bianchi').closest('tr')!;
    expect(within(pending).queryByRole('button', { name: /Scarica PDF/ })).toBeNull();
    await user.click(within(completed).getByRole('button', { name: 'Scarica PDF della richiesta 7' }));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/requests/history/7/report.pdf')).toBe(true));
    await user.click(screen.getByRole('button', { name: /CSV/ }));
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/requests/history/export?format=csv&status=COMPLETED')).toBe(true),
    );
  });

  it('hides the user column and filter from a user who sees only their own requests', async () => {
    users = [];
    renderRoute('/request-history', <RequestHistoryPage />);
    await screen.findAllByText('ROSSI COSTRUZIONI S.R.L.');
    await waitFor(() => expect(requests.some((r) => r.url === '/api/requests/history/users')).toBe(true));
    const headers = [...document.querySelectorAll('thead th')].map((header) => header.textContent);
    expect(headers).not.toContain('Utente');
    expect(screen.queryByLabelText('Utente')).toBeNull();
  });
});
