import { Outlet } from '@portal/shared-auth/router';
import { PortalProvider } from '@portal/shared-ui/core';

/** antd's theme and Italian locale around every page drawn with antd (all but sign-in). */
export function ThemedOutlet() {
  return (
    <PortalProvider>
      <Outlet />
    </PortalProvider>
  );
}
