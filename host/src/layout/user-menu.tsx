import { UserPanel } from '../features/user-panel/components/user-panel';

/** The top bar's user menu: the 'Profilo' panel (user navigation, impersonation). */
export function UserMenu() {
  return <UserPanel />;
}
