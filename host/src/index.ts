// The session's refresh leaves before the shared code: it does not need it, and every
// signed-in page waits for it.
import './startup-refresh';

// The app is a chunk of its own: the refresh leaves while it is fetched and parsed.
import('./bootstrap');
