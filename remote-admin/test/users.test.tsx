import { USER_MESSAGES } from '@portal/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { configureClientHooks } from '@portal/shared-auth';
import { leave, renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import UserListPage, { USER_FILTER } from '../src/features/users/components/user-list-page';
import UserEditPage from '../src/features/users/components/user-edit-page';
import ProfileListPage from '../src/features/users/components/profile-list-page';
import type { Profile, UserDetail, UserListItem } from '../src/features/users/types/user';
import { choose, location, openPanel, type } from './support/antd';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const PROFILES: Profile[] = [
  { id: 1, profileCode: 'BASE', description: 'Utente del portale', users: 40 },
  { id: 2, profileCode: 'OFFLINE', description: 'Richieste offline', users: 3 },
];

const DETAIL: UserDetail = {
  id: 12,
  login: 'mverdi',
  enablePsWs: 'ps',
  name: 'Maria',
  lastName: 'Verdi',
  email: 'maria.verdi@acme.it',
  customerId: 2,
  clientName: 'Acme Srl (C0002)',
  note: null,
  blocked: 'N',
  recoveryPassword: 'S',
  passwordExpiredIn: 9999,
  passwordDurationDays: 180,
  pwdMinLength: 8,
  pwdNumDiff: 3,
  richAbilTelemaco: 'N',
  approvazione: 'S',
  mailEvasioneRichOffline: null,
  profiloListino: 'CONVENZIONE',
  profiles: [1],
  locked: false,
  pending: true,
  lastAccessDate: null,
  version: 4,
};

const ROW: UserListItem = {
  id: 12,
  login: 'mverdi',
  name: 'Maria',
  lastName: 'Verdi',
  email: 'maria.verdi@acme.it',
  customerId: 2,
  clientName: 'Acme Srl',
  enablePsWs: 'ps',
  blocked: 'N',
  locked: true,
  pending: false,
  lastAccessDate: '2026-11-20T09:30:00.000Z',
};

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/users' });
  requests = serveApi((request) => {
    const { method, url } = request;
    if (url === '/api/users') return { status: 200, body: envelope({ content: [ROW], totalElements: 1 }) };
    if (url === '/api/profiles' && method === 'GET') return { status: 200, body: envelope(PROFILES) };
    if (url === '/api/profile' && method === 'POST')
      return { status: 200, body: envelope({ id: 3, users: 0, ...(request.data as object) }) };
    if (url === '/api/user/12' && method === 'GET') return { status: 200, body: envelope(DETAIL) };
    if (url === '/api/client/2/price-lists')
      return { status: 200, body: envelope([{ codice: 'CONVENZIONE', descrizione: 'Convenzione' }]) };
    if (url === '/api/client/3/price-lists') return { status: 200, body: envelope([]) };
    if (url === '/api/clients')
      return {
        status: 200,
        body: envelope([
          { clientId: 2, clientName: 'Acme Srl', customerCode: 'C0002' },
          { clientId: 3, clientName: 'Gamma Srl', customerCode: 'C0003' },
        ]),
      };
    if (url === '/api/user/login/availability') {
      const taken = (request.params as { login: string }).login.toLowerCase() === 'mverdi';
      return { status: 200, body: envelope({ available: !taken }) };
    }
    if (method === 'PUT' || method === 'POST')
      return { status: 200, body: envelope({ ...DETAIL, ...(request.data as object), id: 13 }) };
    return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
  });
});

afterEach(() => sessionStorage.clear());

const calls = (method: string, url: string) =>
  requests.filter((request) => request.method === method && request.url === url);

describe('/users', () => {
  it('shows login, user, client, last access and state, filters by status and keeps the filters', async () => {
    renderRoute('/users', <UserListPage />);
    const row = (await screen.findByText('mverdi')).closest('tr')!;
    expect(within(row).getByText('Maria Verdi')).toBeInTheDocument();
    expect(within(row).getByText('Acme Srl')).toBeInTheDocument();
    expect(within(row).getByText(/^20\/11\/2026/)).toBeInTheDocument();
    expect(within(row).getByText('Bloccato per tentativi')).toBeInTheDocument();
    await choose(user, 'Stato', 'Disattivati');
    await waitFor(() =>
      expect(calls('GET', '/api/users').at(-1)?.params).toMatchObject({ status: 'blocked', page: 0 }),
    );
    await user.click(screen.getByRole('button', { name: /Modifica/ }));
    expect(location()).toBe('/user/12');
    expect(JSON.parse(sessionStorage.getItem(USER_FILTER)!)).toMatchObject({ filters: { status: 'blocked' } });
  });
});

describe('/user/{id}', () => {
  const renderUser = async () => {
    renderRoute('/user/:userId', <UserEditPage />, '/user/12?page=1');
    await screen.findByDisplayValue('maria.verdi@acme.it');
  };

  it('keeps the login read-only and saves the flags as spec 002 §4 maps them', async () => {
    await renderUser();
    expect(screen.getByLabelText('Login')).toBeDisabled();
    expect(
      screen.getByText("L'utente non ha ancora scelto la password dalla mail di attivazione."),
    ).toBeInTheDocument();
    await openPanel(user, 'Sicurezza');
    await user.click(screen.getByRole('switch', { name: 'Utente attivo' }));
    await user.click(screen.getByRole('switch', { name: 'Recupero password' }));
    await openPanel(user, 'Altri applicativi');
    await user.click(screen.getByRole('radio', { name: 'Si' }));
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(calls('PUT', '/api/user/12')).toHaveLength(1));
    expect(calls('PUT', '/api/user/12')[0].data).toEqual({
      enablePsWs: 'ps',
      name: 'Maria',
      lastName: 'Verdi',
      email: 'maria.verdi@acme.it',
      customerId: 2,
      note: null,
      blocked: 'S',
      recoveryPassword: 'N',
      passwordExpiredIn: 9999,
      passwordDurationDays: 180,
      pwdMinLength: 8,
      pwdNumDiff: 3,
      richAbilTelemaco: 'S',
      approvazione: 'S',
      mailEvasioneRichOffline: null,
      profiloListino: 'CONVENZIONE',
      profiles: [1],
      version: 4,
    });
    await waitFor(() => expect(location()).toBe('/users?page=1'));
  });

  it('shows a stronger user read-only, with the reason, and never saves it', async () => {
    const reason = USER_MESSAGES.strongerUser(['Permessi']);
    requests = serveApi(({ url, method }) => {
      if (url === '/api/user/12' && method === 'GET')
        return { status: 200, body: envelope({ ...DETAIL, readOnlyReason: reason }) };
      if (url === '/api/profiles') return { status: 200, body: envelope(PROFILES) };
      if (url === '/api/client/2/price-lists')
        return { status: 200, body: envelope([{ codice: 'CONVENZIONE', descrizione: 'Convenzione' }]) };
      return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
    });
    await renderUser();
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Salva/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Invia di nuovo' })).toBeDisabled();
    expect(calls('PUT', '/api/user/12')).toHaveLength(0);
  });

  it("says 'Inserire un valore minore di 32' past the limit of the minimum length", async () => {
    await renderUser();
    await openPanel(user, 'Sicurezza');
    await type(user, 'Lunghezza minima password', '40');
    await leave(user, screen.getByLabelText('Lunghezza minima password'));
    expect(await screen.findByText('Inserire un valore minore di 32')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Salva/ })).toBeDisabled();
  });
});

describe('/user/new', () => {
  it('checks the login, needs a price-list profile only for a client that has them, and creates with the base profile', async () => {
    renderRoute('/user/:userId', <UserEditPage />, '/user/new');
    await type(user, 'Login', 'mverdi');
    await leave(user, screen.getByLabelText('Login'));
    expect(await screen.findByText('Login già registrata', {}, { timeout: 3000 })).toBeInTheDocument();
    await type(user, 'Login', 'gbianchi');
    await type(user, 'Nome', 'Giulia');
    await type(user, 'Cognome', 'Bianchi');
    await type(user, 'Email', 'non-una-mail');
    await leave(user, screen.getByLabelText('Email'));
    expect(await screen.findByText('Inserire un indirizzo email valido')).toBeInTheDocument();
    await type(user, 'Email', 'giulia.bianchi@acme.it');
    await user.type(screen.getByLabelText('Cliente'), 'Acme');
    await user.click(await screen.findByText('Acme Srl (C0002)', {}, { timeout: 3000 }));

    await openPanel(user, 'Abilitazioni');
    expect(await screen.findByLabelText('Profilo BASE')).toBeChecked();
    const create = screen.getByRole('button', { name: /Crea/ });
    // Acme has price-list profiles: one is required.
    await waitFor(() => expect(create).toBeDisabled());
    await choose(user, 'Profilo listino', 'CONVENZIONE - Convenzione');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    await waitFor(() => expect(calls('POST', '/api/user')).toHaveLength(1));
    expect(calls('POST', '/api/user')[0].data).toMatchObject({
      login: 'gbianchi',
      customerId: 2,
      blocked: 'N',
      recoveryPassword: 'S',
      passwordExpiredIn: 9999,
      profiloListino: 'CONVENZIONE',
      profiles: [1],
    });
    await waitFor(() => expect(location()).toBe('/user/13'));
  });

  it('searches and pages the profiles; a profile the search hides stays chosen', async () => {
    const many: Profile[] = [
      PROFILES[0],
      ...Array.from({ length: 24 }, (_, index) => ({
        id: 100 + index,
        profileCode: `UFFICIO${String(index + 1).padStart(2, '0')}`,
        description: `Ufficio ${index + 1}`,
        users: 1,
      })),
    ];
    requests = serveApi(({ url }) => {
      if (url === '/api/profiles') return { status: 200, body: envelope(many) };
      return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
    });
    renderRoute('/user/:userId', <UserEditPage />, '/user/new');
    await openPanel(user, 'Abilitazioni');
    expect(await screen.findByLabelText('Profilo BASE')).toBeChecked();
    expect(screen.getAllByRole('checkbox', { name: /^Profilo / })).toHaveLength(10);
    expect(screen.getByText('1 - 10 di 25')).toBeInTheDocument();
    expect(screen.getByText('1 profilo scelto')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Cerca profilo'), 'ufficio 17');
    await user.click(await screen.findByLabelText('Profilo UFFICIO17', {}, { timeout: 3000 }));
    expect(screen.queryByLabelText('Profilo BASE')).not.toBeInTheDocument();
    expect(await screen.findByText('2 profili scelti')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Cerca profilo'));
    expect(await screen.findByLabelText('Profilo BASE', {}, { timeout: 3000 })).toBeChecked();
    expect(screen.getByText('2 profili scelti')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cerca profilo'), 'nessuno così');
    expect(await screen.findByText('Nessun profilo trovato', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('refuses saving without any profile', async () => {
    renderRoute('/user/:userId', <UserEditPage />, '/user/new');
    await openPanel(user, 'Abilitazioni');
    await user.click(await screen.findByLabelText('Profilo BASE'));
    expect(await screen.findByText('Selezionare almeno un profilo')).toBeInTheDocument();
  });
});

describe('/profiles', () => {
  it('lists the profiles with their users and creates one', async () => {
    renderRoute('/profiles', <ProfileListPage />);
    const row = (await screen.findByText('OFFLINE')).closest('tr')!;
    expect(within(row).getByText('3')).toBeInTheDocument();
    await type(user, 'Codice', 'REVISORI');
    await type(user, 'Descrizione', 'Revisori dei conti');
    await user.click(screen.getByRole('button', { name: /Crea profilo/ }));
    await waitFor(() => expect(calls('POST', '/api/profile')).toHaveLength(1));
    expect(calls('POST', '/api/profile')[0].data).toEqual({
      profileCode: 'REVISORI',
      description: 'Revisori dei conti',
    });
    expect(await screen.findByText('Profilo creato')).toBeInTheDocument();
  });
});
