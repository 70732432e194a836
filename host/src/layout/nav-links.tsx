import { useLocation } from '@portal/shared-auth/router';
import type { NavContribution } from '@portal/shared-ui/shell';
import { selectedEntry } from './navigation-model';
import { NavBar } from './nav-bar';
import { NavTree } from './nav-tree';

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
