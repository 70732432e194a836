import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import { allEndpoints, CONTRACT_MODULES } from '@portal/contracts/api/all-endpoints';
import { endpointKey } from '@portal/contracts/api/endpoint';
import { LIVE_CHANNEL_PATH } from '@portal/contracts/api/notifications';
import { platformEndpoints } from '@portal/contracts/api/platform';
import { hasAnyAuthority } from '@portal/contracts/permissions';
import type { RouteAccess } from '../src/plugins/auth.ts';
import { createUser } from './account-helper.ts';
import { buildTestApp, signIn, type Session } from './helper.ts';

/**
 * An audit of every route the API registers, present and future: the access each declares
 * is what the server enforces. A route that becomes public must be added here on purpose.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/tenants/default',
  'GET /api/tenants/:name',
  'POST /api/auth/sign-in',
  'POST /api/auth/refresh',
  'POST /api/auth/sign-out',
  'POST /api/auth/sign-up',
  'POST /api/auth/forgot-password',
  'GET /api/auth/reset-password/:token',
  'POST /api/auth/reset-password',
  'POST /api/auth/unlock-account',
  'GET /api/platform/remotes',
  // A remote's stable address, read by hosts and tools outside the portal, and its CORS preflight.
  'GET /api/platform/remotes/:app/current/mf-manifest.json',
  'OPTIONS /api/platform/remotes/:app/current/mf-manifest.json',
  // A hosted remote's build files: the browser loads them before anyone signs in, as a remote's server's.
  'GET /api/platform/remote-files/:app/:version/*',
  // The live channel authenticates with its single-use ticket, not a bearer token.
  'GET /api/ws',
  // Prometheus' scrape: the loopback or the metrics token, checked by the route (metrics.test.ts).
  'GET /metrics',
]);

const key = (route: Pick<RouteAccess, 'method' | 'url'>) => `${route.method} ${route.url}`;
/** Any value for a path parameter: the access check runs before the parameters are read. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

let app: FastifyInstance;
let routes: RouteAccess[];
let customer: Session;

before(async () => {
  app = await buildTestApp();
  routes = app.routeAccess.filter((route) => route.method !== 'HEAD');
  customer = await signIn(app, 'cliente'); // a customer without any special permission
});

describe('endpoint descriptors (@portal/contracts/api)', () => {
  test('every contract module is in the list tooling reads', () => {
    const folder = new URL('../../contracts/src/api/', import.meta.url);
    const modules = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !['all-endpoints.ts', 'endpoint.ts', 'schema.ts'].includes(file))
      .map((file) => file.replace(/\.ts$/, ''));
    assert.deepEqual(Object.keys(CONTRACT_MODULES).sort(), modules.sort());
  });

  test('every descriptor is a route of the API, with the access it declares, and no two share a route', () => {
    const registered = new Map(routes.map((route) => [key(route), route.access]));
    const declared = allEndpoints();
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const { name, endpoint } of declared) {
      const routeKey = endpointKey(endpoint);
      if (seen.has(routeKey)) problems.push(`${name}: ${routeKey} declared twice`);
      seen.add(routeKey);
      if (!registered.has(routeKey)) problems.push(`${name}: ${routeKey} is not registered`);
      else assert.deepEqual(registered.get(routeKey), endpoint.access, routeKey);
    }
    assert.deepEqual(problems, []);
    assert.ok(declared.length > 200, `descriptors: ${declared.length}`);
  });

  test('every route of the API is registered from a descriptor (the metrics, the live channel’s socket and a CORS preflight aside)', () => {
    const declared = new Set(allEndpoints().map(({ endpoint }) => endpointKey(endpoint)));
    const undeclared = routes.map(key).filter((routeKey) => !declared.has(routeKey));
    const preflight = `OPTIONS ${platformEndpoints.getPlatformRemotesCurrentManifestByApp.path}`;
    assert.deepEqual(undeclared.sort(), ['GET /metrics', `GET ${LIVE_CHANNEL_PATH}`, preflight].sort());
  });
});

describe('route access audit', () => {
  test('the public routes are exactly the expected ones', () => {
    const publicRoutes = routes.filter((route) => route.access === 'public').map(key);
    assert.deepEqual(publicRoutes.sort(), [...PUBLIC_ROUTES].sort());
  });

  test('every other route refuses a call without credentials (401)', async () => {
    const open: string[] = [];
    for (const route of routes.filter((candidate) => candidate.access !== 'public')) {
      const response = await app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      if (response.statusCode !== 401) open.push(`${key(route)} -> ${response.statusCode}`);
    }
    assert.deepEqual(open, []);
    assert.ok(routes.length > 60, `routes audited: ${routes.length}`);
  });

  test('every route that needs a permission refuses a customer without it (403)', async () => {
    const leaks: string[] = [];
    const guarded = routes.filter((route) => Array.isArray(route.access));
    for (const route of guarded) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: customer.headers,
      });
      if (response.statusCode !== 403) leaks.push(`${key(route)} -> ${response.statusCode}`);
      else assert.equal(response.json().error, true);
    }
    assert.deepEqual(leaks, []);
    assert.ok(guarded.length > 20, `routes that need a permission: ${guarded.length}`);
  });

  // Signed-in routes refused by a user flag rather than a permission: none of these identities
  // approves offline requests (approvazione A, R, X, Z). The reject is refused at its body first.
  const APPROVER_ONLY = new Set(['GET /api/approvals', 'POST /api/approvals/:id/approve']);

  test("the matrix: every signed-in route × anonymous, customer, manager, another tenant's admin", async () => {
    // The expected class of each cell follows from the one declaration next to the route
    // (`config.access`) and the identity's permissions: a new route is in the matrix at once.
    const identities: [string, Session | null][] = [
      ['anonymous', null],
      ['customer', customer],
      ['manager', await signIn(app, 'gestore')],
      ["beta's admin", await signIn(app, 'admin@beta')],
    ];
    const wrong: string[] = [];
    let cells = 0;
    for (const route of routes.filter((candidate) => candidate.access !== 'public' && candidate.access !== 'deploy')) {
      for (const [name, session] of identities) {
        cells += 1;
        const permissions = session
          ? (JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString()).perms as string[])
          : [];
        const expected = !session
          ? 'unauthenticated'
          : (Array.isArray(route.access) && !hasAnyAuthority(permissions, route.access)) ||
              APPROVER_ONLY.has(key(route)) ||
              // None of these identities is a platform administrator (admin@alfa is: platform.test.ts).
              route.access === 'platform'
            ? 'forbidden'
            : 'reached';
        const response = await app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          ...(session ? { headers: session.headers } : {}),
        });
        const actual =
          response.statusCode === 401 ? 'unauthenticated' : response.statusCode === 403 ? 'forbidden' : 'reached';
        if (actual !== expected) wrong.push(`${key(route)} as ${name}: ${response.statusCode}, expected ${expected}`);
        assert.ok(response.statusCode < 500, `${key(route)} as ${name}: ${response.statusCode}`);
      }
    }
    assert.deepEqual(wrong, []);
    assert.ok(cells > 400, `cells: ${cells}`);
  });

  test("a token of one tenant with another tenant's TenantId header is refused (403) on every signed-in route", async () => {
    const mismatched: string[] = [];
    const signedIn = routes.filter((route) => route.access !== 'public' && route.access !== 'deploy');
    for (const route of signedIn) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { ...customer.headers, tenantid: customer.tenant === 'alfa' ? 'beta' : 'alfa' },
      });
      if (response.statusCode !== 403) mismatched.push(`${key(route)} -> ${response.statusCode}`);
    }
    assert.deepEqual(mismatched, []);
  });

  test('a session whose password has expired may only read itself and change it (403 everywhere else)', async () => {
    const user = await createUser({ passwordDurationDays: 30, pwdModDaysAgo: 31 });
    const expired = await signIn(app, `${user.login}@${user.tenant}`, { password: user.password });
    const allowed: string[] = [];
    const signedIn = routes.filter((route) => route.access !== 'public' && route.access !== 'deploy');
    for (const route of signedIn) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: expired.headers,
      });
      const refused = response.statusCode === 403 && response.json().context?.reason === 'password-expired';
      if (!refused) allowed.push(key(route));
    }
    assert.deepEqual(allowed.sort(), ['GET /api/me', 'POST /api/me/password']);
  });
});
