import { useLayoutEffect } from 'react';
import { screen } from '@testing-library/react';
import { authStore, resetAuthStore } from '@portal/shared-auth';
import { currentUser, envelope, FakeSocket, serveApi } from '@portal/shared-auth/testing';
import { renderRoute, screenOf } from '@portal/shared-ui/testing';
import { MainLayout } from '../src/layout/main-layout';

const TENANT = { instanceCode: 'ALFA', name: 'alfa', descr: 'Alfa', palette: 'brand' as const, preProduction: false };

const original = { matchMedia: window.matchMedia, WebSocket: window.WebSocket };
beforeEach(() => {
  // The bell's live channel, which would otherwise open a real socket.
  window.WebSocket = FakeSocket as unknown as typeof WebSocket;
  resetAuthStore();
  const user = currentUser({ id: 3, name: 'Marco', tenant: TENANT });
  authStore.setState({ status: 'signed-in', user, permissions: user.permissions, tenant: TENANT, accessToken: 'x' });
  serveApi(({ url }) => {
    if (url === '/api/me/credit') return { status: 200, body: envelope({ credit: '100.00' }) };
    if (url === '/api/my-notifications/unread-count') return { status: 200, body: envelope(0) };
    if (url === '/api/my-notifications') return { status: 200, body: envelope([]) };
    if (url === '/api/ws-connection-url') return { status: 200, body: envelope({ url: 'ws://portale/api/ws?t=1' }) };
    return { status: 404 };
  });
});
afterEach(() => {
  Object.assign(window, original);
});

/** What the page's first commit found in the frame around it. */
function firstCommitOf(width: number) {
  screenOf(width);
  const first: Record<string, boolean> = {};
  function Page() {
    useLayoutEffect(() => {
      first.page = Boolean(document.querySelector('h2'));
      first.search = Boolean(screen.queryByRole('textbox', { name: 'Cerca soggetto' }));
      first.profile = Boolean(screen.queryByRole('button', { name: 'Profilo' }));
      first.notifications = Boolean(screen.queryByRole('button', { name: 'Notifiche' }));
      first.sideNavigation = Boolean(screen.queryByTestId('nav-side'));
    }, []);
    return <h2>Benvenuto, Marco</h2>;
  }
  renderRoute(
    '/portal',
    <MainLayout>
      <Page />
    </MainLayout>,
  );
  return first;
}

describe('the frame of a signed-in page', () => {
  it("paints the page and the search bar first; the bar's corner comes right after, in a second render", async () => {
    const first = firstCommitOf(390);
    // On a phone the search bar is the top bar's second row: it is there from the start, or the
    // page would move down when it came.
    expect(first).toMatchObject({ page: true, search: true, profile: false, notifications: false });
    expect(await screen.findByRole('button', { name: 'Profilo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifiche' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: /^Credito del cliente: 100,00\s€$/ })).toBeInTheDocument();
  });

  it('on a tablet the side navigation, beside the page, is there from the first paint', () => {
    expect(firstCommitOf(700)).toMatchObject({ page: true, sideNavigation: true });
  });
});
