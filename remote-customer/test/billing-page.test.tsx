import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { BillingDetail } from '@portal/contracts/api/billing';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import BillingPage from '../src/features/billing/components/billing-page';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const detail = (month: string): BillingDetail => ({
  month,
  vatRate: '22',
  lines: [
    {
      serviceName: 'Visure camerali',
      productCode: 'VIS001',
      description: 'Visura ordinaria',
      subjectToVat: true,
      requests: 3,
      net: '19.65',
      vat: '4.32',
      gross: '23.97',
    },
    {
      serviceName: 'Visure camerali',
      productCode: 'VIS002',
      description: 'Visura storica',
      subjectToVat: false,
      requests: 1,
      net: '7.90',
      vat: '0.00',
      gross: '7.90',
    },
  ],
  totals: { requests: 4, net: '27.55', vat: '4.32', gross: '31.87' },
});

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/dettaglio-fatturazione' });
  requests = serveApi(({ url, params }) => {
    if (url === '/api/billing/months')
      return {
        status: 200,
        body: envelope([
          { month: '2026-11', requests: 4, net: '27.55', vat: '4.32', gross: '31.87' },
          { month: '2026-10', requests: 1, net: '6.50', vat: '1.43', gross: '7.93' },
        ]),
      };
    if (url === '/api/billing/detail')
      return { status: 200, body: envelope(detail((params as { month: string }).month)) };
    return { status: 200, body: new Blob(['x']) };
  });
});

describe('/dettaglio-fatturazione', () => {
  it('lists the months and opens the newest, with VAT only where due and its totals', async () => {
    renderRoute('/dettaglio-fatturazione', <BillingPage />);
    const november = (await screen.findByText('Novembre 2026')).closest('tr')!;
    expect(within(november).getByText(/31,87\s€/)).toBeInTheDocument();
    expect(await screen.findByText('Dettaglio di Novembre 2026')).toBeInTheDocument();
    const exempt = (await screen.findByText('Visura storica')).closest('tr')!;
    expect(within(exempt).getByText('esente')).toBeInTheDocument();
    const totals = screen.getByText('Totale', { selector: 'strong' }).closest('tr')!;
    expect(within(totals).getByText(/27,55\s€/)).toBeInTheDocument();
    expect(within(totals).getByText(/4,32\s€/)).toBeInTheDocument();
  });

  it('opens another month from its row and downloads its PDF statement', async () => {
    renderRoute('/dettaglio-fatturazione', <BillingPage />);
    await user.click(await screen.findByRole('button', { name: 'Dettaglio di Ottobre 2026' }));
    expect(await screen.findByText('Dettaglio di Ottobre 2026')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/dettaglio-fatturazione?month=2026-10');
    await user.click(screen.getByRole('button', { name: /Estratto conto PDF/ }));
    await waitFor(() =>
      expect(requests.some((request) => request.url === '/api/billing/detail.pdf?month=2026-10')).toBe(true),
    );
  });
});
