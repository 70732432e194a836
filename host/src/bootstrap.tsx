import { createRoot } from 'react-dom/client';
import { restoreSession } from '@portal/shared-auth';
import { App } from './app/app';
import { preloadPageFrame } from './app/app-routes';
import { loadRemotesWhenNeeded } from './remotes/remote-source';
import { startupRefresh } from './startup-refresh';
import './styles.css';

// The session restarts from the refresh cookie; the remotes load from the registry.
void restoreSession(startupRefresh);
loadRemotesWhenNeeded(window.location.pathname);
preloadPageFrame(window.location.pathname);

createRoot(document.getElementById('root')!).render(<App />);
