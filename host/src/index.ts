// The session's refresh leaves before the shared code: it does not need it, and every
// signed-in page waits for it.
import './startup-refresh';

// The async boundary lets Module Federation negotiate the shared singletons before React runs.
import('./bootstrap');
