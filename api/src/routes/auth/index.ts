import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { verifyAgainstDummy, verifyPassword } from '../../auth/passwords.ts';
import { hashRefreshToken, newRefreshToken } from '../../auth/tokens.ts';
import { writeAudit } from '../../data/audit.ts';
import { findRefreshToken, insertRefreshToken, revokeFamily, spendRefreshToken } from '../../data/refresh-tokens.ts';
import type { Queryable } from '../../db/database.ts';
import { findTenantById, findTenantByCode, type Tenant } from '../../data/tenants.ts';
import { findActiveUser, findUserForSignIn, touchLastAccess } from '../../data/users.ts';
import { HttpError, MESSAGES, envelope } from '../../errors.ts';
import { signInBody, tokenAnswer } from '../../schemas/auth.ts';
import { nullContext, responses } from '../../schemas/common.ts';

export const REFRESH_COOKIE = 'portal_refresh';
const COOKIE_PATH = '/api/auth';

interface SignInBody {
  username: string;
  password: string;
  tenantName?: string | null;
}

const auth: FastifyPluginAsync = async (app) => {
  const { refreshTokenTtl, defaultTenant } = app.config;

  /** A new refresh token in `familyId` plus an access token for the user. */
  async function issueTokens(
    db: Queryable,
    user: { id: number; login: string; permissions: string[] },
    tenant: Tenant,
    familyId: string,
  ) {
    const refreshToken = newRefreshToken();
    await insertRefreshToken(db, {
      familyId,
      userId: user.id,
      tenantId: tenant.id,
      tokenHash: hashRefreshToken(refreshToken),
      ttlSeconds: refreshTokenTtl,
    });
    const access = await app.tokens.sign({
      sub: String(user.id),
      tid: tenant.code,
      login: user.login,
      perms: user.permissions,
    });
    return { refreshToken, ...access };
  }

  function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
    reply.setCookie(REFRESH_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: refreshTokenTtl,
    });
  }

  function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
    reply.clearCookie(REFRESH_COOKIE, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    });
  }

  /** `login@tenant` selects the tenant when the suffix is a tenant; an explicit tenantName wins. */
  async function resolveAccount(body: SignInBody): Promise<{ login: string; tenantCode: string }> {
    let login = body.username.trim();
    let tenantCode = body.tenantName?.trim().toLowerCase() || null;
    const at = login.lastIndexOf('@');
    if (at > 0) {
      const suffix = login.slice(at + 1).toLowerCase();
      if (suffix === tenantCode || (await findTenantByCode(app.db, suffix))) {
        login = login.slice(0, at);
        tenantCode ??= suffix;
      }
    }
    return { login, tenantCode: tenantCode ?? defaultTenant };
  }

  app.post<{ Body: SignInBody }>(
    '/api/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags: ['autenticazione'],
        summary: 'Accesso con nome utente e password',
        description:
          'Restituisce il token di accesso; il token di rinnovo va solo nel cookie HttpOnly portal_refresh. ' +
          'Dopo 5 tentativi falliti in 15 minuti sullo stesso account risponde 429.',
        body: signInBody,
        response: responses(tokenAnswer),
      },
    },
    async (request, reply) => {
      const { login, tenantCode } = await resolveAccount(request.body);
      const accountKey = `${tenantCode}\u0000${login.toLowerCase()}`;
      if (app.signInLimiter.isBlocked(accountKey)) throw new HttpError(429, MESSAGES.tooManySignInAttempts);

      const tenant = await findTenantByCode(app.db, tenantCode);
      const user = tenant ? await findUserForSignIn(app.db, tenant.id, login) : null;
      // Unknown tenant, unknown user, wrong password, blocked user: same time, same answer.
      const passwordOk = user?.passwordHash
        ? await verifyPassword(user.passwordHash, request.body.password)
        : await verifyAgainstDummy(request.body.password);
      const active = tenant && user && passwordOk ? await findActiveUser(app.db, tenant.id, user.id) : null;
      if (!tenant || !active) {
        app.signInLimiter.recordFailure(accountKey);
        if (tenant && user) {
          await writeAudit(app.db, {
            tenantId: tenant.id,
            userId: user.id,
            action: 'sign-in-failed',
            details: { ip: request.ip, reason: passwordOk ? 'blocked' : 'password' },
          });
        }
        throw new HttpError(401, MESSAGES.badCredentials);
      }
      app.signInLimiter.reset(accountKey);

      const familyId = randomUUID();
      const tokens = await issueTokens(app.db, active, tenant, familyId);
      await touchLastAccess(app.db, tenant.id, active.id);
      await writeAudit(app.db, {
        tenantId: tenant.id,
        userId: active.id,
        action: 'sign-in',
        details: { ip: request.ip, familyId },
      });
      setRefreshCookie(request, reply, tokens.refreshToken);
      return envelope({ accessToken: tokens.accessToken, expiresIn: tokens.expiresIn });
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['autenticazione'],
        summary: 'Rinnovo della sessione dal cookie portal_refresh',
        description:
          'Il token di rinnovo vale una volta sola: ne restituisce uno nuovo nel cookie. ' +
          "Il riuso di un token già speso revoca l'intera sessione.",
        response: responses(tokenAnswer),
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw new HttpError(401, MESSAGES.sessionExpired);
      const tokenHash = hashRefreshToken(presented);

      const issued = await app.db.transaction(async (tx) => {
        const spent = await spendRefreshToken(tx, tokenHash);
        if (!spent) return null;
        const [user, tenant] = [
          await findActiveUser(tx, spent.tenantId, spent.userId),
          await findTenantById(tx, spent.tenantId),
        ];
        if (!user || !tenant) {
          // Blocked or removed since sign-in: end the session.
          await revokeFamily(tx, spent.familyId);
          return null;
        }
        return issueTokens(tx, user, tenant, spent.familyId);
      });

      if (!issued) {
        const known = await findRefreshToken(app.db, tokenHash);
        if (known?.usedAt) {
          // A spent token came back: it was stolen, or the legitimate client lost a race.
          // Either way nobody may go on with this family.
          const revoked = await revokeFamily(app.db, known.familyId);
          await writeAudit(app.db, {
            tenantId: known.tenantId,
            userId: known.userId,
            action: 'refresh-reuse',
            details: { ip: request.ip, familyId: known.familyId, revoked },
          });
          request.log.warn({ familyId: known.familyId, userId: known.userId }, 'refresh token reuse');
        }
        clearRefreshCookie(request, reply);
        throw new HttpError(401, MESSAGES.sessionExpired);
      }
      setRefreshCookie(request, reply, issued.refreshToken);
      return envelope({ accessToken: issued.accessToken, expiresIn: issued.expiresIn });
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      config: { access: 'public' },
      schema: {
        tags: ['autenticazione'],
        summary: 'Uscita: revoca la sessione del cookie e lo cancella',
        response: responses(nullContext),
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (presented) {
        const known = await findRefreshToken(app.db, hashRefreshToken(presented));
        if (known) {
          const revoked = await revokeFamily(app.db, known.familyId);
          if (revoked > 0) {
            await writeAudit(app.db, {
              tenantId: known.tenantId,
              userId: known.userId,
              action: 'sign-out',
              details: { ip: request.ip, familyId: known.familyId },
            });
          }
        }
      }
      clearRefreshCookie(request, reply);
      return envelope(null);
    },
  );
};

export default auth;
