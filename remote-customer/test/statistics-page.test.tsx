import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Statistics } from '@portal/contracts/api/statistics';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import StatisticsPage, { change } from '../src/features/statistics/components/statistics-page';
import { chartRows } from '../src/features/statistics/components/statistics-chart';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const DATA: Statistics = {
  from: '2026-10',
  to: '2026-11',
  months: ['2026-10', '2026-11'],
  buckets: [
    { month: '2026-10', key: '1', label: 'Visure camerali', requests: 2, spend: '12.00' },
    { month: '2026-11', key: '1', label: 'Visure camerali', requests: 3, spend: '19.50' },
    { month: '2026-11', key: '2', label: 'Bilanci', requests: 1, spend: '10.00' },
  ],
  totals: { requests: 6, spend: '41.50' },
  previous: { from: '2026-08', to: '2026-09', requests: 4, spend: '50.00' },
};

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/statistiche' });
  requests = serveApi(() => ({ status: 200, body: envelope(DATA) }));
});

describe('/statistiche', () => {
  it('compares with the period before, and stacks each month by group', () => {
    expect(change(6, 4)).toBe('+50%');
    expect(change(41.5, 50)).toBe('-17%');
    expect(change(3, 0)).toBe('—');
    const { rows, series } = chartRows(DATA, 'spend');
    expect(series).toEqual(['Visure camerali', 'Bilanci']);
    expect(rows).toEqual([
      { month: '2026-10', 'Visure camerali': 12 },
      { month: '2026-11', 'Visure camerali': 19.5, Bilanci: 10 },
    ]);
  });

  it('shows the totals against the period before, and the table behind the chart', async () => {
    renderRoute('/statistiche', <StatisticsPage />);
    expect(await screen.findByText('Periodo precedente: 4 (+50%)')).toBeInTheDocument();
    expect(screen.getByText(/Periodo precedente: 50,00\s€ \(-17%\)/)).toBeInTheDocument();
    const row = screen.getByText('Bilanci', { selector: 'td' }).closest('tr')!;
    expect(within(row).getByText(/10,00\s€/)).toBeInTheDocument();
    expect(requests[0].params).toMatchObject({ groupBy: 'service' });
  });

  it('groups by another dimension', async () => {
    renderRoute('/statistiche', <StatisticsPage />);
    await screen.findByText('Periodo precedente: 4 (+50%)');
    await user.click(screen.getByText('Tipo'));
    await waitFor(() => expect(requests.at(-1)!.params).toMatchObject({ groupBy: 'type' }));
  });
});
