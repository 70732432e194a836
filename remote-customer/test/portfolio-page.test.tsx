import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import PortfolioPage from '../src/features/portfolio/components/portfolio-page';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/portafoglio-indagini' });
  requests = serveApi(({ url }) => {
    if (url === '/api/portfolio/subjects')
      return {
        status: 200,
        body: envelope({
          content: [
            {
              subjectCode: '01234567890',
              subjectName: 'ROSSI COSTRUZIONI S.R.L.',
              subjectType: 'PG',
              requests: 3,
              lastRequestAt: '2026-11-20T09:00:00.000Z',
              monitoredUntil: '2027-11-20T09:00:00.000Z',
            },
          ],
          totalElements: 1,
        }),
      };
    if (url === '/api/portfolio/monitorings')
      return {
        status: 200,
        body: envelope({
          content: [
            {
              id: 4,
              subjectCode: '01234567890',
              subjectName: 'ROSSI COSTRUZIONI S.R.L.',
              subjectType: 'PG',
              startedAt: '2025-12-01T09:00:00.000Z',
              expiresAt: inDays(10),
              active: true,
              alerts: 2,
            },
          ],
          totalElements: 1,
        }),
      };
    return {
      status: 200,
      body: envelope({
        content: [
          {
            id: 9,
            at: '2026-11-21T09:00:00.000Z',
            subjectCode: '01234567890',
            subjectName: 'ROSSI COSTRUZIONI S.R.L.',
            kind: 'protest',
            description: 'Protesto levato il 20/11/2026',
          },
        ],
        totalElements: 1,
      }),
    };
  });
});

const calls = (url: string) => requests.filter((request) => request.url === url).map((request) => request.params);

describe('/portafoglio-indagini', () => {
  it('lists the investigated subjects with their monitoring', async () => {
    renderRoute('/portafoglio-indagini', <PortfolioPage />);
    const row = (await screen.findByText('ROSSI COSTRUZIONI S.R.L.')).closest('tr')!;
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('Fino al 20/11/2027')).toBeInTheDocument();
  });

  it('shows the monitorings to renew, and the alerts, each tab in the address', async () => {
    renderRoute('/portafoglio-indagini', <PortfolioPage />, '/portafoglio-indagini?tab=monitorings');
    expect(await screen.findByText(/da rinnovare \(10 giorni\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Solo da rinnovare' }));
    await waitFor(() => expect(calls('/api/portfolio/monitorings').at(-1)).toMatchObject({ expiring: true }));
    await user.click(screen.getByRole('tab', { name: 'Avvisi' }));
    expect(await screen.findByText('Protesto levato il 20/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Protesto')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/portafoglio-indagini?tab=alerts');
  });
});
