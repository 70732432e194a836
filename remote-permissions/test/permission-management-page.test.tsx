import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, setupUser } from '@portal/shared-ui/testing';
import { authStore, configureClientHooks } from '@portal/shared-auth';
import PermissionManagementPage from '../src/features/permission-management/components/permission-management-page';
import type {
  ClientAccount,
  ClientAccountDetail,
  PermissionAuditEntry,
  PermissionUser,
} from '../src/features/permission-management/types/permission-user';
import { findDialog, renderRoute } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const USERS_URL = '/api/permission-management/available/users';
const ACCOUNTS_URL = '/api/permission-management/available/accounts';

const ACCOUNTS: ClientAccount[] = [
  { clientId: 1, clientName: 'Acme Srl', customerCode: 'C0001' },
  { clientId: 2, clientName: 'Beta Spa', customerCode: 'C0002' },
];

const USERS: PermissionUser[] = [
  {
    userId: 10,
    name: 'Mario',
    lastName: 'Rossi',
    email: 'mario.rossi@acme.it',
    login: 'mrossi',
    clientId: 1,
    clientName: 'Acme Srl',
    tenantCode: 'alfa',
    permissions: ['GESTORE', 'PORTAFOGLIO_INDAGINI'],
  },
  {
    userId: 11,
    name: 'Giulia',
    lastName: 'Bianchi',
    email: 'giulia.bianchi@beta.it',
    login: 'gbianchi',
    clientId: 2,
    clientName: 'Beta Spa',
    tenantCode: 'alfa',
    permissions: ['MUTAFORMA', 'GESTIONE_PERMESSI'],
  },
];

const ACCOUNT_URL = (clientId: number) => `/api/permission-management/account/${clientId}`;
const AUDIT_URL = '/api/permission-management/audit';
const SAVE_URL = '/api/permission-management/process/permissions';

const ACME_ACCOUNT: ClientAccountDetail = {
  clientId: 1,
  clientName: 'Acme Srl',
  customerCode: 'C0001',
  credit: '1250.50',
  priceListProfile: 'PREMIUM',
  users: 12,
  activeUsers: 10,
  createdAt: '2024-03-05T09:00:00.000Z',
};

const AUDIT: PermissionAuditEntry[] = [
  {
    id: 7,
    at: '2026-11-20T10:15:00.000Z',
    action: 'granted',
    permission: 'PORTAFOGLIO_INDAGINI',
    userId: 10,
    userName: 'Mario Rossi',
    clientName: 'Acme Srl',
    actorId: 1,
    actorName: 'Chiara Esposito',
  },
];

let requests: SeenRequest[];

beforeEach(() => {
  // sicurezza: permission management only, as in the seed.
  authStore.setState({ permissions: ['GESTIONE_PERMESSI', 'PORTAFOGLIO_INDAGINI', 'GESTORE', 'MUTAFORMA'] });
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/permission-management' });
  requests = serveApi(({ url, params }) => {
    if (url === ACCOUNTS_URL) {
      const search = String((params as { search: string }).search).toLowerCase();
      return { status: 200, body: envelope(ACCOUNTS.filter((a) => a.clientName.toLowerCase().includes(search))) };
    }
    if (url === ACCOUNT_URL(1)) return { status: 200, body: envelope(ACME_ACCOUNT) };
    if (url === AUDIT_URL) return { status: 200, body: envelope({ content: AUDIT, totalElements: AUDIT.length }) };
    if (url === SAVE_URL) return { status: 200, body: envelope({ applied: 1, skipped: 0 }, 'Permessi aggiornati') };
    const { clientId } = params as { clientId?: number };
    const content = clientId ? USERS.filter((user) => user.clientId === clientId) : USERS;
    return { status: 200, body: envelope({ content, totalElements: clientId ? content.length : 145 }) };
  });
});

afterEach(() => jest.useRealTimers());

const userCalls = () => requests.filter((request) => request.url === USERS_URL).map((request) => request.params);
const accountCalls = () => requests.filter((request) => request.url === ACCOUNTS_URL).map((request) => request.params);
const location = () => screen.getByTestId('location').textContent;

function renderPage(url = '/permission-management') {
  renderRoute('/permission-management', <PermissionManagementPage />, url);
}

async function loaded() {
  await screen.findByText('Mario Rossi');
}

describe('/permission-management', () => {
  it('loads the first page of 20 users of every client', async () => {
    renderPage();
    await loaded();
    expect(screen.getByText('Gestione permessi', { selector: 'h2' })).toBeInTheDocument();
    expect(userCalls()).toEqual([{ page: 0, size: 20, search: '' }]);
    expect(screen.getByText('1 - 20 di 145')).toBeInTheDocument();
  });

  it('shows each user with name, email and client, and the permission columns', async () => {
    renderPage();
    await loaded();
    const headers = [...document.querySelectorAll('thead th')].map((header) => header.textContent);
    expect(headers).toEqual([
      'Utente',
      'Gestore',
      'Mutaforma',
      'Permessi',
      'Portafoglio Indagini',
      'Cruscotto',
      'Dettaglio fatturazione',
      'Statistiche',
      "Costo d'acquisto",
      'Importo servizio',
      '',
    ]);
    const row = screen.getByText('Mario Rossi').closest('tr')!;
    expect(within(row).getByText('mario.rossi@acme.it')).toBeInTheDocument();
    expect(within(row).getByText('Acme Srl')).toBeInTheDocument();
  });

  it('reflects the permissions each user holds', async () => {
    renderPage();
    await loaded();
    const held = (name: string) => screen.getByLabelText(name).getAttribute('aria-checked');
    expect(held('Gestore: Mario Rossi')).toBe('true');
    expect(held('Mutaforma: Mario Rossi')).toBe('false');
    expect(held('Permessi: Mario Rossi')).toBe('false');
    expect(held('Portafoglio Indagini: Mario Rossi')).toBe('true');
    expect(held('Gestore: Giulia Bianchi')).toBe('false');
    expect(held('Mutaforma: Giulia Bianchi')).toBe('true');
    expect(held('Permessi: Giulia Bianchi')).toBe('true');
    expect(held('Portafoglio Indagini: Giulia Bianchi')).toBe('false');
    expect(document.querySelectorAll('[role="switch"]')).toHaveLength(18);
  });

  it('lets the user change only the permissions they hold themselves', async () => {
    renderPage();
    await loaded();
    expect(screen.getByLabelText('Gestore: Mario Rossi')).toBeEnabled();
    expect(screen.getByLabelText('Portafoglio Indagini: Mario Rossi')).toBeEnabled();
    expect(screen.getByLabelText('Cruscotto: Mario Rossi')).toBeDisabled();
    expect(screen.getByLabelText('Statistiche: Giulia Bianchi')).toBeDisabled();
  });

  it('marks a toggled permission as changed and enables Salva; toggling back undoes it', async () => {
    renderPage();
    await loaded();
    const save = screen.getByText('Salva').closest('button')!;
    expect(save).toBeDisabled();
    const toggle = screen.getByLabelText('Mutaforma: Mario Rossi');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription('Modificato, da salvare');
    expect(save).toBeEnabled();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).not.toHaveAccessibleDescription();
    expect(save).toBeDisabled();
  });

  it('asks before the signed-in user takes their own permission management away, naming the consequence', async () => {
    // Giulia Bianchi (id 11, GESTIONE_PERMESSI) is the one signed in.
    authStore.setState({ user: { ...authStore.getState().user!, id: 11 } as never });
    renderPage();
    await loaded();
    const saves = () => requests.filter((request) => request.url === SAVE_URL);
    await user.click(screen.getByLabelText('Permessi: Giulia Bianchi'));
    await user.click(screen.getByText('Salva'));
    const dialog = await findDialog('Togliere a te stesso il permesso Permessi?');
    expect(dialog).toHaveTextContent('non potrai più gestire i permessi né aprire questa pagina');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves()).toHaveLength(0);

    await user.click(screen.getByText('Salva'));
    await user.click(await screen.findByRole('button', { name: 'Togli il permesso e salva' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].data).toEqual({
      userData: [
        { id: 11, permissions: [{ permission: 'GESTIONE_PERMESSI', changed: true, added: false, removed: true }] },
      ],
    });
  });

  it("revoking another user's permission management saves without asking", async () => {
    authStore.setState({ user: { ...authStore.getState().user!, id: 10 } as never });
    renderPage();
    await loaded();
    await user.click(screen.getByLabelText('Permessi: Giulia Bianchi'));
    await user.click(screen.getByText('Salva'));
    await waitFor(() => expect(requests.filter((request) => request.url === SAVE_URL)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves only the changed permissions, across pages, and starts clean after the save', async () => {
    renderPage();
    await loaded();
    await user.click(screen.getByLabelText('Portafoglio Indagini: Mario Rossi')); // held: a removal
    await user.click(screen.getByLabelText('Gestore: Giulia Bianchi')); // not held: an addition
    await user.click(screen.getByLabelText('Pagina successiva'));
    await waitFor(() => expect(userCalls().at(-1)).toEqual({ page: 1, size: 20, search: '' }));
    await user.click(screen.getByLabelText('Mutaforma: Mario Rossi'));
    await user.click(screen.getByText('Salva'));

    await waitFor(() => expect(requests.filter((request) => request.url === SAVE_URL)).toHaveLength(1));
    expect(requests.find((request) => request.url === SAVE_URL)).toEqual(
      expect.objectContaining({
        method: 'POST',
        data: {
          userData: [
            {
              id: 10,
              permissions: [
                { permission: 'PORTAFOGLIO_INDAGINI', changed: true, added: false, removed: true },
                { permission: 'MUTAFORMA', changed: true, added: true, removed: false },
              ],
            },
            { id: 11, permissions: [{ permission: 'GESTORE', changed: true, added: true, removed: false }] },
          ],
        },
      }),
    );
    expect(await screen.findByText('Permessi aggiornati')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Salva').closest('button')).toBeDisabled());
    // The users are read again, with what the server now holds.
    await waitFor(() => expect(userCalls().length).toBeGreaterThan(2));
  });

  it('keeps the changes when the server refuses the save', async () => {
    const notifyError = jest.fn();
    configureClientHooks({ notifyError, navigate: jest.fn(), currentPath: () => '/permission-management' });
    const refusal = 'Deve restare almeno un utente con il permesso Permessi';
    serveApi(({ url }) => {
      if (url === SAVE_URL) return { status: 409, body: { error: true, message: refusal, context: null } };
      if (url === ACCOUNTS_URL) return { status: 200, body: envelope(ACCOUNTS) };
      return { status: 200, body: envelope({ content: USERS, totalElements: USERS.length }) };
    });
    renderPage();
    await loaded();
    await user.click(screen.getByLabelText('Permessi: Giulia Bianchi'));
    await user.click(screen.getByText('Salva'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(refusal));
    expect(screen.getByLabelText('Permessi: Giulia Bianchi')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Salva').closest('button')).toBeEnabled();
  });

  it("'Attività' lists who granted what to whom, and when", async () => {
    renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Attività' }));
    const drawer = await findDialog('Attività sui permessi');
    expect(await within(drawer).findByText('Chiara Esposito')).toBeInTheDocument();
    const row = within(drawer).getByText('Chiara Esposito').closest('tr')!;
    expect(within(row).getByText('Assegnato')).toBeInTheDocument();
    expect(within(row).getByText('Portafoglio Indagini')).toBeInTheDocument();
    expect(within(row).getByText('Mario Rossi')).toBeInTheDocument();
    expect(within(row).getByText(/^20\/11\/2026/)).toBeInTheDocument();
    expect(requests.filter((request) => request.url === AUDIT_URL).map((request) => request.params)).toEqual([
      { page: 0, size: 20, search: '' },
    ]);
  });

  it("'Mutaforma' asks the server to impersonate the row's user and shows its refusal", async () => {
    const notifyError = jest.fn();
    const navigate = jest.fn();
    configureClientHooks({ notifyError, navigate, currentPath: () => '/permission-management' });
    const refusal = 'Non disponi dei privilegi necessari per eseguire questa azione';
    const seen = serveApi(({ url }) => {
      if (url === '/api/auth/impersonation')
        return { status: 403, body: { error: true, message: refusal, context: null } };
      if (url === ACCOUNTS_URL) return { status: 200, body: envelope(ACCOUNTS) };
      return { status: 200, body: envelope({ content: USERS, totalElements: USERS.length }) };
    });
    renderPage();
    await loaded();
    const shapeshift = screen.getByLabelText('Mutaforma (accedi come Mario Rossi)');
    await user.click(shapeshift);
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(refusal));
    expect(seen.filter((request) => request.url === '/api/auth/impersonation')).toEqual([
      expect.objectContaining({ method: 'POST', data: { login: 'mrossi' } }),
    ]);
    expect(navigate).not.toHaveBeenCalled(); // a refused target is not the /403 page
    await waitFor(() => expect(shapeshift).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByText('Salva').closest('button')).toBeDisabled();
  });

  it("searches users 700 ms after typing stops in 'Cerca utente', from the first page", async () => {
    jest.useFakeTimers();
    renderPage('/permission-management?page=2');
    await loaded();
    expect(userCalls()).toEqual([{ page: 2, size: 20, search: '' }]);

    await fill(user, screen.getByPlaceholderText('Cerca utente'), 'ro');
    await act(async () => jest.advanceTimersByTime(400));
    await fill(user, screen.getByPlaceholderText('Cerca utente'), 'rossi');
    await act(async () => jest.advanceTimersByTime(699));
    expect(userCalls()).toHaveLength(1);

    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(userCalls()).toHaveLength(2));
    expect(userCalls()[1]).toEqual({ page: 0, size: 20, search: 'rossi' });
    expect(location()).toBe('/permission-management');
  });

  it('offers 20, 50 and 100 per page; a new size starts from the first page', async () => {
    renderPage('/permission-management?page=1');
    await loaded();
    await user.click(screen.getByLabelText('Elementi per pagina:'));
    const sizes = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(sizes).toEqual(['20', '50', '100']);
    await user.click(screen.getByTitle('50'));
    await waitFor(() => expect(userCalls().at(-1)).toEqual({ page: 0, size: 50, search: '' }));
    expect(location()).toBe('/permission-management');
    // One load for the new size: never one with the new size and the old page.
    expect(userCalls()).toEqual([
      { page: 1, size: 20, search: '' },
      { page: 0, size: 50, search: '' },
    ]);
  });

  it('keeps the page in the query string', async () => {
    renderPage();
    await loaded();
    await user.click(screen.getByLabelText('Pagina successiva'));
    await waitFor(() => expect(userCalls().at(-1)).toEqual({ page: 1, size: 20, search: '' }));
    expect(location()).toBe('/permission-management?page=1');
  });

  it("filters by the client chosen in 'Seleziona cliente', and clears it", async () => {
    renderPage();
    await loaded();
    await waitFor(() => expect(accountCalls()).toEqual([{ search: '' }]));

    const clientBox = screen.getByLabelText('Seleziona cliente');
    await fill(user, clientBox, 'acme');
    await waitFor(() => expect(accountCalls().at(-1)).toEqual({ search: 'acme' }));
    await user.click(await screen.findByText('Acme Srl (C0001)'));

    await waitFor(() => expect(userCalls().at(-1)).toEqual({ page: 0, size: 20, search: '', clientId: 1 }));
    expect(clientBox).toHaveValue('Acme Srl (C0001)');
    await waitFor(() => expect(screen.queryByText('Giulia Bianchi')).not.toBeInTheDocument());
    // The client account block.
    const account = await screen.findByLabelText('Dati del cliente');
    expect(within(account).getByText('C0001')).toBeInTheDocument();
    expect(within(account).getByText(/1\.250,50\s€/)).toBeInTheDocument();
    expect(within(account).getByText('12 (10 attivi)')).toBeInTheDocument();
    expect(within(account).getByText('05/03/2024')).toBeInTheDocument();

    // Back to every client: the first page is still fresh in the query cache, so it shows at once.
    const callsBefore = userCalls().length;
    await user.click(document.querySelector('.ant-select-clear')!);
    expect(await screen.findByText('Giulia Bianchi')).toBeInTheDocument();
    expect(clientBox).toHaveValue('');
    expect(userCalls()).toHaveLength(callsBefore);
    expect(screen.queryByLabelText('Dati del cliente')).not.toBeInTheDocument();
  });
});
