/** The shell routes every app may need to send the user to. */
export const AUTH_PATHS = {
  root: '/',
  portal: '/portal',
  signIn: '/sign-in',
  signOut: '/sign-out',
  unauthorized: '/401',
  forbidden: '/403',
  notFound: '/404',
  changePassword: '/change-password',
} as const;

/** Routes that only a signed-out user may see (spec 000 §2.1). */
export const SIGN_IN_TYPE_ROUTES = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/unlock-account',
] as const;
