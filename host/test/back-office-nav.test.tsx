import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupUser } from '@portal/shared-ui/testing';
import { MemoryRouter } from '@portal/shared-auth/router';
import type { NavContribution } from '@portal/shared-ui';
import { authStore, resetAuthStore } from '@portal/shared-auth';
import { BackOfficeNav, backOfficeSections, collapsedKey } from '../src/layout/back-office-nav';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
  localStorage.clear();
  resetAuthStore();
  authStore.setState({ user: { id: 7 } as never });
});

const link = (id: string, title: string, section?: string): NavContribution => ({
  id,
  type: 'basic',
  title,
  link: `/${id}`,
  section,
});

const ITEMS: NavContribution[] = [
  link('requests', 'Le mie richieste'),
  {
    id: 'catalogue',
    type: 'collapsable',
    title: 'Catalogo',
    children: [link('fields', 'Campi', 'Catalogo'), link('processings', 'Elaborazioni', 'Elaborazioni')],
  },
  link('permission-management', 'Gestione permessi', 'Permessi'),
  link('products', 'Prodotti', 'Catalogo'),
];

function renderNav(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BackOfficeNav items={ITEMS} />
    </MemoryRouter>,
  );
}

describe('back-office side navigation', () => {
  it('groups the entries that name a section, in the order they come, and leaves the others out', () => {
    expect(backOfficeSections(ITEMS).map(({ title, entries }) => [title, entries.map((entry) => entry.id)])).toEqual([
      ['Catalogo', ['fields', 'products']],
      ['Elaborazioni', ['processings']],
      ['Permessi', ['permission-management']],
    ]);
  });

  it('marks the list of the record on screen as the current page', () => {
    Object.assign(window, { innerWidth: 1700 });
    renderNav('/field/CF_PIVA');
    expect(screen.getByRole('link', { name: 'Campi' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Prodotti' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Le mie richieste' })).not.toBeInTheDocument();
  });

  it('starts collapsed below 1600 px, and keeps what the user chose, per user', async () => {
    Object.assign(window, { innerWidth: 1440 });
    renderNav('/fields');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Espandi il back office' }));
    expect(screen.getByRole('link', { name: 'Campi' })).toBeInTheDocument();
    expect(localStorage.getItem(collapsedKey(7))).toBe('open');
    await user.click(screen.getByRole('button', { name: 'Comprimi il back office' }));
    expect(localStorage.getItem(collapsedKey(7))).toBe('collapsed');
    expect(collapsedKey(8)).not.toBe(collapsedKey(7));
  });
});
