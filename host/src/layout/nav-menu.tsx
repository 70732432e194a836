import { lazy, Suspense } from 'react';
import { useOpenedOnce, type NavContribution } from '@portal/shared-ui/shell';
import { NAV_PANEL_WIDTH, NavMenu } from './nav-links';

// The links live apart (nav-links): the drawer uses them too, without importing this module.
export { NAV_PANEL_WIDTH, NavMenu };

const NavigationDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavigationDrawer })));

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
