import type { ReactNode } from 'react';
import { useNavigate } from '@portal/shared-auth/router';
import { App, Button, Flex } from '@portal/shared-ui/shell';
import { ToastBridge } from './toast-bridge';
import { paths } from '../paths';

/**
 * The frame of the only page a user with an expired password may see: no top bar, search,
 * bell or navigation, whose calls the API refuses to such a session (403, reason
 * password-expired), but toasts for the page's messages and a way out.
 */
export function PasswordExpiredLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <App className="portal-empty-layout">
      <ToastBridge />
      <Flex vertical gap={16} style={{ padding: 24 }}>
        <Flex justify="flex-end">
          <Button onClick={() => navigate(paths.signOut)}>Esci</Button>
        </Flex>
        <main>{children}</main>
      </Flex>
    </App>
  );
}
