import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { authStore, configureClientHooks, resetAuthStore } from '@portal/shared-auth';
import { FakeSocket, envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { NotificationsBell } from '../src/features/notifications/components/notifications-bell';
import type { Notification } from '../src/features/notifications/api/notifications';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

function notification(id: number, extra: Partial<Notification> = {}): Notification {
  return {
    id,
    subject: `Oggetto ${id}`,
    text: `Testo della notifica ${id}`,
    icon: 'report',
    image: null,
    link: null,
    useRouter: false,
    insDateTime: '2026-03-05T09:07:00',
    readDate: null,
    ...extra,
  };
}

/** A socket the test drives: it records its address and can deliver messages. */
interface Server {
  list: Notification[];
  markAllFails?: boolean;
}

function serve(server: Server): SeenRequest[] {
  return serveApi(({ method, url }) => {
    if (url === '/api/my-notifications') return { status: 200, body: envelope(server.list) };
    if (url === '/api/my-notifications/unread-count')
      return { status: 200, body: envelope(server.list.filter((item) => !item.readDate).length) };
    if (url === '/api/ws-connection-url')
      return { status: 200, body: envelope({ url: 'ws://portale/api/ws?ticket=t' }) };
    if (url === '/api/my-notifications/mark-all-as-read') {
      if (server.markAllFails)
        return { status: 500, body: { error: true, message: 'Errore del server', context: null } };
      server.list = server.list.map((item) => ({ ...item, readDate: item.readDate ?? '2026-03-05T10:00:00' }));
      return { status: 200, body: envelope(2) };
    }
    const read = /^\/api\/my-notifications\/(\d+)\/read$/.exec(url);
    if (method === 'POST' && read) {
      const id = Number(read[1]);
      server.list = server.list.map((item) => (item.id === id ? { ...item, readDate: '2026-03-05T10:00:00' } : item));
      return { status: 200, body: envelope(server.list.find((item) => item.id === id)) };
    }
    return { status: 404 };
  });
}

function renderBell() {
  return renderRoute(
    '/portal',
    <NotificationsBell live={{ createSocket: (url) => new FakeSocket(url), backoffMs: [10] }} />,
  );
}

const badge = () => screen.getByTestId('unread-badge');

async function openPanel() {
  await user.click(screen.getByRole('button', { name: 'Notifiche' }));
  return screen.findByRole('region', { name: 'Notifiche' });
}

beforeEach(() => {
  FakeSocket.all = [];
  resetAuthStore();
  authStore.setState({ status: 'signed-in', accessToken: 'x' });
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/portal' });
});

describe('NotificationsBell (spec 000 §2.3, §4)', () => {
  it('shows the unread count and the rows: subject, text, dd/MM/yyyy, HH:mm, the unread dot', async () => {
    serve({ list: [notification(1), notification(2, { readDate: '2026-03-04T10:00:00', icon: null })] });
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    const panel = await openPanel();
    const rows = within(panel).getAllByTestId('notification');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Oggetto 1')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Testo della notifica 1')).toBeInTheDocument();
    expect(within(rows[0]).getByText('05/03/2026, 09:07')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Segna come letto' })).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: 'Segna come letto' })).toBeNull();
    expect(within(panel).getByRole('heading', { name: 'Notifiche' })).toBeInTheDocument();
  });

  it('the dot has the tooltip; a single mark sets readDate locally and refetches the count only', async () => {
    const seen = serve({ list: [notification(1), notification(2)] });
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    const panel = await openPanel();
    const dot = within(within(panel).getAllByTestId('notification')[0]).getByRole('button', {
      name: 'Segna come letto',
    });
    await user.hover(dot);
    // The popover is a tooltip role too: the dot's is the other one.
    await waitFor(() =>
      expect(screen.getAllByRole('tooltip').some((tip) => tip.textContent === 'Segna come letto')).toBe(true),
    );
    const before = seen.length;
    await user.click(dot);
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(within(panel).getAllByTestId('notification')[0]).toHaveAttribute('data-unread', 'false');
    expect(seen.slice(before).map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/my-notifications/1/read',
      'GET /api/my-notifications/unread-count',
    ]);
    expect(seen[before].data).toBeUndefined();
  });

  it("'Segna tutto come letto' is disabled at 0; mark-all refetches the list, also after a failure", async () => {
    const server: Server = { list: [notification(1), notification(2)], markAllFails: true };
    const seen = serve(server);
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    const panel = await openPanel();
    const markAll = within(panel).getByRole('button', { name: 'Segna tutto come letto' });
    expect(markAll).toBeEnabled();

    let before = seen.length;
    await user.click(markAll);
    await waitFor(() => expect(seen.slice(before).map((r) => r.url)).toContain('/api/my-notifications'));
    expect(badge()).toHaveTextContent('2');

    server.markAllFails = false;
    before = seen.length;
    await user.click(markAll);
    await waitFor(() => expect(markAll).toBeDisabled());
    expect(seen.slice(before).map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/my-notifications/mark-all-as-read', '/api/my-notifications']),
    );
    expect(
      within(panel)
        .getAllByTestId('notification')
        .every((row) => row.dataset.unread === 'false'),
    ).toBe(true);
  });

  it("shows an image the portal serves, never another site's (a stored row is checked again)", async () => {
    serve({
      list: [
        notification(1, { image: '/favicon.svg' }),
        notification(2, { image: 'https://tracker.example/pixel.gif' }),
        notification(3, { image: 'javascript:alert(1)' }),
      ],
    });
    renderBell();
    await openPanel();
    await screen.findByText('Oggetto 3');
    const sources = [...document.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual(['/favicon.svg']);
  });

  it('empty state', async () => {
    serve({ list: [] });
    renderBell();
    const panel = await openPanel();
    expect(await within(panel).findByText('Nessuna notifica')).toBeInTheDocument();
    expect(within(panel).getByText('Quando avrai delle notifiche, appariranno qui.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Segna tutto come letto' })).toBeDisabled();
  });

  it('links: in-app through the router when useRouter, else a plain external link; close button', async () => {
    serve({
      list: [
        notification(1, { link: '/request-history', useRouter: true }),
        notification(2, { link: 'https://www.registroimprese.it', useRouter: false }),
      ],
    });
    renderBell();
    const panel = await openPanel();
    const rows = await within(panel).findAllByTestId('notification');
    const external = within(rows[1]).getByRole('link');
    expect(external).toHaveAttribute('href', 'https://www.registroimprese.it');
    expect(external).toHaveAttribute('target', '_blank');
    await user.click(within(rows[0]).getByRole('link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/request-history');
  });

  it('the close button closes the panel', async () => {
    serve({ list: [notification(1)] });
    renderBell();
    const panel = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Chiudi' }));
    // antd hides the popover by class (its styles are kept out of jsdom).
    await waitFor(() => expect(panel.closest('.ant-popover')).toHaveClass('ant-popover-hidden'));
  });

  it('a new notification arrives on the live channel; a closed socket reconnects with a new ticket', async () => {
    const seen = serve({ list: [notification(1)] });
    renderBell();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(FakeSocket.all[0].url).toBe('ws://portale/api/ws?ticket=t');

    act(() =>
      FakeSocket.all[0].push({
        type: 'notification',
        notification: notification(9, { subject: 'In diretta' }),
        unreadCount: 2,
      }),
    );
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    const panel = await openPanel();
    expect(within(within(panel).getAllByTestId('notification')[0]).getByText('In diretta')).toBeInTheDocument();

    act(() => FakeSocket.all[0].onclose?.({}));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(seen.filter((request) => request.url === '/api/ws-connection-url')).toHaveLength(2);
  });
});
