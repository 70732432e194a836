// The session's refresh leaves before the shared code: it does not need it, and every
// signed-in page waits for it.
import { startupRefresh } from './startup-refresh';
import { preloadSignedInFrame } from './frame-files';

// The app is a chunk of its own: the refresh leaves while it is fetched and parsed.
import('./bootstrap');

// Once the session is back, the signed-in frame's chunks are asked at once, beside the remotes'
// files. Not sooner: on a phone's bandwidth they would slow the app's chunk, whose running
// everything else waits for, and on HTTP/1.1's six connections hold up the refresh.
startupRefresh?.then(
  () => preloadSignedInFrame(window.location.pathname),
  () => undefined,
);
