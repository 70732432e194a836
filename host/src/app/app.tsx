import { BrowserRouter } from '@portal/shared-auth/router';
import { PortalProvider } from '@portal/shared-ui/core';
import { AppRoutes } from './app-routes';
import { ClientHooksBridge } from './client-hooks-bridge';

export function App() {
  return (
    <PortalProvider>
      <BrowserRouter>
        <ClientHooksBridge />
        <AppRoutes />
      </BrowserRouter>
    </PortalProvider>
  );
}
