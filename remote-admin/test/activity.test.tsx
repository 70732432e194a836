import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ActivityEntry } from '@portal/contracts/api/activity';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import ActivityPage from '../src/features/activity/components/activity-page';
import { RecordHistory } from '../src/components/record-history';
import { choose } from './support/antd';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const ENTRIES: ActivityEntry[] = [
  {
    id: 3,
    at: '2026-11-24T10:00:00.000Z',
    actorId: 2,
    actorName: 'Giulia Bianchi',
    entity: 'line',
    entityKey: '7',
    entityLabel: 'VIS_ORD - Visure ordinarie',
    action: 'update',
    changes: { name: { before: 'Visure', after: 'Visure ordinarie' }, active: { before: true, after: false } },
  },
  {
    id: 2,
    at: '2026-11-23T10:00:00.000Z',
    actorId: 1,
    actorName: 'Alessandro Conti',
    entity: 'permissions',
    entityKey: '12',
    entityLabel: 'mverdi - Maria Verdi',
    action: 'update',
    changes: { STATISTICHE: { before: false, after: true } },
  },
  {
    id: 1,
    at: '2026-11-22T10:00:00.000Z',
    actorId: 3,
    actorName: 'Marco Neri',
    entity: 'product',
    entityKey: '5',
    entityLabel: 'VIS001 - Visura ordinaria',
    action: 'update',
    changes: {
      defaultPrice: { before: '6.50', after: '7.00' },
      lineId: { before: 3, after: 7 },
      lineName: { before: 'Visure storiche', after: 'Visure ordinarie' },
      validFrom: { before: '2026-01-01', after: '2026-12-01' },
    },
  },
];

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/activity' });
  requests = serveApi(() => ({ status: 200, body: envelope({ content: ENTRIES, totalElements: ENTRIES.length }) }));
});

const activityCalls = () =>
  requests.filter((request) => request.url === '/api/activity').map((request) => request.params);

describe('/activity', () => {
  it('lists who changed which record, when, and each field before and after', async () => {
    renderRoute('/activity', <ActivityPage />);
    const row = (await screen.findByText('VIS_ORD - Visure ordinarie')).closest('tr')!;
    expect(within(row).getByText('Giulia Bianchi')).toBeInTheDocument();
    expect(within(row).getByText('Linea')).toBeInTheDocument();
    expect(within(row).getByText('Modifica')).toBeInTheDocument();
    expect(within(row).getByText(/Visure → Visure ordinarie/)).toBeInTheDocument();
    expect(within(row).getByText(/Sì → No/)).toBeInTheDocument();
    const grant = screen.getByText('mverdi - Maria Verdi').closest('tr')!;
    expect(within(grant).getByText('Permessi')).toBeInTheDocument();
    expect(within(grant).getByText(/No → Sì/)).toBeInTheDocument();
    expect(activityCalls()[0]).toEqual({ page: 0, size: 20 });
  });

  it('speaks as a person would: permission names, euro, dd/MM/yyyy, the record named instead of its id', async () => {
    renderRoute('/activity', <ActivityPage />);
    const grant = (await screen.findByText('mverdi - Maria Verdi')).closest('tr')!;
    expect(within(grant).getByText('Statistiche')).toBeInTheDocument();
    expect(within(grant).queryByText('STATISTICHE')).not.toBeInTheDocument();
    const product = screen.getByText('VIS001 - Visura ordinaria').closest('tr')!;
    expect(within(product).getByText(/6,50\s€ → 7,00\s€/)).toBeInTheDocument();
    expect(within(product).getByText(/Visure storiche → Visure ordinarie/)).toBeInTheDocument();
    expect(within(product).queryByText(/3 → 7/)).not.toBeInTheDocument();
    expect(within(product).getByText(/01\/01\/2026 → 01\/12\/2026/)).toBeInTheDocument();
  });

  it('filters by kind of record and action, from the first page', async () => {
    renderRoute('/activity', <ActivityPage />, '/activity?page=2');
    await screen.findByText('VIS_ORD - Visure ordinarie');
    await choose(user, 'Tipo di record', 'Elaborazione');
    await waitFor(() => expect(activityCalls().at(-1)).toEqual({ page: 0, size: 20, entity: 'processing' }));
    await choose(user, 'Azione', 'Rimozione');
    await waitFor(() =>
      expect(activityCalls().at(-1)).toEqual({ page: 0, size: 20, entity: 'processing', action: 'delete' }),
    );
  });
});

describe('a record history', () => {
  it("asks for the record's own entries and shows each change", async () => {
    renderRoute('/line/:lineId', <RecordHistory entity="line" entityKey="7" />, '/line/7');
    expect(await screen.findByText(/Visure → Visure ordinarie/)).toBeInTheDocument();
    expect(screen.getAllByText('Giulia Bianchi')).toHaveLength(1);
    expect(activityCalls()[0]).toEqual({ page: 0, size: 10, entity: 'line', entityKey: '7' });
  });
});
