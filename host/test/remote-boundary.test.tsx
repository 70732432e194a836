import { act, render, screen, waitFor } from '@testing-library/react';
import { authStore } from '@portal/shared-auth';
import { queryClient } from '@portal/shared-auth/query';
import type { UserEvent } from '@testing-library/user-event';
import { setupUser } from '@portal/shared-ui/testing';
import { RemoteBoundary } from '../src/remotes/remote-boundary';
import type { PageLoader, RemoteContribution, RoutePrefetchContext } from '@portal/shared-ui';
import { RemotePage } from '../src/remotes/remote-page';
import { loadPage, preloadPageAt } from '../src/remotes/page-modules';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

let broken = true;

function Flaky() {
  if (broken) throw new Error('remoteEntry.js non raggiungibile');
  return <p>Pagina del remoto</p>;
}

beforeEach(() => {
  broken = true;
  // React and the boundary report the caught error; expected here.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteBoundary', () => {
  it("shows the Italian fallback with 'Riprova' when its child throws", async () => {
    render(
      <RemoteBoundary title="Area clienti" onRetry={jest.fn()}>
        <Flaky />
      </RemoteBoundary>,
    );
    // The fallback's code loads when a remote first fails.
    expect(await screen.findByText('La sezione «Area clienti» non è al momento disponibile')).toBeInTheDocument();
    expect(screen.getByText('Riprova')).toBeInTheDocument();
  });

  it('renders the child again on Riprova, without a page reload', async () => {
    const onRetry = jest.fn();
    render(
      <>
        <p>Resto del portale</p>
        <RemoteBoundary title="Area clienti" onRetry={onRetry}>
          <Flaky />
        </RemoteBoundary>
      </>,
    );
    expect(screen.getByText('Resto del portale')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByText('Riprova'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Pagina del remoto')).toBeInTheDocument();
    expect(screen.queryByText('Riprova')).not.toBeInTheDocument();
  });
});

describe('RemotePage', () => {
  it('loads the page again on Riprova after a failed load', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk non caricato'))
      .mockResolvedValueOnce({ default: () => <p>Campi</p> });
    render(<RemotePage load={load} title="Amministrazione catalogo" />);

    expect(
      await screen.findByText('La sezione «Amministrazione catalogo» non è al momento disponibile'),
    ).toBeInTheDocument();
    await act(async () => await user.click(screen.getByText('Riprova')));

    expect(await screen.findByText('Campi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('remote pages loaded ahead', () => {
  const contribution = (load: PageLoader): RemoteContribution => ({
    title: 'Area clienti',
    navigation: [],
    routes: [
      { path: 'help-center', load: jest.fn() },
      { path: 'line/detail/:lineId', load },
    ],
  });

  it('starts loading the page of the current path when the contribution arrives', async () => {
    const load = jest.fn(async () => ({ default: () => <p>Servizio</p> }));
    const customer = contribution(load);
    await preloadPageAt(customer, { pathname: '/line/detail/7', search: '' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(customer.routes[0].load).not.toHaveBeenCalled();
    const elsewhere = contribution(jest.fn());
    await preloadPageAt(elsewhere, { pathname: '/portal', search: '' });
    expect(elsewhere.routes[1].load).not.toHaveBeenCalled();
  });

  it("asks for the page's first data with its code, for a user the route admits", async () => {
    const prefetch = jest.fn<void, [RoutePrefetchContext]>();
    const customer: RemoteContribution = {
      title: 'Area clienti',
      navigation: [],
      routes: [
        { path: 'line/detail/:lineId', load: jest.fn(async () => ({ default: () => null })), prefetch },
        {
          path: 'cruscotto',
          authorities: ['CRUSCOTTO'],
          load: jest.fn(async () => ({ default: () => null })),
          prefetch,
        },
      ],
    };
    authStore.setState({ status: 'signed-in', permissions: [] });
    await preloadPageAt(customer, { pathname: '/line/detail/7', search: '?productId=3' });
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const [{ params, search, queryClient: client }] = prefetch.mock.calls[0];
    expect(params).toEqual({ lineId: '7' });
    expect(search.get('productId')).toBe('3');
    // The page's own client: what the prefetch caches is what the page's hooks read.
    expect(client).toBe(queryClient);

    // Not for a route the user may not open, nor before the session is known.
    await preloadPageAt(customer, { pathname: '/cruscotto', search: '' });
    authStore.setState({ status: 'unknown', permissions: [] });
    await preloadPageAt(customer, { pathname: '/line/detail/7', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('draws a page that has arrived at once, without the spinner', async () => {
    const load = jest.fn(async () => ({ default: () => <p>Servizio</p> }));
    await act(async () => void (await loadPage(load)));
    render(<RemotePage load={load} title="Area clienti" />);
    expect(screen.getByText('Servizio')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the new page when the same slot is given another page', async () => {
    const first = jest.fn(async () => ({ default: () => <p>Prima pagina</p> }));
    const second = jest.fn(async () => ({ default: () => <p>Seconda pagina</p> }));
    const { rerender } = render(<RemotePage load={first} title="Area clienti" />);
    expect(await screen.findByText('Prima pagina')).toBeInTheDocument();
    rerender(<RemotePage load={second} title="Area clienti" />);
    expect(await screen.findByText('Seconda pagina')).toBeInTheDocument();
    expect(screen.queryByText('Prima pagina')).not.toBeInTheDocument();
  });
});

it('is not drawn again when the layout draws again as another remote arrives (same page, same title)', async () => {
  let draws = 0;
  function Page() {
    draws += 1;
    return <p>Campi</p>;
  }
  const load = jest.fn(async () => ({ default: Page }));
  const { rerender } = render(<RemotePage load={load} title="Amministrazione catalogo" />);
  expect(await screen.findByText('Campi')).toBeInTheDocument();
  const before = draws;
  rerender(<RemotePage load={load} title="Amministrazione catalogo" />);
  expect(draws).toBe(before);
});
