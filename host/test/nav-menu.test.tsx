import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupUser } from '@portal/shared-ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/shared-auth/router';
import { App, type NavContribution } from '@portal/shared-ui';
import { authStore, resetAuthStore } from '@portal/shared-auth';
import { currentUser, envelope, serveApi } from '@portal/shared-auth/testing';
import { NAV_PANEL_WIDTH, NavigationPanel, NavMenu } from '../src/layout/nav-menu';
import { navigationMode, selectedEntry, visibleNavigation } from '../src/layout/navigation-model';
import { HOST_NAVIGATION } from '../src/layout/host-navigation';
import { AppRoutes } from '../src/app/app-routes';
import { remotesStore } from '../src/remotes/remote-store';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const ITEMS: NavContribution[] = [
  { id: 'portal', type: 'basic', title: 'Portale', icon: 'home', link: '/portal' },
  {
    id: 'reports',
    type: 'basic',
    title: 'Report',
    subtitle: 'Ultimi 30 giorni',
    link: '/reports',
    badge: { title: '3' },
  },
  { id: 'off', type: 'basic', title: 'In arrivo', link: '/soon', disabled: true },
  { id: 'nowhere', type: 'basic', title: 'Senza collegamento' },
  { id: 'line', type: 'divider' },
  { id: 'gap', type: 'spacer' },
  {
    id: 'catalogue',
    type: 'group',
    title: 'Catalogo',
    children: [{ id: 'fields', type: 'basic', title: 'Campi', link: '/fields' }],
  },
  {
    id: 'admin',
    type: 'collapsable',
    title: 'Amministrazione',
    children: [{ id: 'users', type: 'basic', title: 'Utenti', link: '/users' }],
  },
  {
    id: 'more',
    type: 'aside',
    title: 'Risorse',
    children: [{ id: 'help', type: 'basic', title: 'Aiuto', link: '/help' }],
  },
];

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderWithRouter(ui: React.ReactNode, url = '/portal') {
  return render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <Location />
      </MemoryRouter>
    </App>,
  );
}

describe('navigation model', () => {
  it('the hidden predicate sees the permissions; authorities still apply; empty asides go', async () => {
    const items: NavContribution[] = [
      { id: 'a', type: 'basic', title: 'A', link: '/a', hidden: ({ permissions }) => !permissions.includes('X') },
      { id: 'b', type: 'basic', title: 'B', link: '/b', hidden: () => false, authorities: ['Y'] },
      { id: 'c', type: 'aside', title: 'C', children: [{ id: 'c1', type: 'basic', title: 'C1', hidden: () => true }] },
    ];
    expect(visibleNavigation(items, []).map((item) => item.id)).toEqual([]);
    expect(visibleNavigation(items, ['X']).map((item) => item.id)).toEqual(['a']);
    expect(visibleNavigation(items, ['X', 'Y']).map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('selects the entry of the page or of its closest parent path', async () => {
    expect(selectedEntry(ITEMS, '/fields')?.id).toBe('fields');
    expect(selectedEntry(ITEMS, '/users/7')?.id).toBe('users');
    expect(selectedEntry(ITEMS, '/altro')).toBeNull();
  });

  it('horizontal from md up, side between sm and md, over below sm', async () => {
    expect(navigationMode({ sm: true, md: true })).toBe('horizontal');
    expect(navigationMode({ sm: true, md: false })).toBe('side');
    expect(navigationMode({ sm: false, md: false })).toBe('over');
    // Before the first measure antd reports nothing: the wide layout.
    expect(navigationMode({})).toBe('horizontal');
  });

  it('the host has the schedule entry', async () => {
    expect(HOST_NAVIGATION.find((item) => item.id === 'schedule')).toMatchObject({ title: 'Orari', link: '/schedule' });
  });
});

describe('NavMenu', () => {
  it('renders every item type: title, subtitle, icon, badge, disabled, group, divider, spacer', async () => {
    renderWithRouter(<NavMenu items={ITEMS} mode="inline" />);
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).getByText('Portale')).toBeInTheDocument();
    expect(within(nav).getByText('Ultimi 30 giorni')).toBeInTheDocument();
    expect(screen.getByTestId('badge-reports')).toHaveTextContent('3');
    expect(within(nav).getByText('In arrivo').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('list', { name: 'Catalogo' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Campi' })).toHaveAttribute('href', '/fields');
    expect(within(nav).getByRole('separator')).toBeInTheDocument();
    expect(nav.querySelector('.portal-nav-spacer')).not.toBeNull();
    expect(within(nav).getByRole('button', { name: 'Amministrazione' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('button', { name: 'Risorse' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Portale/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Report/ })).not.toHaveAttribute('aria-current');
  });

  it('a collapsable folds its entries under it, open on the branch of the current page', async () => {
    renderWithRouter(<NavMenu items={ITEMS} mode="inline" />, '/users/7');
    const toggle = screen.getByRole('button', { name: 'Amministrazione' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Utenti' })).toHaveAttribute('aria-current', 'page');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Utenti' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Risorse' }));
    await user.click(screen.getByRole('link', { name: 'Aiuto' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/help');
  });

  it('navigates through the router; an entry without a link only logs an error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onNavigate = jest.fn();
    renderWithRouter(<NavMenu items={ITEMS} mode="inline" onNavigate={onNavigate} />);
    await user.click(screen.getByText('Senza collegamento'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"nowhere" non ha un collegamento'));
    expect(screen.getByTestId('location')).toHaveTextContent('/portal');
    expect(onNavigate).not.toHaveBeenCalled();

    await user.click(screen.getByText('Campi'));
    expect(screen.getByTestId('location')).toHaveTextContent('/fields');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('an external entry opens another site in a new tab', async () => {
    renderWithRouter(
      <NavMenu
        items={[{ id: 'site', type: 'basic', title: 'Sito', link: 'https://example.org', externalLink: true }]}
        mode="inline"
      />,
    );
    const link = screen.getByRole('link', { name: 'Sito' });
    expect(link).toHaveAttribute('href', 'https://example.org');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a disabled entry does nothing', async () => {
    renderWithRouter(<NavMenu items={ITEMS} mode="inline" />);
    await user.click(screen.getByText('In arrivo'));
    expect(screen.getByTestId('location')).toHaveTextContent('/portal');
  });
});

describe('NavMenu in the top bar', () => {
  it('groups open their entries in a popup: Escape closes it and gives the focus back', async () => {
    renderWithRouter(<NavMenu items={ITEMS} mode="horizontal" />);
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    // Without room to measure (jsdom) everything fits: "Altro" is out of the row.
    expect(within(nav).queryByRole('button', { name: 'Altro' })).not.toBeInTheDocument();
    expect(within(nav).queryByText('Ultimi 30 giorni')).not.toBeInTheDocument();
    const catalogue = within(nav).getByRole('button', { name: 'Catalogo' });
    expect(within(nav).queryByRole('link', { name: 'Campi' })).not.toBeInTheDocument();
    await user.click(catalogue);
    expect(catalogue).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Campi' })).toBeVisible();
    await user.keyboard('{Tab}');
    expect(within(nav).getByRole('link', { name: 'Campi' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(catalogue).toHaveAttribute('aria-expanded', 'false');
    expect(catalogue).toHaveFocus();
  });

  it('a click elsewhere closes the popup; choosing an entry closes it and navigates', async () => {
    renderWithRouter(<NavMenu items={ITEMS} mode="horizontal" />);
    await user.click(screen.getByRole('button', { name: 'Amministrazione' }));
    expect(screen.getByRole('link', { name: 'Utenti' })).toBeVisible();
    await user.click(screen.getByTestId('location'));
    expect(screen.queryByRole('link', { name: 'Utenti' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Amministrazione' }));
    await user.click(screen.getByRole('link', { name: 'Utenti' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/users');
    expect(screen.getByRole('button', { name: 'Amministrazione' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Amministrazione' }).closest('li')).toHaveClass(
      'portal-nav-bar-item-selected',
    );
  });

  it('the entries that do not fit go under "Altro"', async () => {
    // Every entry 100 px wide, the row 350: two entries and "Altro" fit.
    const width = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    const room = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(350);
    try {
      renderWithRouter(<NavMenu items={ITEMS} mode="horizontal" />, '/soon');
      const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
      expect(within(nav).getByRole('link', { name: /Portale/ })).toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: /Report/ })).toBeInTheDocument();
      expect(within(nav).queryByRole('button', { name: 'Catalogo' })).not.toBeInTheDocument();
      await user.click(within(nav).getByRole('button', { name: 'Altro' }));
      expect(within(nav).getByRole('list', { name: 'Catalogo' })).toBeInTheDocument();
      await user.click(within(nav).getByRole('link', { name: 'Campi' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/fields');
    } finally {
      width.mockRestore();
      room.mockRestore();
    }
  });
});

describe('NavigationPanel', () => {
  function Panel({ mode, initial }: { mode: 'side' | 'over'; initial: boolean }) {
    const [open, setOpen] = useState(initial);
    return (
      <>
        <button onClick={() => setOpen(!open)}>Apri navigazione</button>
        <NavigationPanel items={ITEMS} mode={mode} open={open} onOpenChange={setOpen} />
      </>
    );
  }

  it(`side: a ${NAV_PANEL_WIDTH} px panel beside the content that stays open while navigating`, async () => {
    renderWithRouter(<Panel mode="side" initial />);
    const panel = screen.getByTestId('nav-side');
    expect(panel).toHaveStyle({ width: '280px' });
    await user.click(within(panel).getByText('Campi'));
    expect(screen.getByTestId('location')).toHaveTextContent('/fields');
    expect(panel).toHaveStyle({ width: '280px' });
    await user.click(screen.getByText('Apri navigazione'));
    expect(panel).toHaveStyle({ width: '0px' });
    expect(within(panel).queryByText('Campi')).not.toBeInTheDocument();
  });

  it('over: a drawer that closes when an entry is chosen', async () => {
    renderWithRouter(<Panel mode="over" initial={false} />);
    expect(screen.queryByText('Navigazione')).not.toBeInTheDocument();
    await user.click(screen.getByText('Apri navigazione'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Navigazione')).toBeInTheDocument();
    await user.click(within(drawer).getByText('Campi'));
    expect(screen.getByTestId('location')).toHaveTextContent('/fields');
    await waitFor(() => expect(document.querySelector('.portal-nav-over .ant-drawer-open')).toBeNull());
  });
});

describe('layout switch (spec 000 §2.1)', () => {
  beforeEach(() => {
    resetAuthStore();
    authStore.setState({
      status: 'signed-in',
      tenant: { instanceCode: 'ALFA', name: 'alfa', descr: 'Portale Alfa', palette: 'default', preProduction: false },
      user: currentUser({ email: '', clientName: '', passwordDurationDays: 90 }),
      permissions: [],
      accessToken: 'token',
    });
    // The top bar's bell asks for its count and its live channel; nothing else is called.
    serveApi(({ url }) => (url.endsWith('/unread-count') ? { status: 200, body: envelope(0) } : { status: 0 }));
    const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });
    remotesStore.setState({
      registryLoaded: true,
      registryError: false,
      remotes: {
        demo: {
          name: 'demo',
          status: 'ready',
          contribution: {
            title: 'Demo',
            navigation: [],
            routes: [
              { path: 'bare', load: page('pagina senza layout'), layout: 'empty' },
              { path: 'framed', load: page('pagina con layout') },
            ],
          },
        },
      },
    });
  });

  function renderApp(url: string) {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={<AppRoutes />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('route data: a route with layout empty renders without the top bar', async () => {
    renderApp('/bare');
    expect(await screen.findByText('pagina senza layout')).toBeInTheDocument();
    expect(screen.queryByTestId('top-bar')).not.toBeInTheDocument();
  });

  it('default modern: the top bar and the navigation', async () => {
    renderApp('/framed');
    expect(await screen.findByText('pagina con layout')).toBeInTheDocument();
    expect(screen.getByTestId('top-bar')).toBeInTheDocument();
  });

  it('query parameter: ?layout=empty renders the same page bare', async () => {
    renderApp('/framed?layout=empty');
    expect(await screen.findByText('pagina con layout')).toBeInTheDocument();
    expect(screen.queryByTestId('top-bar')).not.toBeInTheDocument();
  });

  it('the schedule page is a signed-in page of the modern layout', async () => {
    renderApp('/schedule');
    expect(await screen.findByRole('heading', { name: 'Orari' })).toBeInTheDocument();
    expect(screen.getByTestId('top-bar')).toBeInTheDocument();
  });
});
