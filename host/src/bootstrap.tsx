import { createRoot } from 'react-dom/client';
import { restoreSession } from '@portal/shared-auth';
import './app/provided-singletons';
import { App } from './app/app';
import { loadRemotes } from './remotes/remote-source';
import './styles.css';

// Both start at once: the session from the refresh cookie, the remotes from the registry.
void restoreSession();
void loadRemotes();

createRoot(document.getElementById('root')!).render(<App />);
