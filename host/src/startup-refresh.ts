import { startStartupRefresh } from '@portal/shared-auth/startup-refresh';

/**
 * The session's refresh, asked the moment the entry runs (index.ts imports this first), before
 * the shared code loads; bootstrap hands it to `restoreSession`. Null without a session hint.
 */
export const startupRefresh = startStartupRefresh();
