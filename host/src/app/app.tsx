import { BrowserRouter } from '@portal/shared-auth/router';
import { AppRoutes } from './app-routes';
import { ClientHooksBridge } from './client-hooks-bridge';

export function App() {
  return (
    <BrowserRouter>
      <ClientHooksBridge />
      <AppRoutes />
    </BrowserRouter>
  );
}
