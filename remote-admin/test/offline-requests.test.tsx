import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { QueuedRequest } from '@portal/contracts/api/offline-requests';
import { LIFECYCLE_MESSAGES } from '@portal/contracts/messages';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import OfflineRequestListPage from '../src/features/offline-requests/components/offline-request-list-page';
import { findDialog } from './support/antd';

let user: UserEvent;
let requests: SeenRequest[];

const request = (id: number, extra: Partial<QueuedRequest> = {}): QueuedRequest => ({
  id,
  createdAt: '2026-11-20T09:00:00.000Z',
  dueDate: '2026-11-24',
  status: 'PENDING',
  productCode: 'IND.IND008',
  productDescription: 'Richiesta di informazioni libera',
  subjectType: 'PG',
  subjectCode: '12345600154',
  subjectName: 'PORTALE ALFA SERVIZI S.P.A.',
  price: '90.00',
  userName: 'Sara Galli',
  clientName: 'Alfa Informazioni S.p.A.',
  formParams: { NOTE: 'Verifica del fornitore', companyId: 'IT-0042' },
  formLabels: { NOTE: 'Note' },
  overdue: false,
  ...extra,
});

beforeEach(() => {
  user = setupUser();
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/offline-requests' });
  requests = serveApi(({ url }) => {
    if (url === '/api/back-office/offline-requests')
      return {
        status: 200,
        body: envelope({ content: [request(7, { overdue: true }), request(8)], totalElements: 2 }),
      };
    return { status: 200, body: envelope(null) };
  });
});

describe("'Richieste offline' (back office)", () => {
  it('marks the late ones, shows the form data, and filters the late only on the server', async () => {
    renderRoute('/offline-requests', <OfflineRequestListPage />);
    expect(await screen.findByText('In ritardo')).toBeInTheDocument();
    expect(screen.getAllByText('In ritardo')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Dati della richiesta n. 7' }));
    expect(await screen.findByText('Verifica del fornitore')).toBeInTheDocument();
    // Each value under its field's name, a foreign purchase's under its own (issue 46).
    expect(screen.getByText('Note')).toBeInTheDocument();
    expect(screen.getByText('Codice impresa estera')).toBeInTheDocument();
    expect(screen.queryByText('companyId')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Solo in ritardo' }));
    await waitFor(() =>
      expect(requests.some((seen) => (seen.params as { overdue?: boolean } | undefined)?.overdue === true)).toBe(true),
    );
  });

  it('fulfils with an accepted file only, and cancels with a reason', async () => {
    renderRoute('/offline-requests', <OfflineRequestListPage />);
    const button = await screen.findByRole('button', { name: 'Evadi la richiesta n. 8' });
    // The upload's input is made anew after each pick: looked up each time.
    const input = () => button.closest('.ant-upload')!.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'esito.exe')] } });
    expect(await screen.findByText(LIFECYCLE_MESSAGES.resultType)).toBeInTheDocument();
    fireEvent.change(input(), {
      target: { files: [new File(['%PDF-1.4'], 'esito.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() =>
      expect(requests.some((seen) => seen.url === '/api/back-office/offline-requests/8/fulfil')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Annulla la richiesta n. 8' }));
    const dialog = await findDialog('Annulla la richiesta n. 8');
    await user.type(within(dialog).getByLabelText("Motivo dell'annullamento"), 'Soggetto non trovato');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla richiesta' }));
    await waitFor(() =>
      expect(requests.find((seen) => seen.url === '/api/back-office/offline-requests/8/cancel')?.data).toEqual({
        reason: 'Soggetto non trovato',
      }),
    );
  });

  it("delivers the standard document with the operator's notes (issue 45)", async () => {
    renderRoute('/offline-requests', <OfflineRequestListPage />);
    await user.click(await screen.findByRole('button', { name: 'Documento standard della richiesta n. 8' }));
    const dialog = await findDialog('Documento standard della richiesta n. 8');
    await user.type(within(dialog).getByLabelText("Note dell'operatore"), 'Nessuna difformità');
    await user.click(within(dialog).getByRole('button', { name: 'Evadi con questo documento' }));
    await waitFor(() =>
      expect(requests.find((seen) => seen.url === '/api/back-office/offline-requests/8/fulfil-standard')?.data).toEqual(
        { notes: 'Nessuna difformità' },
      ),
    );
    expect(await screen.findByText('Richiesta n. 8 evasa: il cliente è stato avvisato')).toBeInTheDocument();
  });

  it("offers no standard document for the operator's own request (four eyes)", async () => {
    requests = serveApi(({ url }) =>
      url === '/api/back-office/offline-requests'
        ? { status: 200, body: envelope({ content: [request(9, { ownRequest: true })], totalElements: 1 }) }
        : { status: 200, body: envelope(null) },
    );
    renderRoute('/offline-requests', <OfflineRequestListPage />);
    expect(await screen.findByRole('button', { name: 'Evadi la richiesta n. 9' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Documento standard della richiesta n. 9' })).toBeNull();
  });
});
