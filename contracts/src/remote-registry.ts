/**
 * The remotes as a registry (issue 47): names, the route prefixes and sections teams may be
 * given, the hosted builds' limits and the local override's addresses. Apart from
 * `platform.ts`, which every page's first code reads: none of this is on a page's way in.
 */
/** A remote's name, the repository's or a registered one: `remote-` and lower-case words. */
export const REMOTE_NAME_PATTERN = '^remote-[a-z][a-z0-9]*(-[a-z0-9]+)*$';
export const REMOTE_NAME_MAX = 40;

export function isRemoteName(name: string): boolean {
  return name.length <= REMOTE_NAME_MAX && new RegExp(REMOTE_NAME_PATTERN).test(name);
}

/** A remote's Module Federation name: its name with `_` for `-` (remote-admin: remote_admin). */
export function federationName(app: string): string {
  return app.replaceAll('-', '_');
}

/** The first segment of every route a registered remote may contribute: '/reports'. */
export const ROUTE_PREFIX_PATTERN = '^/[a-z][a-z0-9-]{1,39}$';

/**
 * First path segments the portal itself uses (the host's pages and the repository's remotes'):
 * no registered remote may take one as its prefix. A test keeps it equal to the route tables.
 */
export const PORTAL_ROUTE_SEGMENTS = [
  '401',
  '403',
  '404',
  'activity',
  'api',
  'approvals',
  'assets',
  'change-password',
  'content',
  'contents',
  'cruscotto',
  'dettaglio-fatturazione',
  'field',
  'fields',
  'foreign-companies',
  'forgot-password',
  'form',
  'forms',
  'help-center',
  'line',
  'lines',
  'offline-requests',
  'permission-management',
  'portafoglio-indagini',
  'portal',
  'price-list',
  'price-lists',
  'processing',
  'processings',
  'product',
  'product-categories',
  'products',
  'profiles',
  'remote-health',
  'remotes',
  'request',
  'request-history',
  'requests',
  'reset-password',
  'schedule',
  'service',
  'service-list',
  'services',
  'sign-in',
  'sign-out',
  'sign-up',
  'statistiche',
  'subject-changes',
  'top-ups',
  'unlock-account',
  'user',
  'users',
] as const;

/**
 * Where a platform developer's local build of a remote may be served from, for the local
 * override (host/src/remotes/local-override.ts): their own machine only. The host's content
 * security policy lets its pages load scripts and manifests from there, and the override
 * refuses any other address.
 */
export const LOCAL_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;
export const LOCAL_OVERRIDE_URL = /^http:\/\/(localhost|127\.0\.0\.1):\d{2,5}\/([A-Za-z0-9._~-]+\/)*mf-manifest\.json$/;

/** Where a registered remote's files are served, on the API (and so on the host's origin). */
export const hostedRemoteBase = (app: string) => `/api/platform/remote-files/${app}`;

/**
 * The most a hosted remote's version may weigh: an upload is a zip of its build folder, read
 * off the event loop and refused beyond these.
 */
export const HOSTED_BUILD_LIMITS = { zipBytes: 5 * 1024 * 1024, files: 300, fileBytes: 2 * 1024 * 1024 } as const;

/**
 * The most a remote's `remoteEntry.js` may weigh, gzip -9: it loads on every page, before any
 * of the remote's pages (the repository's three weigh about 4 KB).
 */
export const REMOTE_ENTRY_BUDGET_KB = 10;
