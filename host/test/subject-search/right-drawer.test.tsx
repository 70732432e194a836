import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Link, MemoryRouter } from '@portal/shared-auth/router';
import { App, withRightDrawer } from '@portal/shared-ui';
import { configureClientHooks } from '@portal/shared-auth';
import { serveApi, envelope } from '@portal/shared-auth/testing';
import { QueryWrapper, setupUser } from '@portal/shared-ui/testing';
import { SubjectSearch } from '../../src/layout/subject-search';
import { drawerSize } from '../../src/features/right-drawer/right-drawer-panel';
import { RIGHT_DRAWER_EVENT, rightDrawer, rightDrawerStore } from '../../src/stores/right-drawer-store';
import { setRemote } from '../../src/remotes/remote-store';
import { MARIO, company, resetDrawer } from './fixtures';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

/** The customer remote, ready, contributing `Content` to one of the drawer's slots. */
function contributeSlot(slot: 'productSelection' | 'requestDrawer', Content: unknown) {
  const contribution = {
    title: 'Richieste',
    routes: [],
    navigation: [],
    [slot]: () => Promise.resolve({ default: Content }),
  };
  act(() => setRemote({ name: 'remote_customer', status: 'ready', contribution } as never));
}

function renderLayout() {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/portal' });
  return render(
    <App>
      <MemoryRouter initialEntries={['/portal']}>
        <SubjectSearch />
        <Link to="/service-list">Servizi</Link>
        <Link to="/line/detail/12?service=-1">Linea</Link>
        <Link
          to="/portal"
          state={withRightDrawer({ view: 'PRODUCT_SELECTION', subject: { type: 'PG', company: company(4) } })}
        >
          Indietro
        </Link>
      </MemoryRouter>
    </App>,
    { wrapper: QueryWrapper },
  );
}

beforeEach(() => {
  resetDrawer();
  serveApi(() => ({ status: 200, body: envelope([]) }));
});

describe('right-hand drawer', () => {
  it('product selection is 80% wide on large screens, else 50%; other views keep a side width', async () => {
    expect(drawerSize('PRODUCT_SELECTION', { md: true, lg: true })).toBe('80%');
    expect(drawerSize('PRODUCT_SELECTION', { md: true, lg: false })).toBe('50%');
    // A phone: the whole width (issue 46).
    expect(drawerSize('PRODUCT_SELECTION', { md: false, lg: false })).toBe('100%');
    expect(drawerSize('SEARCH_COMPANY', { md: true, lg: true })).toBe('min(560px, 100%)');
  });

  it('any navigation closes it, opening /line/detail/{id} included', async () => {
    renderLayout();
    act(() => rightDrawer.openProductSelection({ type: 'PG', company: company(3) }));
    expect(await screen.findByText('Risultato ricerca')).toBeInTheDocument();
    await user.click(screen.getByText('Servizi'));
    await waitFor(() => expect(rightDrawerStore.getState().view).toBe('none'));

    act(() => rightDrawer.openSearch());
    expect(rightDrawerStore.getState().view).toBe('SEARCH_COMPANY');
    await user.click(screen.getByText('Linea'));
    await waitFor(() => expect(rightDrawerStore.getState().view).toBe('none'));
  });

  it('a navigation that asks for a view opens it once done (a remote going back reopens product selection)', async () => {
    renderLayout();
    act(() => rightDrawer.openSearch());
    await user.click(screen.getByText('Indietro'));
    await waitFor(() => expect(rightDrawerStore.getState().view).toBe('PRODUCT_SELECTION'));
    expect(rightDrawerStore.getState().subject).toEqual({ type: 'PG', company: company(4) });
    await user.click(screen.getByText('Servizi'));
    await waitFor(() => expect(rightDrawerStore.getState().view).toBe('none'));
  });

  it('shows a person with codice fiscale and birth details', async () => {
    renderLayout();
    act(() => rightDrawer.openProductSelection({ type: 'PF', person: MARIO }));
    expect(await screen.findByText('MARIO ROSSI')).toBeInTheDocument();
    expect(screen.getByText('RSSMRA80A01H501U')).toBeInTheDocument();
    expect(screen.getByText('Roma, 01/01/1980')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Risultati ricerca/ })).not.toBeInTheDocument();
  });

  it("fills the product-selection slot with a remote's content, given the subject", async () => {
    const Content = ({ subject }: { subject: { type: string } }) => <p>Servizi per {subject.type}</p>;
    contributeSlot('productSelection', Content);
    renderLayout();
    act(() => rightDrawer.openProductSelection({ type: 'PG', company: company(4) }));
    expect(await screen.findByText('Servizi per PG')).toBeInTheDocument();
  });

  it("request views show a remote's content for the accounting movement id", async () => {
    const Content = ({ view, movementId }: { view: string; movementId: number }) => (
      <p>
        {view} del movimento {movementId}
      </p>
    );
    contributeSlot('requestDrawer', Content);
    renderLayout();
    act(() => rightDrawer.openRequestDetail(42));
    expect(await screen.findByText('Dettaglio richiesta')).toBeInTheDocument();
    expect(await screen.findByText('REQUEST_DETAIL del movimento 42')).toBeInTheDocument();
    act(() => rightDrawer.openCompaniesInSearchRequest(43));
    expect(await screen.findByText('COMPANIES_IN_SEARCH_REQUEST del movimento 43')).toBeInTheDocument();
    act(() => rightDrawer.close());
    await waitFor(() => expect(screen.queryByText('Dettaglio richiesta')).not.toBeInTheDocument());
  });

  it('a remote opens a view with a window event', async () => {
    renderLayout();
    act(() => {
      window.dispatchEvent(
        new CustomEvent(RIGHT_DRAWER_EVENT, {
          detail: { view: 'PRODUCT_SELECTION', subject: { type: 'PF', person: MARIO } },
        }),
      );
    });
    expect(await screen.findByText('MARIO ROSSI')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new CustomEvent(RIGHT_DRAWER_EVENT, { detail: { view: 'COMPANIES_IN_SEARCH_REQUEST', movementId: 7 } }),
      );
    });
    expect(rightDrawerStore.getState()).toMatchObject({ view: 'COMPANIES_IN_SEARCH_REQUEST', movementId: 7 });
    act(() => {
      window.dispatchEvent(new CustomEvent(RIGHT_DRAWER_EVENT, { detail: { view: 'none' } }));
    });
    expect(rightDrawerStore.getState().view).toBe('none');
  });
});
