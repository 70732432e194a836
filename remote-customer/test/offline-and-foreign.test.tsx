import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ForeignAvailability, ForeignCompany } from '@portal/contracts/api/foreign';
import type { QueuedRequest } from '@portal/contracts/api/offline-requests';
import type { RequestDetail } from '@portal/contracts/api/requests';
import { FOREIGN_MESSAGES } from '@portal/contracts/messages';
import { authStore, configureClientHooks, resetAuthStore } from '@portal/shared-auth';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import { findDialog, renderRoute, setupUser } from '@portal/shared-ui/testing';
import ApprovalsPage from '../src/features/approvals/components/approvals-page';
import ForeignCompaniesPage from '../src/features/foreign/components/foreign-companies-page';
import { RequestDetailView } from '../src/features/requests/components/request-detail';

let user: UserEvent;
let seen: SeenRequest[];
const errors: string[] = [];
beforeEach(() => {
  user = setupUser();
  errors.length = 0;
  resetAuthStore();
  authStore.setState({ accessToken: 'token', tenant: 'alfa' } as never);
  configureClientHooks({ notifyError: (message) => errors.push(message) });
});

const waiting: QueuedRequest = {
  id: 41,
  createdAt: '2026-11-25T08:00:00.000Z',
  dueDate: '2026-12-09',
  status: 'TO_APPROVE',
  productCode: 'IND.IND008',
  productDescription: 'Richiesta di informazioni libera',
  subjectType: 'PG',
  subjectCode: '12345600154',
  subjectName: 'PORTALE ALFA SERVIZI S.P.A.',
  price: '90.00',
  userName: 'Sara Galli',
  clientName: 'Alfa Informazioni S.p.A.',
  formParams: { NOTE: 'Verifica' },
  formLabels: { NOTE: 'Note' },
  overdue: false,
};

describe('/approvals', () => {
  it('approves, or rejects with a reason', async () => {
    seen = serveApi(({ url }) => {
      if (url === '/api/approvals') return { status: 200, body: envelope({ content: [waiting], totalElements: 1 }) };
      return { status: 200, body: envelope(null) };
    });
    renderRoute('/approvals', <ApprovalsPage />);
    await user.click(await screen.findByRole('button', { name: 'Approva la richiesta n. 41' }));
    await waitFor(() => expect(seen.some((request) => request.url === '/api/approvals/41/approve')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Rifiuta la richiesta n. 41' }));
    const dialog = await findDialog('Rifiuta la richiesta n. 41');
    const ok = within(dialog).getByRole('button', { name: 'Rifiuta' });
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Motivo del rifiuto'), 'Fuori budget');
    await user.click(ok);
    await waitFor(() =>
      expect(seen.find((request) => request.url === '/api/approvals/41/reject')?.data).toEqual({
        reason: 'Fuori budget',
      }),
    );
  });
});

const detail = (extra: Partial<RequestDetail>): RequestDetail => ({
  id: 41,
  movementId: 9,
  createdAt: '2026-11-25T08:00:00.000Z',
  productId: 3,
  fullProductCode: 'IND.IND008',
  productDescription: 'Richiesta di informazioni libera',
  serviceName: 'Indagini',
  subjectType: 'PG',
  subjectName: 'PORTALE ALFA SERVIZI S.P.A.',
  subjectCode: '12345600154',
  status: 'PENDING',
  price: '90.00',
  dueDate: '2026-12-09',
  internalReference: null,
  read: true,
  companiesFound: null,
  productType: 'OF',
  completedAt: null,
  formParams: {},
  formLabels: {},
  clientFormParams: [],
  attachments: [],
  events: [
    { at: '2026-11-25T08:00:00.000Z', fromStatus: null, toStatus: 'TO_APPROVE', actorName: 'Sara Galli', note: null },
    {
      at: '2026-11-25T08:10:00.000Z',
      fromStatus: 'TO_APPROVE',
      toStatus: 'PENDING',
      actorName: 'Davide Marino',
      note: null,
    },
  ],
  result: null,
  cancellableUntil: '2026-11-25T09:00:00.000Z',
  ...extra,
});

describe("a request's detail", () => {
  it('lists its transitions and cancels within the hour', async () => {
    seen = serveApi(() => ({ status: 200, body: envelope(null) }));
    renderRoute('/requests', <RequestDetailView request={detail({})} />);
    const history = screen.getByLabelText('Cronologia della richiesta');
    expect(within(history).getByText(/Da approvare \(Sara Galli\)/)).toBeInTheDocument();
    expect(within(history).getByText(/In lavorazione \(Davide Marino\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annulla richiesta' }));
    // The confirmation's own 'Annulla richiesta'.
    await screen.findByText('Annullare la richiesta?');
    await user.click(screen.getAllByRole('button', { name: 'Annulla richiesta' }).at(-1)!);
    await waitFor(() => expect(seen.some((request) => request.url === '/api/requests/41/cancel')).toBe(true));
  });

  it('an offline result: its file while kept, the reason once it is not', () => {
    serveApi(() => ({ status: 200, body: envelope(null) }));
    const completed = { status: 'COMPLETED' as const, cancellableUntil: null };
    const { unmount } = renderRoute(
      '/requests',
      <RequestDetailView
        request={detail({
          ...completed,
          result: { fileName: 'esito.pdf', keptUntil: '2027-03-25T00:00:00.000Z', available: true },
        })}
      />,
    );
    expect(screen.getByRole('button', { name: /Scarica esito \(esito\.pdf\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annulla richiesta' })).not.toBeInTheDocument();
    unmount();
    renderRoute(
      '/requests',
      <RequestDetailView
        request={detail({
          ...completed,
          result: { fileName: 'esito.pdf', keptUntil: '2026-01-01T00:00:00.000Z', available: false },
        })}
      />,
    );
    expect(screen.getByText(/non è più disponibile/)).toBeInTheDocument();
  });
});

const company: ForeignCompany = {
  company_id: 'MT00000001',
  company_name: 'Deltavista Foods Ltd',
  address: { address_lines: ['12 Harbour Road'], zip_code: '12345', city: 'Valletta' },
  nation_codes: {
    name: 'Malta',
    isoCode: 'MT',
    codProd: null,
    codProdLight: null,
    codcieProdottoNormal: null,
    denominazioneNazione: 'Malta',
  },
  national_identifiers: [{ value: 'MT12345678', type: { code: '120', name: 'Partita IVA' } }],
  registration_country: 'MT',
  language: 'EN',
};
const offer = (productCode: string, price: string) => ({ productCode, description: productCode, price });

describe('/foreign-companies (spec 001 §2.4, §4)', () => {
  function serve(availability: ForeignAvailability, purchase: () => { status: number; body: unknown }) {
    seen = serveApi(({ url }) => {
      if (url === '/api/coface/nation-codes') return { status: 200, body: envelope([company.nation_codes]) };
      if (url === '/api/coface/foreign-companies')
        return { status: 200, body: envelope({ content: [company], totalElements: 1 }) };
      if (url === '/api/coface/check-online-availability') return { status: 200, body: envelope(availability) };
      if (url === '/api/coface/purchase') return purchase();
      return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
    });
  }
  const created = { request: { idRichiesta: 77, status: 'PENDING' }, translation: null };

  it('shows the card with the VAT number, and buys the offline report of a company not online', async () => {
    serve(
      {
        available: false,
        products: [],
        offline: offer('REST', '120.00'),
        translation: offer('OF.SEST.TRADUZIONE', '35.00'),
      },
      () => ({
        status: 200,
        body: envelope(created),
      }),
    );
    renderRoute('/foreign-companies', <ForeignCompaniesPage />);
    expect(await screen.findByText('Partita IVA: MT12345678')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Acquista il report di Deltavista Foods Ltd' }));
    const dialog = await findDialog('Richiesta offline');
    expect(within(dialog).getByLabelText('Città')).toHaveValue('Valletta');
    await user.click(within(dialog).getByText('Inglese (con traduzione)'));
    const confirm = await findDialog('Traduzione in inglese');
    expect(within(confirm).getByText(FOREIGN_MESSAGES.translationConfirm('35,00 €'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Conferma' }));
    await user.click(within(dialog).getByRole('button', { name: 'Acquista' }));
    await waitFor(() => expect(seen.find((request) => request.url === '/api/coface/purchase')).toBeDefined());
    expect(seen.find((request) => request.url === '/api/coface/purchase')?.data).toEqual({
      companyId: 'MT00000001',
      offline: {
        companyName: 'Deltavista Foods Ltd',
        nation: 'Malta',
        zipCode: '12345',
        city: 'Valletta',
        vat: 'MT12345678',
        language: 'EN',
      },
    });
    expect(await screen.findByText('altra pagina')).toBeInTheDocument();
  });

  it('an online report the provider cannot deliver offers the offline one', async () => {
    serve(
      {
        available: true,
        products: [offer('EST.FULL', '69.00'), offer('EST.LIGHT', '39.00')],
        offline: offer('REST', '120.00'),
        translation: offer('OF.SEST.TRADUZIONE', '35.00'),
      },
      () => ({
        status: 409,
        body: { error: true, message: FOREIGN_MESSAGES.notOnlineTitle, context: { offline: true } },
      }),
    );
    renderRoute('/foreign-companies', <ForeignCompaniesPage />);
    await user.click(await screen.findByRole('button', { name: 'Acquista il report di Deltavista Foods Ltd' }));
    await user.click(await screen.findByRole('button', { name: /EST\.LIGHT/ }));
    const dialog = await findDialog(FOREIGN_MESSAGES.notOnlineTitle);
    expect(within(dialog).getByText(FOREIGN_MESSAGES.offerOffline)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Acquista' }));
    expect(await findDialog('Richiesta offline')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it("an online report on a company that is not active says the provider's warning (spec 001)", async () => {
    const warning = "Attenzione: l'impresa risulta IN LIQUIDAZIONE dal 12/03/2026 presso il registro di Malta.";
    serve(
      {
        available: true,
        products: [offer('EST.FULL', '69.00')],
        offline: offer('REST', '120.00'),
        translation: offer('OF.SEST.TRADUZIONE', '35.00'),
      },
      () => ({
        status: 200,
        body: envelope({
          request: { idRichiesta: 78, status: 'COMPLETED', showWarning: true, warningMessage: warning },
          translation: null,
        }),
      }),
    );
    renderRoute('/foreign-companies', <ForeignCompaniesPage />);
    await user.click(await screen.findByRole('button', { name: 'Acquista il report di Deltavista Foods Ltd' }));
    await user.click(await screen.findByRole('button', { name: /EST\.FULL/ }));
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.getByText('Richiesta n. 78 salvata')).toBeInTheDocument();
  });
});
