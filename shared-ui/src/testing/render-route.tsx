import { useState, type ReactElement, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/shared-auth/router';
import App from 'antd/es/app';
import { createQueryClient } from '@portal/shared-auth/query';

export { screenOf } from './screen-of';

/**
 * The portal's query settings with a fresh cache: a test's answers never leak into the next.
 * `client`: a cache the test has filled (what a route's prefetch left).
 */
export function QueryWrapper({ children, client: given }: { children: ReactNode; client?: QueryClient }) {
  const [client] = useState(() => given ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function Location() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * Renders a page at `url` inside antd's App (toasts), the portal's query settings (a fresh
 * cache per test, unless `queryClient` is given) and a router that shows where it went.
 */
export function renderRoute(
  path: string,
  page: ReactElement,
  /** Where it opens; with a page state, as a `navigate(to, { state })` would leave it. */
  url: string | { pathname: string; search?: string; state?: unknown } = path,
  queryClient?: QueryClient,
) {
  return render(
    <QueryWrapper client={queryClient}>
      <App>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<p>altra pagina</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </App>
    </QueryWrapper>,
  );
}

/** Replaces an input's text as a user does: clears it, then types (nothing for ''). */
export async function fill(user: UserEvent, element: Element, text: string): Promise<void> {
  await user.clear(element);
  if (text) await user.type(element, text);
}

/** A user moving on from an input: it has the focus, then Tab takes it away (its blur rules run). */
export async function leave(user: UserEvent, element: Element): Promise<void> {
  act(() => (element as HTMLElement).focus());
  await user.tab();
}

/**
 * A user for one test. No pause between keystrokes (`delay: null`): antd re-renders on every
 * key in jsdom, and the default pause per key makes a form test crawl on a loaded machine.
 */
/** `applyAccept: false`: uploads ignore the input's accept list, as the dialog's "all files" choice does. */
export function setupUser(options: { applyAccept?: boolean } = {}): UserEvent {
  return userEvent.setup({ delay: null, ...options });
}

/** The open antd dialog (modal, confirm) whose text includes `text`: antd's dialogs are portals. */
export async function findDialog(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((element) => element.textContent?.includes(text));
    if (!dialog) throw new Error(`no dialog with ${text}`);
    return dialog;
  });
}
