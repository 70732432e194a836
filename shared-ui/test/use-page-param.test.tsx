import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupUser } from '@portal/shared-ui/testing';
import { MemoryRouter, useLocation } from '@portal/shared-auth/router';
import { usePageParam } from '../src/list/use-page-param';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

function Harness() {
  const [page, setPage] = usePageParam();
  const location = useLocation();
  return (
    <>
      <output aria-label="page">{page}</output>
      <output aria-label="search">{location.search}</output>
      <button onClick={() => setPage(page + 1)}>avanti</button>
      <button onClick={() => setPage(0)}>inizio</button>
    </>
  );
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );
}

const shown = (label: string) => screen.getByLabelText(label).textContent;

describe('usePageParam', () => {
  it('reads the zero-based page from the query string', async () => {
    renderAt('/fields?page=3');
    expect(shown('page')).toBe('3');
  });

  it('treats a missing or invalid page as the first', async () => {
    renderAt('/fields?page=abc');
    expect(shown('page')).toBe('0');
  });

  it('writes the page into the query string, keeping other parameters, and drops it on page 0', async () => {
    renderAt('/lines?serviceId=4');
    await user.click(screen.getByText('avanti'));
    expect(shown('page')).toBe('1');
    expect(shown('search')).toBe('?serviceId=4&page=1');
    await user.click(screen.getByText('inizio'));
    expect(shown('search')).toBe('?serviceId=4');
  });
});
