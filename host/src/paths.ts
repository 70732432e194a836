import { AUTH_PATHS } from '@portal/shared-auth';

/** The host's own routes (the shell's, named once in shared-auth); remote routes come from their contributions. */
export const paths = {
  ...AUTH_PATHS,
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  unlockAccount: (token: string) => `/unlock-account/${encodeURIComponent(token)}`,
  schedule: '/schedule',
  remoteHealth: '/remote-health',
} as const;
