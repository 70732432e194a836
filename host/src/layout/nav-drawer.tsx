import { Drawer } from '@portal/shared-ui/drawer';
import type { NavContribution } from '@portal/shared-ui/shell';
import { NAV_PANEL_WIDTH, NavMenu } from './nav-links';

/** The navigation panel over the content (NavigationPanel's `over` mode), loaded when it first opens. */
export function NavigationDrawer({
  items,
  open,
  onOpenChange,
}: {
  items: NavContribution[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      size={NAV_PANEL_WIDTH}
      onClose={() => onOpenChange(false)}
      title="Navigazione"
      rootClassName="portal-nav-over"
    >
      <NavMenu items={items} mode="inline" onNavigate={() => onOpenChange(false)} />
    </Drawer>
  );
}
