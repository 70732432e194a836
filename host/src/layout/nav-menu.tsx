import { useLocation, useNavigate } from '@portal/shared-auth/router';
import { lazy, Suspense } from 'react';
import { Badge, Menu, navIcon, useOpenedOnce, type MenuProps, type NavContribution } from '@portal/shared-ui/shell';
import { entriesById, selectedEntry } from './navigation-model';

type MenuItem = Required<MenuProps>['items'][number];

const NavigationDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavigationDrawer })));

/** Spec 000 §9: navigation panel width. */
export const NAV_PANEL_WIDTH = 280;

const key = (item: NavContribution) => `nav:${item.id}`;

function Label({ item, inline }: { item: NavContribution; inline: boolean }) {
  return (
    <span className="portal-nav-label">
      <span className="portal-nav-title">
        {item.title}
        {item.badge && (
          <Badge
            count={item.badge.title}
            color={item.badge.color}
            style={{ marginInlineStart: 8 }}
            data-testid={`badge-${item.id}`}
          />
        )}
      </span>
      {inline && item.subtitle && <span className="portal-nav-subtitle">{item.subtitle}</span>}
    </span>
  );
}

function toMenuItem(item: NavContribution, inline: boolean): MenuItem | null {
  const label = <Label item={item} inline={inline} />;
  const children = () =>
    (item.children ?? []).map((child) => toMenuItem(child, inline)).filter((child): child is MenuItem => !!child);
  switch (item.type) {
    case 'divider':
      return { type: 'divider', key: key(item) };
    case 'spacer':
      return { key: key(item), label: null, disabled: true, className: 'portal-nav-spacer' };
    case 'group':
      return { type: 'group', key: key(item), label, children: children() };
    case 'collapsable':
    case 'aside':
      return {
        key: key(item),
        label,
        icon: navIcon(item.icon),
        disabled: item.disabled,
        children: children(),
        // An aside's children open beside the panel rather than under the entry.
        popupClassName: item.type === 'aside' ? 'portal-nav-aside' : undefined,
      };
    default:
      return {
        key: key(item),
        label,
        icon: navIcon(item.icon),
        disabled: item.disabled,
        title: item.subtitle ?? item.title,
      };
  }
}

/** The navigation built from the host's and the remotes' entries. */
export function NavMenu({
  items,
  mode,
  onNavigate,
}: {
  items: NavContribution[];
  mode: 'horizontal' | 'inline';
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selected = selectedEntry(items, pathname);
  const inline = mode === 'inline';
  return (
    <Menu
      mode={mode}
      theme={inline ? 'light' : 'dark'}
      selectedKeys={selected ? [key(selected)] : []}
      items={items.map((item) => toMenuItem(item, inline)).filter((item): item is MenuItem => !!item)}
      aria-label="Navigazione principale"
      onClick={({ key: clicked }) => {
        const item = entriesById(items).get(clicked.replace(/^nav:/, ''));
        if (!item?.link) {
          // An entry without a link only logs an error (spec 000 §2.2).
          console.error(`[portal] la voce di menu "${item?.id ?? clicked}" non ha un collegamento`);
          return;
        }
        if (item.externalLink) window.open(item.link, '_blank', 'noopener,noreferrer');
        else navigate(item.link);
        onNavigate?.();
      }}
    />
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
