import { useLocation, useNavigate } from 'react-router-dom';
import { Badge, Menu, navIcon, type MenuProps, type NavContribution } from '@portal/shared-ui';

type MenuItem = Required<MenuProps>['items'][number];

function toMenuItem(item: NavContribution): MenuItem | null {
  const label = item.badge ? (
    <span>
      {item.title} <Badge count={item.badge.title} color={item.badge.color} />
    </span>
  ) : (
    item.title
  );
  const key = item.link ?? `nav:${item.id}`;
  switch (item.type) {
    case 'divider':
      return { type: 'divider', key };
    case 'spacer':
      return null;
    case 'group':
      return { type: 'group', key, label, children: (item.children ?? []).map(toMenuItem).filter(Boolean) };
    case 'collapsable':
      return {
        key,
        label,
        icon: navIcon(item.icon),
        disabled: item.disabled,
        children: (item.children ?? []).map(toMenuItem).filter(Boolean),
      };
    default:
      return { key, label, icon: navIcon(item.icon), disabled: item.disabled, title: item.subtitle };
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
  const selected = items.length ? [pathname] : [];
  return (
    <Menu
      mode={mode}
      theme={mode === 'horizontal' ? 'dark' : 'light'}
      selectedKeys={selected}
      items={items.map(toMenuItem).filter(Boolean)}
      aria-label="Navigazione principale"
      onClick={({ key }) => {
        if (!key.startsWith('/')) {
          // An entry without a link only logs an error (spec 000 §2.2).
          console.error(`[portal] la voce di menu "${key}" non ha un collegamento`);
          return;
        }
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}
