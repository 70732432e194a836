import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, setupUser } from '@portal/shared-ui/testing';
import { authStore, configureClientHooks, resetAuthStore, type CurrentUser } from '@portal/shared-auth';
import { currentUser, envelope, serveApi } from '@portal/shared-auth/testing';
import { PALETTES } from '@portal/shared-ui';
import { renderRoute } from '@portal/shared-ui/testing';
import { UserPanel } from '../src/features/user-panel/components/user-panel';
import { PREMIUM_GOLD } from '../src/features/user-panel/components/accounts-menu';
import { TOP_BAR_COLOURS, topBarColour, topBarMode } from '../src/features/user-panel/top-bar-colour';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const TENANT = { instanceCode: 'ALFA', name: 'alfa', descr: 'Alfa', palette: 'brand' as const, preProduction: false };

function profile(extra: Partial<CurrentUser> = {}): CurrentUser {
  return currentUser({
    id: 3,
    login: 'mutaforma',
    name: 'Luca',
    lastName: 'Ferrari',
    email: 'luca@alfa.it',
    tenant: TENANT,
    ...extra,
  });
}

function signedIn(current: CurrentUser) {
  authStore.setState({
    status: 'signed-in',
    user: current,
    permissions: current.permissions,
    tenant: TENANT,
    accessToken: 'x',
  });
}

const ACCOUNTS = Array.from({ length: 12 }, (_, index) => ({
  clientId: index + 1,
  clientName: `Cliente ${index + 1}`,
  users: [
    { login: `master${index + 1}`, firstname: 'Marco', surname: `Rossi${index + 1}`, isMaster: true },
    { login: `utente${index + 1}`, firstname: 'Anna', surname: `Neri${index + 1}`, isMaster: false },
  ],
}));

async function openPanel() {
  await user.click(screen.getByRole('button', { name: /Profilo/ }));
  const panel = await screen.findByRole('region', { name: 'Profilo' });
  // The panel's entries load with its first opening.
  await within(panel).findByRole('menu');
  return panel;
}

beforeEach(() => {
  resetAuthStore();
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/portal' });
  // startImpersonation ends with a full page load, which jsdom does not implement.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('UserPanel (spec 000 §2.4)', () => {
  it("'Profilo', 'Connesso come' name and surname, the user navigation; items navigate", async () => {
    signedIn(profile({ login: 'cliente', name: 'Marco', lastName: 'Rossi' }));
    renderRoute('/portal', <UserPanel />);
    const panel = await openPanel();
    expect(within(panel).getByRole('heading', { name: 'Profilo' })).toBeInTheDocument();
    expect(within(panel).getByText('Connesso come')).toBeInTheDocument();
    expect(within(panel).getByTestId('signed-in-as')).toHaveTextContent('Marco Rossi');
    for (const title of ['Cambia password', 'Orari', 'Esci'])
      expect(within(panel).getByText(title)).toBeInTheDocument();
    // Without the shapeshifter permission there is no accounts menu.
    expect(within(panel).queryByText('Impersona un utente')).toBeNull();
    await user.click(within(panel).getByText('Orari'));
    expect(screen.getByTestId('location')).toHaveTextContent('/schedule');
  });

  it("MUTAFORMA: accounts menu, 'Cerca' focused after 200 ms, at most 10 accounts, gold premium icon", async () => {
    signedIn(profile({ permissions: ['MUTAFORMA'] }));
    const seen = serveApi(({ url, params }) => {
      if (url !== '/api/impersonation/accounts') return { status: 404 };
      const search = (params as { search?: string }).search;
      return {
        status: 200,
        body: envelope(search ? ACCOUNTS.filter((a) => a.clientName.endsWith(` ${search}`)) : ACCOUNTS),
      };
    });
    renderRoute('/portal', <UserPanel />);
    const panel = await openPanel();
    await user.click(within(panel).getByText('Impersona un utente'));
    const search = within(panel).getByPlaceholderText('Cerca');
    expect(search).not.toHaveFocus();
    await waitFor(() => expect(search).toHaveFocus());

    await within(panel).findByText('Cliente 1');
    expect(within(panel).getByText('Cliente 10')).toBeInTheDocument();
    expect(within(panel).queryByText('Cliente 11')).toBeNull();

    await user.click(within(panel).getByText('Cliente 2'));
    const master = await within(panel).findByText(/Marco Rossi2/);
    const crown = within(master.closest('li')!).getByRole('img', { name: 'premium' });
    expect(crown).toHaveStyle({ color: PREMIUM_GOLD });
    const plain = within(panel).getByText(/Anna Neri2/);
    expect(within(plain.closest('li')!).queryByRole('img', { name: 'premium' })).toBeNull();

    await fill(user, search, '7');
    await within(panel).findByText('Cliente 7');
    await waitFor(() => expect(within(panel).queryByText('Cliente 1')).toBeNull());
    expect(seen.at(-1)?.params).toEqual({ search: '7' });
  });

  it('choosing a user starts the impersonation with its login', async () => {
    signedIn(profile({ permissions: ['MUTAFORMA'] }));
    const seen = serveApi(({ url }) => {
      if (url === '/api/impersonation/accounts') return { status: 200, body: envelope(ACCOUNTS.slice(0, 1)) };
      if (url === '/api/auth/impersonation')
        return { status: 200, body: envelope({ accessToken: 'h.e30.s', expiresIn: 300 }) };
      return {
        status: 200,
        body: envelope(
          profile({
            login: 'utente1',
            name: 'Anna',
            lastName: 'Neri1',
            impersonator: { login: 'mutaforma', name: 'Luca', lastName: 'Ferrari' },
          }),
        ),
      };
    });
    renderRoute('/portal', <UserPanel />);
    const panel = await openPanel();
    await user.click(within(panel).getByText('Impersona un utente'));
    await user.click(await within(panel).findByText('Cliente 1'));
    await user.click(await within(panel).findByText(/Anna Neri1/));
    await waitFor(() => expect(seen.some((request) => request.url === '/api/auth/impersonation')).toBe(true));
    const start = seen.find((request) => request.url === '/api/auth/impersonation')!;
    expect(start.method).toBe('POST');
    expect(start.data).toEqual({ login: 'utente1' });
    await waitFor(() => expect(authStore.getState().user?.login).toBe('utente1'));
  });

  it("while impersonating: the item with the user's name and an X that ends it", async () => {
    signedIn(
      profile({
        login: 'cliente',
        name: 'Marco',
        lastName: 'Rossi',
        impersonator: { login: 'mutaforma', name: 'Luca', lastName: 'Ferrari' },
      }),
    );
    const seen = serveApi(({ url }) =>
      url === '/api/auth/impersonation'
        ? { status: 200, body: envelope({ accessToken: 'h.e30.s', expiresIn: 300 }) }
        : { status: 200, body: envelope(profile({ permissions: ['MUTAFORMA'] })) },
    );
    renderRoute('/portal', <UserPanel />);
    const panel = await openPanel();
    const item = within(panel).getByTestId('impersonation-item');
    expect(item).toHaveTextContent('Marco Rossi');
    expect(within(panel).queryByText('Impersona un utente')).toBeNull();
    // The server refuses a password change while impersonating: it is not offered.
    expect(within(panel).queryByText('Cambia password')).toBeNull();
    expect(within(panel).getByText('Orari')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Termina impersonificazione' }));
    await waitFor(() => expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/api/auth/impersonation' }));
    await waitFor(() => expect(authStore.getState().user?.impersonator).toBeNull());
  });

  it('without an impersonation there is no exit item', async () => {
    signedIn(profile({ permissions: ['MUTAFORMA'] }));
    renderRoute('/portal', <UserPanel />);
    const panel = await openPanel();
    expect(within(panel).queryByTestId('impersonation-item')).toBeNull();
  });
});

describe('top-bar colour (spec 000 §2.2)', () => {
  it('impersonating, pre-production and normal each have their colour; impersonating wins', async () => {
    expect(topBarMode({ impersonating: true, preProduction: true })).toBe('impersonating');
    expect(topBarMode({ impersonating: false, preProduction: true })).toBe('pre-production');
    expect(topBarMode({ impersonating: false, preProduction: false })).toBe('normal');
    expect(topBarColour('normal', 'teal')).toBe(PALETTES.teal.header);
    expect(topBarColour('impersonating', 'teal')).toBe(TOP_BAR_COLOURS.impersonating);
    expect(topBarColour('pre-production', 'brand')).toBe(TOP_BAR_COLOURS['pre-production']);
    const colours = new Set([
      TOP_BAR_COLOURS.impersonating,
      TOP_BAR_COLOURS['pre-production'],
      ...Object.values(PALETTES).map((palette) => palette.header),
    ]);
    expect(colours.size).toBe(2 + Object.keys(PALETTES).length);
  });
});
