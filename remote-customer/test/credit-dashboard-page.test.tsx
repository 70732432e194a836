import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CreditDashboard } from '@portal/contracts/api/credit';
import { configureClientHooks } from '@portal/shared-auth';
import { fill, renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import CreditDashboardPage, { plainAmount, validAmount } from '../src/features/credit/components/credit-dashboard-page';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const DASHBOARD: CreditDashboard = {
  balance: '1234.50',
  threshold: '200.00',
  months: [
    { month: '2026-10', spent: '0.00', toppedUp: '0.00' },
    { month: '2026-11', spent: '45.50', toppedUp: '500.00' },
  ],
  topUps: [
    {
      id: 3,
      clientId: 1,
      clientName: 'Acme Srl',
      customerCode: 'C0001',
      amount: '500.00',
      note: null,
      status: 'REJECTED',
      requestedBy: 'Mario Rossi',
      createdAt: '2026-11-20T09:00:00.000Z',
      decidedAt: '2026-11-21T09:00:00.000Z',
      decidedBy: 'Giulia Bianchi',
      reason: 'Bonifico non ricevuto',
    },
  ],
};

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/cruscotto' });
  requests = serveApi(({ url }) => {
    if (url === '/api/credit/dashboard') return { status: 200, body: envelope(DASHBOARD) };
    if (url === '/api/credit/movements')
      return {
        status: 200,
        body: envelope({
          content: [
            {
              id: 9,
              at: '2026-11-22T10:00:00.000Z',
              kind: 'REQUEST',
              description: 'VIS.VIS001 - Visura ordinaria',
              amount: '-6.50',
              balanceAfter: '1234.50',
              userName: 'Mario Rossi',
            },
          ],
          totalElements: 1,
        }),
      };
    return { status: 200, body: envelope({}, 'ok') };
  });
});

const sent = (url: string) => requests.filter((request) => request.url === url && request.method !== 'GET');

describe('/cruscotto', () => {
  it('reads Italian amounts', () => {
    expect(validAmount('1.000,50')).toBe(true);
    expect(plainAmount('1.000,50')).toBe('1000,50');
    expect(plainAmount('1.000')).toBe('1000');
    expect(plainAmount('12.5')).toBe('12.5');
    expect(validAmount('750,5')).toBe(true);
    expect(validAmount('12,345')).toBe(false);
    expect(validAmount('dieci')).toBe(false);
  });

  it('shows the balance, the spend per month, the top-ups and the movements with the balance after each', async () => {
    renderRoute('/cruscotto', <CreditDashboardPage />);
    expect(await screen.findByLabelText('Credito residuo')).toHaveTextContent(/1\.234,50\s€/);
    const months = screen.getByRole('list', { name: 'Spesa per mese' });
    expect(within(months).getByText(/nov 2026/)).toBeInTheDocument();
    expect(within(months).getByText(/45,50\s€/)).toBeInTheDocument();
    expect(screen.getByText('Rifiutata')).toBeInTheDocument();
    expect(screen.getByText('Bonifico non ricevuto')).toBeInTheDocument();
    const movement = (await screen.findByText('VIS.VIS001 - Visura ordinaria')).closest('tr')!;
    expect(within(movement).getByText(/-6,50\s€/)).toBeInTheDocument();
  });

  it('asks a top-up of at least 500,00 €, and saves the alert threshold', async () => {
    renderRoute('/cruscotto', <CreditDashboardPage />);
    await screen.findByLabelText('Credito residuo');
    await fill(user, screen.getByLabelText('Importo della ricarica'), '499,99');
    expect(screen.getByText('La ricarica minima è di 500,00 €')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Richiedi ricarica' })).toBeDisabled();
    await fill(user, screen.getByLabelText('Importo della ricarica'), '1.000,50');
    await user.click(screen.getByRole('button', { name: 'Richiedi ricarica' }));
    await waitFor(() => expect(sent('/api/credit/top-ups')).toHaveLength(1));
    expect(sent('/api/credit/top-ups')[0].data).toEqual({ amount: '1000,50', note: null });

    await fill(user, screen.getByLabelText('Soglia di avviso'), '150');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent('/api/credit/alert-threshold')).toHaveLength(1));
    expect(sent('/api/credit/alert-threshold')[0].data).toEqual({ threshold: '150' });
  });
});
