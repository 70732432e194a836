import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '@portal/contracts/api/endpoint';
import { hasAnyAuthority } from '@portal/contracts/permissions';
import { loadOrCreateSecret } from '../auth/secrets.ts';
import { attemptCounter, type AttemptCounter } from '../auth/attempt-counter.ts';
import { createAccessTokenService, type AccessClaims, type AccessTokenService } from '../auth/tokens.ts';
import { HttpError, MESSAGES, PASSWORD_EXPIRED_CONTEXT } from '../errors.ts';
import { sessionCheck } from '../auth/session-check.ts';
import { isPlatformAdmin } from '../auth/platform-admins.ts';
import { ensureRemoteTokens, remoteOfToken } from '../platform/remote-tokens.ts';
import { type RemoteApp } from '@portal/contracts/platform';
import { isRemoteName } from '@portal/contracts/remote-registry';

/** Who may call a route (deny by default): declared by its endpoint descriptor. */
export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A session whose password has expired may call this route (reading itself, changing it). */
    whilePasswordExpired?: boolean;
  }
  interface FastifyInstance {
    tokens: AccessTokenService;
    signInLimiter: AttemptCounter;
    /** Every route with the access it declared, for audits and tests. */
    routeAccess: RouteAccess[];
    /** A stable digest of a value (a user) that does not reveal it: telemetry counts users by it. */
    pseudonym(value: string): string;
  }
  interface FastifyRequest {
    /** Claims of the verified access token; null on public and deploy routes. */
    auth: AccessClaims | null;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

export interface AuthPluginOptions {
  dataDir: string;
  jwtSecret?: string;
  /** Release tokens to make the remotes' active ones (tests, or a deployment that sets them). */
  remoteTokens?: Partial<Record<RemoteApp, string>>;
  accessTokenTtl: number;
  signInMaxFailures: number;
  signInWindowMs: number;
  /** Routes under this prefix (the API docs) are public. */
  docsPrefix: string;
}

export function checkAccessDeclaration(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): Access {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  const valid =
    access === 'public' ||
    access === 'user' ||
    access === 'deploy' ||
    access === 'platform' ||
    (Array.isArray(access) && access.length > 0 && access.every((item) => typeof item === 'string' && item));
  if (!valid) {
    throw new Error(
      `Route ${String(route.method)} ${route.url} declares no valid access: add config.access ` +
        `('public', 'user', 'deploy', 'platform' or a list of permissions)`,
    );
  }
  return access as Access;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export function sameSecret(given: string, expected: string): boolean {
  // Hash first so the comparison takes the same time whatever the lengths.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export default fp<AuthPluginOptions>(
  async (app, options) => {
    const jwtSecret = options.jwtSecret ?? (await loadOrCreateSecret(path.join(options.dataDir, 'jwt-secret'), 48));
    if (Buffer.byteLength(jwtSecret) < 32) throw new Error('JWT_SECRET must be at least 32 bytes long');
    await ensureRemoteTokens(app.db, options.dataDir, options.remoteTokens);

    app.decorate('tokens', createAccessTokenService(jwtSecret, options.accessTokenTtl));
    // Keyed by the instances' shared secret: the same user gives the same digest on every
    // instance, and nobody without the secret can tell which user it is.
    app.decorate('pseudonym', (value: string) =>
      createHmac('sha256', jwtSecret).update(`pseudonym:${value}`).digest('hex'),
    );
    app.decorate(
      'signInLimiter',
      attemptCounter(
        app.db,
        `${app.config.counterNamespace}sign-in`,
        options.signInMaxFailures,
        options.signInWindowMs,
      ),
    );
    const sessions = await sessionCheck(app.db);
    app.addHook('onClose', () => sessions.close());
    app.decorateRequest('auth', null);
    const routeAccess: RouteAccess[] = [];
    app.decorate('routeAccess', routeAccess);

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(options.docsPrefix)) {
        route.config = { ...route.config, access: 'public' };
        return;
      }
      const access = checkAccessDeclaration(route);
      for (const method of [route.method].flat()) routeAccess.push({ method, url: route.url, access });
      if (access !== 'public' && route.schema) {
        route.schema.security ??= access === 'deploy' ? [{ deployToken: [] }] : [{ bearerAuth: [], tenantId: [] }];
      }
    });

    // Authentication: before the body is even read.
    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (access === 'public') return;
      if (access === undefined) {
        // Only routes of plugins registered before this one (the docs) can lack a declaration.
        if (request.routeOptions.url?.startsWith(options.docsPrefix)) return;
        throw new HttpError(403, MESSAGES.forbidden);
      }
      if (access === 'deploy') {
        // A remote's own token, for that remote only (every release route names it: `:app`).
        const given = request.headers['x-deploy-token'];
        const holder = typeof given === 'string' && given !== '' ? await remoteOfToken(app.db, given) : null;
        if (!holder) throw new HttpError(401, MESSAGES.deployTokenInvalid);
        const wanted = (request.params as { app?: string }).app ?? '';
        // A name that is no remote's at all is the parameters' check to refuse (400).
        if (isRemoteName(wanted) && holder !== wanted)
          throw new HttpError(403, MESSAGES.deployTokenOtherRemote(wanted));
        return;
      }
      const token = bearerToken(request);
      const claims = token ? await app.tokens.verify(token) : null;
      if (!claims) throw new HttpError(401, MESSAGES.authRequired);
      // The token is short-lived, its session is not: signed out, revoked or blocked ends it now,
      // and changed permissions make it stale (the client refreshes and gets the new ones).
      const permissions = await sessions.permissions(claims.sid, Number(claims.sub));
      if (!permissions || !samePermissions(permissions, claims.perms)) {
        throw new HttpError(401, MESSAGES.sessionExpired);
      }
      if (claims.passwordExpired && !request.routeOptions.config.whilePasswordExpired) {
        throw new HttpError(403, MESSAGES.passwordExpired, PASSWORD_EXPIRED_CONTEXT);
      }
      request.auth = claims;
    });

    // Authorisation: after the tenant plugin's onRequest check, still before parsing the body.
    app.addHook('preParsing', async (request, _reply, payload) => {
      const access = request.routeOptions.config.access;
      if (Array.isArray(access) && !hasAnyAuthority(request.auth?.perms ?? [], access)) {
        throw new HttpError(403, MESSAGES.forbidden);
      }
      if (access === 'platform' && !isPlatformAdmin(app.config.platformAdmins, request.auth)) {
        throw new HttpError(403, MESSAGES.forbidden);
      }
      return payload;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The same permissions, whatever their order. */
function samePermissions(current: readonly string[], claimed: readonly string[]): boolean {
  if (current.length !== claimed.length) return false;
  const held = new Set(claimed);
  return current.every((permission) => held.has(permission));
}
