/** The host's own routes; remote routes come from their contributions. */
export const paths = {
  root: '/',
  portal: '/portal',
  signIn: '/sign-in',
  signOut: '/sign-out',
  unauthorized: '/401',
  forbidden: '/403',
  notFound: '/404',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  unlockAccount: (token: string) => `/unlock-account/${encodeURIComponent(token)}`,
  changePassword: '/change-password',
  schedule: '/schedule',
  remoteHealth: '/remote-health',
} as const;
