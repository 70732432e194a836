import { memo } from 'react';
import { UserPanel } from '../features/user-panel/components/user-panel';

/** The top bar's user menu: the 'Profilo' panel (user navigation, impersonation). */
// memo: the layout draws again as each remote arrives (navigation); this part does not change with it.
export const UserMenu = memo(function UserMenu() {
  return <UserPanel />;
});
