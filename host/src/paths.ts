/** The host's own routes; remote routes come from their contributions. */
export const paths = {
  root: '/',
  portal: '/portal',
  signIn: '/sign-in',
  signOut: '/sign-out',
  unauthorized: '/401',
  forbidden: '/403',
  notFound: '/404',
} as const;
