import { render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, setupUser } from '@portal/shared-ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/shared-auth/router';
import {
  authStore,
  configureClientHooks,
  resetAuthStore,
  takeSignInRemotes,
  type TenantConfig,
} from '@portal/shared-auth';
import { SignInPage } from '../src/features/sign-in/sign-in-page';
import { envelope, serveApi, unsignedToken, TEST_TENANTS } from '@portal/shared-auth/testing';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const ALFA: TenantConfig = TEST_TENANTS.alfa;
const BETA: TenantConfig = TEST_TENANTS.beta;

function accessToken(tid: string): string {
  const claims = { sub: '7', tid, login: 'mario', perms: [], exp: 1_900_000_000 };
  return unsignedToken(claims);
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderSignIn(url = '/sign-in?redirectURL=%2Ffields%3Fpage%3D1') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="*" element={<p>portale</p>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
  return {
    username: screen.getByLabelText('Nome utente'),
    password: screen.getByLabelText('Password'),
    submit: () => user.click(screen.getByText('Accedi')),
  };
}

async function enter(form: ReturnType<typeof renderSignIn>, username: string, password: string) {
  await fill(user, form.username, username);
  await fill(user, form.password, password);
}

beforeEach(() => {
  resetAuthStore();
  authStore.setState({ status: 'signed-out', tenant: ALFA });
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/sign-in' });
});

describe('SignInPage', () => {
  it("asks for both fields with 'Campo obbligatorio'", async () => {
    const seen = serveApi(() => ({ status: 500 }));
    const form = renderSignIn();
    expect(screen.getByText('Portale Alfa')).toBeInTheDocument();
    await form.submit();
    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(2));
    expect(seen).toEqual([]);
  });

  it('takes a username of blanks as missing and drops the message once the field is filled', async () => {
    const seen = serveApi(() => ({ status: 500 }));
    const form = renderSignIn();
    await enter(form, '   ', 'segreta');
    await form.submit();
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
    expect(form.username).toHaveAttribute('aria-invalid', 'true');
    await fill(user, form.username, 'mario');
    expect(screen.queryByText('Campo obbligatorio')).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it("shows the server's message when sign-in fails", async () => {
    serveApi(() => ({
      status: 401,
      body: { error: true, message: 'Nome utente o password non validi', context: null },
    }));
    const form = renderSignIn();
    await enter(form, 'mario', 'sbagliata');
    await form.submit();
    expect(await screen.findByText('Nome utente o password non validi')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
    expect(authStore.getState().status).toBe('signed-out');
  });

  it('signs in and follows redirectURL', async () => {
    const seen = serveApi(({ url }) => {
      if (url === '/api/auth/sign-in')
        return { status: 200, body: envelope({ accessToken: accessToken('alfa'), expiresIn: 900 }) };
      return {
        status: 200,
        body: envelope({ id: 7, name: 'Mario', lastName: 'Rossi', tenant: ALFA, permissions: ['GESTORE'] }),
      };
    });
    const form = renderSignIn();
    await enter(form, 'mario', 'segreta');
    await form.submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fields?page=1'));
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/auth/sign-in',
      'GET /api/me',
    ]);
    expect(seen[0].data).toEqual({ username: 'mario', password: 'segreta', tenantName: null });
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', permissions: ['GESTORE'] });
  });

  it('takes the user from the sign-in answer when it carries one: no second call', async () => {
    const user = { id: 7, name: 'Mario', lastName: 'Rossi', tenant: ALFA, permissions: ['GESTORE'] };
    const remotes = [
      { name: 'remote_admin', app: 'remote-admin', version: '1', manifestUrl: 'x', routePrefix: null, section: null },
    ];
    const seen = serveApi(({ url }) =>
      url === '/api/auth/sign-in'
        ? { status: 200, body: envelope({ accessToken: accessToken('alfa'), expiresIn: 900, user, remotes }) }
        : { status: 404, body: envelope(null, 'Risorsa non trovata') },
    );
    const form = renderSignIn();
    await enter(form, 'mario', 'segreta');
    await form.submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fields?page=1'));
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/auth/sign-in']);
    // The remotes this user loads come with it too: no call to the registry after signing in.
    expect(seen[0].params).toEqual({ include: 'user,remotes' });
    expect(takeSignInRemotes()).toEqual(remotes);
    expect(takeSignInRemotes()).toBeUndefined();
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', permissions: ['GESTORE'] });
  });

  it('applies the tenant of name@tenant before signing in', async () => {
    let tenantWhenSigningIn: string | undefined;
    const seen = serveApi(({ url }) => {
      if (url === '/api/tenants/beta') return { status: 200, body: envelope(BETA) };
      if (url === '/api/auth/sign-in') {
        tenantWhenSigningIn = authStore.getState().tenant?.name;
        return { status: 200, body: envelope({ accessToken: accessToken('beta'), expiresIn: 900 }) };
      }
      return {
        status: 200,
        body: envelope({ id: 7, name: 'Mario', lastName: 'Rossi', tenant: BETA, permissions: [] }),
      };
    });
    const form = renderSignIn('/sign-in');
    await enter(form, 'mario@beta', 'segreta');
    await form.submit();

    expect(await screen.findByText('Portale Beta')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 3000 });
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/tenants/beta',
      'POST /api/auth/sign-in',
      'GET /api/me',
    ]);
    expect(tenantWhenSigningIn).toBe('beta');
    expect(seen[1].data).toEqual({ username: 'mario@beta', password: 'segreta', tenantName: 'beta' });
  });
});
