import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, setupUser } from '@portal/shared-ui/testing';
import { authStore, configureClientHooks, resetAuthStore, type TenantConfig } from '@portal/shared-auth';
import { envelope, serveApi, TEST_TENANTS } from '@portal/shared-auth/testing';
import { renderRoute } from '@portal/shared-ui/testing';
import { SignUpPage } from '../src/features/account/components/sign-up-page';
import { ForgotPasswordPage } from '../src/features/account/components/forgot-password-page';
import { ResetPasswordPage } from '../src/features/account/components/reset-password-page';
import { UnlockAccountPage } from '../src/features/account/components/unlock-account-page';
import { SignInPage } from '../src/features/sign-in/sign-in-page';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const BETA: TenantConfig = TEST_TENANTS.beta;
const TOKEN = 'A'.repeat(43);
const BAD_LINK = 'Il collegamento non è valido o è scaduto. Richiedine uno nuovo.';
const notifyError = jest.fn();

beforeEach(() => {
  resetAuthStore();
  authStore.setState({ status: 'signed-out', tenant: BETA });
  configureClientHooks({ notifyError, navigate: jest.fn(), currentPath: () => '/' });
});

const type = (label: string, value: string) => fill(user, screen.getByLabelText(label), value);

describe('SignUpPage', () => {
  it('validates every field with Italian messages and sends nothing while invalid', async () => {
    const seen = serveApi(() => ({ status: 500 }));
    renderRoute('/sign-up', <SignUpPage />);
    expect(screen.getByRole('heading', { name: 'Registrati' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Invia richiesta/ }));
    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(6));
    await type('Partita IVA', '1234567001A');
    await type('Email', 'non-una-mail');
    await type('Nome utente', 'mario rossi');
    await user.click(screen.getByRole('button', { name: /Invia richiesta/ }));
    expect(await screen.findByText('La partita IVA deve contenere 11 cifre')).toBeInTheDocument();
    expect(screen.getByText('Inserire un indirizzo email valido')).toBeInTheDocument();
    expect(screen.getByText(/Il nome utente può contenere solo/)).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it("sends the request with the page's tenant and shows the server's answer", async () => {
    const seen = serveApi(() => ({
      status: 200,
      body: envelope(
        null,
        "Richiesta di registrazione inviata. Riceverai un'email quando il tuo account sarà attivato.",
      ),
    }));
    renderRoute('/sign-up', <SignUpPage />);
    await type('Ragione sociale', ' Rossi S.r.l. ');
    await type('Partita IVA', '12345670017');
    await type('Nome', 'Mario');
    await type('Cognome', 'Rossi');
    await type('Email', 'mario@example.test');
    await type('Nome utente', 'mario.rossi');
    await user.click(screen.getByRole('button', { name: /Invia richiesta/ }));
    expect(await screen.findByText(/Riceverai un'email quando il tuo account sarà attivato/)).toBeInTheDocument();
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/sign-up',
      data: {
        companyName: 'Rossi S.r.l.',
        partitaIva: '12345670017',
        name: 'Mario',
        lastName: 'Rossi',
        email: 'mario@example.test',
        username: 'mario.rossi',
        tenantName: 'beta',
      },
    });
  });

  it('shows a refusal inside the page, not as a toast', async () => {
    serveApi(() => ({ status: 400, body: { error: true, message: 'Partita IVA non valida', context: null } }));
    renderRoute('/sign-up', <SignUpPage />);
    await type('Ragione sociale', 'Rossi');
    await type('Partita IVA', '12345670017');
    await type('Nome', 'Mario');
    await type('Cognome', 'Rossi');
    await type('Email', 'mario@example.test');
    await type('Nome utente', 'mario');
    await user.click(screen.getByRole('button', { name: /Invia richiesta/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Partita IVA non valida');
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('ForgotPasswordPage', () => {
  it('asks for the username, sends login@tenant as the sign-in does, shows the same answer always', async () => {
    const seen = serveApi(() => ({
      status: 200,
      body: envelope(null, "Se l'account esiste, riceverai un'email con il collegamento per reimpostare la password."),
    }));
    renderRoute('/forgot-password', <ForgotPasswordPage />);
    await user.click(screen.getByRole('button', { name: /Invia collegamento/ }));
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
    await type('Nome utente', 'mario@beta');
    await user.click(screen.getByRole('button', { name: /Invia collegamento/ }));
    expect(await screen.findByText(/Se l'account esiste, riceverai un'email/)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0].data).toEqual({ username: 'mario@beta', tenantName: 'beta' });
    expect(screen.getByRole('link', { name: "Torna all'accesso" })).toHaveAttribute('href', '/sign-in');
  });
});

describe('ResetPasswordPage', () => {
  it('an unknown or expired link says so and offers a new one', async () => {
    serveApi(() => ({ status: 400, body: { error: true, message: BAD_LINK, context: null } }));
    renderRoute('/reset-password/:token', <ResetPasswordPage />, `/reset-password/${TOKEN}`);
    expect(await screen.findByText('Collegamento non valido')).toBeInTheDocument();
    expect(screen.getByText(BAD_LINK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo collegamento' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("checks the link, applies the user's minimum length, then sets the password", async () => {
    const seen = serveApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: envelope({ pwdMinLength: 12, pwdNumDiff: 3 }) }
        : { status: 200, body: envelope(null, 'Password reimpostata. Ora puoi accedere con la nuova password.') },
    );
    renderRoute('/reset-password/:token', <ResetPasswordPage />, `/reset-password/${TOKEN}`);
    expect(await screen.findByText('La password deve contenere almeno 12 caratteri.')).toBeInTheDocument();
    await type('Nuova Password', 'Corta2026!');
    await type('Conferma Password', 'Corta2026!');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    expect(await screen.findByText('La password è troppo corta')).toBeInTheDocument();
    await type('Nuova Password', 'Lunghissima2026!');
    await type('Conferma Password', 'Lunghissima2026?');
    expect(await screen.findByText('Le password devono coincidere')).toBeInTheDocument();
    await type('Conferma Password', 'Lunghissima2026!');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    expect(
      await screen.findByText('Password reimpostata. Ora puoi accedere con la nuova password.'),
    ).toBeInTheDocument();
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET /api/auth/reset-password/${TOKEN}`,
      'POST /api/auth/reset-password',
    ]);
    expect(seen[1].data).toEqual({ token: TOKEN, password: 'Lunghissima2026!', passwordConfirm: 'Lunghissima2026!' });
  });

  it("shows the server's refusal (a reused password) inside the page", async () => {
    serveApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: envelope({ pwdMinLength: 8, pwdNumDiff: 3 }) }
        : {
            status: 400,
            body: {
              error: true,
              message: 'La nuova password non può essere uguale alle ultime 3 password utilizzate',
              context: { field: 'password' },
            },
          },
    );
    renderRoute('/reset-password/:token', <ResetPasswordPage />, `/reset-password/${TOKEN}`);
    await screen.findByLabelText('Nuova Password');
    await type('Nuova Password', 'Vecchia2026!');
    await type('Conferma Password', 'Vecchia2026!');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ultime 3 password utilizzate');
  });
});

describe('UnlockAccountPage', () => {
  it('unlocks on a click, not on opening', async () => {
    const seen = serveApi(() => ({
      status: 200,
      body: envelope(null, 'Account sbloccato. Ora puoi accedere con le tue credenziali.'),
    }));
    renderRoute('/unlock-account/:token', <UnlockAccountPage />, `/unlock-account/${TOKEN}`);
    expect(seen).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Sblocca account/ }));
    expect(await screen.findByText('Account sbloccato. Ora puoi accedere con le tue credenziali.')).toBeInTheDocument();
    expect(seen).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/auth/unlock-account', data: { token: TOKEN } }),
    ]);
  });

  it('a spent or expired link shows the message', async () => {
    serveApi(() => ({ status: 400, body: { error: true, message: BAD_LINK, context: null } }));
    renderRoute('/unlock-account/:token', <UnlockAccountPage />, `/unlock-account/${TOKEN}`);
    await user.click(screen.getByRole('button', { name: /Sblocca account/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_LINK);
  });
});

describe('sign-in page links', () => {
  it("offers 'Password dimenticata?' and 'Registrati'", async () => {
    serveApi(() => ({ status: 500 }));
    renderRoute('/sign-in', <SignInPage />);
    expect(screen.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/sign-up');
  });
});
