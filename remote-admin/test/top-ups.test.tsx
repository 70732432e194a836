import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { TopUp } from '@portal/contracts/api/credit';
import { CREDIT_MESSAGES } from '@portal/contracts/messages';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import TopUpListPage from '../src/features/top-ups/components/top-up-list-page';
import { findDialog } from './support/antd';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const PENDING: TopUp = {
  id: 4,
  clientId: 2,
  clientName: 'Acme Srl',
  customerCode: 'C0002',
  amount: '750.50',
  note: 'Bonifico del 24/11',
  status: 'PENDING',
  requestedBy: 'Mario Rossi',
  createdAt: '2026-11-24T09:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
};

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/top-ups' });
  requests = serveApi(({ url }) => {
    if (url === '/api/back-office/top-ups')
      return { status: 200, body: envelope({ content: [PENDING], totalElements: 1 }) };
    return { status: 200, body: envelope({ ...PENDING, status: 'CONFIRMED' }) };
  });
});

const posts = (url: string) => requests.filter((request) => request.method === 'POST' && request.url === url);

describe('/top-ups', () => {
  it('lists the requests to handle first, and confirms one after asking', async () => {
    renderRoute('/top-ups', <TopUpListPage />);
    const row = (await screen.findByText('Acme Srl')).closest('tr')!;
    expect(within(row).getByText(/750,50\s€/)).toBeInTheDocument();
    expect(within(row).getByText('Da confermare')).toBeInTheDocument();
    expect(requests[0].params).toEqual({ page: 0, size: 20, status: 'PENDING' });
    await user.click(within(row).getByRole('button', { name: /Conferma la ricarica/ }));
    const dialog = await findDialog('Conferma ricarica');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(posts('/api/back-office/top-ups/4/confirm')).toHaveLength(1));
  });

  it('rejects one only with a reason', async () => {
    renderRoute('/top-ups', <TopUpListPage />);
    const row = (await screen.findByText('Acme Srl')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Rifiuta la ricarica/ }));
    const dialog = await findDialog('Rifiuta ricarica');
    expect(within(dialog).getByRole('button', { name: 'Rifiuta' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Motivo del rifiuto'), 'Bonifico non ricevuto');
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() => expect(posts('/api/back-office/top-ups/4/reject')).toHaveLength(1));
    expect(posts('/api/back-office/top-ups/4/reject')[0].data).toEqual({ reason: 'Bonifico non ricevuto' });
  });

  it("cannot confirm one's own request (four eyes): disabled, the reason as its tooltip", async () => {
    requests = serveApi(() => ({
      status: 200,
      body: envelope({ content: [{ ...PENDING, ownRequest: true }], totalElements: 1 }),
    }));
    renderRoute('/top-ups', <TopUpListPage />);
    const row = (await screen.findByText('Acme Srl')).closest('tr')!;
    expect(within(row).getByRole('button', { name: /Conferma la ricarica/ })).toBeDisabled();
    await user.hover(within(row).getByLabelText(CREDIT_MESSAGES.ownTopUp));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(CREDIT_MESSAGES.ownTopUp);
    // Rejecting one's own request stays possible.
    expect(within(row).getByRole('button', { name: /Rifiuta la ricarica/ })).toBeEnabled();
  });
});
