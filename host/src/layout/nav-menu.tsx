import { useLocation } from '@portal/shared-auth/router';
import { lazy, Suspense } from 'react';
import { useOpenedOnce, type NavContribution } from '@portal/shared-ui/shell';
import { selectedEntry } from './navigation-model';
import { NavBar } from './nav-bar';
import { NavTree } from './nav-tree';

const NavigationDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavigationDrawer })));

/** Spec 000 §9: navigation panel width. */
export const NAV_PANEL_WIDTH = 280;

const stay = () => {};

/**
 * The navigation built from the host's and the remotes' entries: links in lists, drawn by the
 * portal itself (a row in the top bar, a tree in the panels) rather than by a menu widget, whose
 * code every signed-in page would load.
 */
export function NavMenu({
  items,
  mode,
  onNavigate = stay,
}: {
  items: NavContribution[];
  mode: 'horizontal' | 'inline';
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const selectedId = selectedEntry(items, pathname)?.id;
  return (
    <nav aria-label="Navigazione principale" className={`portal-nav portal-nav-${mode}`}>
      {mode === 'horizontal' ? (
        <NavBar items={items} selectedId={selectedId} onNavigate={onNavigate} />
      ) : (
        <NavTree items={items} selectedId={selectedId} inline onNavigate={onNavigate} />
      )}
    </nav>
  );
}

/**
 * The vertical navigation panel (spec 000 §2.2), 280 px wide. `side`: beside the content,
 * opened and closed by the top-bar button, it stays open while navigating. `over`: a drawer
 * over the content that closes when an entry is chosen.
 */
export function NavigationPanel({
  items,
  mode,
  open,
  onOpenChange,
}: {
  items: NavContribution[];
  mode: 'side' | 'over';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const opened = useOpenedOnce(open);
  if (mode === 'over') {
    // Closed when a page first shows: the drawer's code loads when it first opens.
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <NavigationDrawer items={items} open={open} onOpenChange={onOpenChange} />
      </Suspense>
    );
  }
  return (
    <aside
      className={`portal-nav-side${open ? ' portal-nav-side-open' : ''}`}
      style={{ width: open ? NAV_PANEL_WIDTH : 0 }}
      aria-label="Pannello di navigazione"
      aria-hidden={!open}
      data-testid="nav-side"
    >
      {open && <NavMenu items={items} mode="inline" />}
    </aside>
  );
}
