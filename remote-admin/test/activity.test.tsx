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
];

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/activity' });
  requests = serveApi(() => ({ status: 200, body: envelope({ content: ENTRIES, totalElements: 2 }) }));
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
