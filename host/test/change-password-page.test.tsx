import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, setupUser } from '@portal/shared-ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/shared-auth/router';
import { App } from '@portal/shared-ui';
import {
  api,
  authStore,
  configureClientHooks,
  resetAuthStore,
  type CurrentUser,
  type TenantConfig,
} from '@portal/shared-auth';
import { currentUser, envelope, serveApi, TEST_TENANTS } from '@portal/shared-auth/testing';
import { renderRoute } from '@portal/shared-ui/testing';
import { ChangePasswordPage } from '../src/features/change-password/components/change-password-page';
import { PasswordExpiryGuard } from '../src/features/change-password/components/password-expiry-guard';
import { PasswordExpiredLayout } from '../src/layout/password-expired-layout';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const ALFA: TenantConfig = TEST_TENANTS.alfa;

function profile(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return currentUser({
    id: 7,
    email: 'mario@example.test',
    clientName: 'Rossi S.r.l.',
    tenant: ALFA,
    pwdMinLength: 10,
    passwordDurationDays: 90,
    passwordExpired: false,
    ...overrides,
  });
}

const notifyError = jest.fn();

beforeEach(() => {
  resetAuthStore();
  authStore.setState({ status: 'signed-in', tenant: ALFA, user: profile(), accessToken: 'token' });
  configureClientHooks({ notifyError, navigate: jest.fn(), currentPath: () => '/change-password' });
});

function fields() {
  return {
    password: screen.getByLabelText('Nuova Password'),
    confirm: screen.getByLabelText('Conferma Password'),
    save: screen.getByRole('button', { name: /Salva/ }),
  };
}

/** The current password, when the page asks for it (not for an expired one). */
const CURRENT = 'Attuale2026!';

async function submitPasswords(password: string, confirm: string) {
  const form = fields();
  const current = screen.queryByLabelText('Password attuale');
  if (current) await fill(user, current, CURRENT);
  await fill(user, form.password, password);
  await fill(user, form.confirm, confirm);
  await user.click(form.save);
}

describe('ChangePasswordPage', () => {
  it("shows the title and the hints from the user's settings", async () => {
    serveApi(() => ({ status: 500 }));
    renderRoute('/change-password', <ChangePasswordPage />);
    expect(screen.getByRole('heading', { name: 'Reimposta la tua password' })).toBeInTheDocument();
    expect(screen.getByText('La password deve contenere almeno 10 caratteri.')).toBeInTheDocument();
    expect(screen.getByText('Non può essere uguale alle ultime 3 password utilizzate.')).toBeInTheDocument();
    expect(screen.getByText('La password resta valida per 90 giorni, poi andrà cambiata.')).toBeInTheDocument();
    expect(screen.queryByText(/password è scaduta/)).not.toBeInTheDocument();
  });

  it('show/hide toggles on both fields', async () => {
    serveApi(() => ({ status: 500 }));
    renderRoute('/change-password', <ChangePasswordPage />);
    const { password, confirm } = fields();
    expect(password).toHaveAttribute('type', 'password');
    expect(confirm).toHaveAttribute('type', 'password');
    // The current password's, the new one's, the confirmation's.
    const toggles = document.querySelectorAll('.ant-input-password-icon');
    expect(toggles).toHaveLength(3);
    await user.click(toggles[1]);
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
  });

  it('the messages of spec 000 §5, nothing sent while invalid', async () => {
    const seen = serveApi(() => ({ status: 500 }));
    renderRoute('/change-password', <ChangePasswordPage />);
    await user.click(fields().save);
    expect(await screen.findByText('La password è obbligatoria')).toBeInTheDocument();
    expect(screen.getByText('La conferma della password è obbligatoria')).toBeInTheDocument();
    await submitPasswords('corta', '');
    expect(await screen.findByText('La password è troppo corta')).toBeInTheDocument();
    await submitPasswords('Abbastanza2026!', 'Diversa2026!');
    expect(await screen.findByText('Le password devono coincidere')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('saves: form disabled while saving, server message as a success toast, form reset', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const seen = serveApi(({ url }) => {
      if (url === '/api/me') return { status: 200, body: envelope(profile()) };
      return new Promise((resolve) => (answer = resolve));
    });
    renderRoute('/change-password', <ChangePasswordPage />);
    await submitPasswords('Nuovissima2026!', 'Nuovissima2026!');
    await waitFor(() => expect(fields().password).toBeDisabled());
    expect(fields().confirm).toBeDisabled();
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/me/password',
      data: { currentPassword: CURRENT, password: 'Nuovissima2026!', passwordConfirm: 'Nuovissima2026!' },
    });
    await act(async () => answer({ status: 200, body: envelope(null, 'Password aggiornata correttamente.') }));
    expect(await screen.findByText('Password aggiornata correttamente.')).toBeInTheDocument();
    await waitFor(() => expect(fields().password).not.toBeDisabled());
    expect(fields().password).toHaveValue('');
    expect(fields().confirm).toHaveValue('');
  });

  it('asks for the current password, and says under it when the server finds it wrong (issue 46)', async () => {
    const seen = serveApi(() => ({
      status: 400,
      body: { error: true, message: 'La password attuale non è corretta', context: { field: 'currentPassword' } },
    }));
    renderRoute('/change-password', <ChangePasswordPage />);
    await fill(user, fields().password, 'Nuovissima2026!');
    await fill(user, fields().confirm, 'Nuovissima2026!');
    await user.click(fields().save);
    expect(await screen.findByText('Inserisci la password attuale')).toBeInTheDocument();
    expect(seen).toEqual([]);
    await fill(user, screen.getByLabelText('Password attuale'), 'Sbagliata2026!');
    await user.click(fields().save);
    expect(await screen.findByText('La password attuale non è corretta')).toBeInTheDocument();
    expect(screen.getByLabelText('Nuova Password')).toHaveValue('Nuovissima2026!');
  });

  it("a refusal shows the server's message as an error toast and keeps the values", async () => {
    serveApi(() => ({
      status: 400,
      body: {
        error: true,
        message: 'La nuova password non può essere uguale alle ultime 3 password utilizzate',
        context: { field: 'password' },
      },
    }));
    renderRoute('/change-password', <ChangePasswordPage />);
    await submitPasswords('Vecchia2026!xx', 'Vecchia2026!xx');
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'La nuova password non può essere uguale alle ultime 3 password utilizzate',
      ),
    );
    await waitFor(() => expect(fields().password).not.toBeDisabled());
    expect(fields().password).toHaveValue('Vecchia2026!xx');
  });

  it('an expired password: the warning, and after the change the user detail is fetched again and the portal opens', async () => {
    authStore.setState({ user: profile({ passwordExpired: true }) });
    const seen = serveApi(({ url }) => {
      if (url === '/api/me') return { status: 200, body: envelope(profile({ passwordExpired: false })) };
      if (url === '/api/auth/refresh')
        return { status: 200, body: envelope({ accessToken: 'renewed', expiresIn: 900 }) };
      return { status: 200, body: envelope(null, 'Password aggiornata correttamente.') };
    });
    renderRoute('/change-password', <ChangePasswordPage />);
    expect(screen.getByText('La tua password è scaduta: scegline una nuova per continuare.')).toBeInTheDocument();
    // Its sign-in has just proved it: the current password is not asked again.
    expect(screen.queryByLabelText('Password attuale')).toBeNull();
    await submitPasswords('Rinnovata2026!', 'Rinnovata2026!');
    expect(seen[0]?.data).toEqual({ password: 'Rinnovata2026!', passwordConfirm: 'Rinnovata2026!' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/portal'));
    expect(authStore.getState().user?.passwordExpired).toBe(false);
    // The old access token allowed only this page: a new one is taken before reading the user.
    expect(seen.map((call) => call.url)).toEqual(['/api/me/password', '/api/auth/refresh', '/api/me']);
    expect(authStore.getState().accessToken).toBe('renewed');
  });
});

function Location() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('PasswordExpiryGuard', () => {
  function renderGuarded(url: string) {
    render(
      <App>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="*"
              element={
                <PasswordExpiryGuard expired={<h1>Reimposta la tua password</h1>}>
                  <p>contenuto</p>
                </PasswordExpiryGuard>
              }
            />
          </Routes>
          <Location />
        </MemoryRouter>
      </App>,
    );
  }

  it('sends a user with an expired password to /change-password from anywhere, outside the main layout', async () => {
    authStore.setState({ user: profile({ passwordExpired: true }) });
    renderGuarded('/fields');
    expect(screen.getByTestId('where')).toHaveTextContent('/change-password');
    expect(screen.getByRole('heading', { name: 'Reimposta la tua password' })).toBeInTheDocument();
    expect(screen.queryByText('contenuto')).not.toBeInTheDocument();
  });

  it('lets a user with an expired password stay on /change-password', async () => {
    authStore.setState({ user: profile({ passwordExpired: true }) });
    renderGuarded('/change-password');
    expect(screen.getByTestId('where')).toHaveTextContent('/change-password');
    expect(screen.getByRole('heading', { name: 'Reimposta la tua password' })).toBeInTheDocument();
  });

  it('lets everyone else through', async () => {
    renderGuarded('/fields');
    expect(screen.getByTestId('where')).toHaveTextContent('/fields');
    expect(screen.getByText('contenuto')).toBeInTheDocument();
  });
});

describe('PasswordExpiredLayout', () => {
  it("shows the page's toasts, and 'Esci' leaves through the sign-out page", async () => {
    const seen: string[] = [];
    function Where() {
      seen.push(useLocation().pathname);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/change-password']}>
        <PasswordExpiredLayout>
          <p>pagina</p>
        </PasswordExpiredLayout>
        <Where />
      </MemoryRouter>,
    );
    // The shared client's errors reach this frame's toasts.
    serveApi(() => ({ status: 400, body: { error: true, message: 'Messaggio dal server', context: null } }));
    await act(() => api.get('/api/me').catch(() => undefined));
    expect(await screen.findByText('Messaggio dal server')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Esci' }));
    expect(seen.at(-1)).toBe('/sign-out');
  });
});
