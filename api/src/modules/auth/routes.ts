import { answer } from '../../http/endpoint-route.ts';
import { authEndpoints } from '@portal/contracts/api/auth';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { verifyAgainstDummy, verifyPassword } from '../../auth/passwords.ts';
import { REFRESH_COOKIE, sessionTokens } from '../../auth/session-tokens.ts';
import { hashSecretToken } from '../../auth/secret-token.ts';
import { HttpError, MESSAGES } from '../../errors.ts';
import { SessionQuery, type CurrentUser } from '@portal/contracts/api/auth';
import type { RemoteEntry } from '@portal/contracts/api/platform';
import { remoteEntriesFor } from '../../platform/release-registry.ts';
import accountRoutes from './account.ts';
import { accountMailer, accountMailing, mailAccountLink } from './account-mailing.ts';
import { ACCOUNT_MESSAGES } from './account-service.ts';
import changePasswordRoutes from './change-password.ts';
import { accountKey as limiterKey, resolveAccount } from './resolve-account.ts';
import {
  writeAudit,
  actingAdmin,
  findRefreshToken,
  revokeFamily,
  spendRefreshToken,
  findTenantById,
  findTenantByCode,
  type Tenant,
  clearFailedSignIns,
  findActiveUser,
  findUserForSignIn,
  recordFailedSignIn,
  touchLastAccess,
  readCurrentUser,
  type ActingAdmin,
} from './service.ts';

export { REFRESH_COOKIE };

const auth: FastifyPluginAsyncTypebox = async (app) => {
  const { defaultTenant, accountLockFailures } = app.config;
  const mailer = accountMailer(app);
  await app.register(accountRoutes, { mailer });
  await app.register(changePasswordRoutes);

  const { issue: issueTokens, setCookie: setRefreshCookie, clearCookie: clearRefreshCookie } = sessionTokens(app);
  /**
   * `?include=user`: the new session's user beside its token (a starting page's second call);
   * `user,remotes`: the remotes this user's page loads too, canaries included (its third).
   */
  const alsoAsked = async (
    query: SessionQuery,
    tenant: Tenant,
    holder: { id: number; login: string },
    act: ActingAdmin | undefined,
  ): Promise<{ user?: CurrentUser; remotes?: RemoteEntry[] }> => {
    if (!query.include) return {};
    const user = await readCurrentUser(app.db, tenant, holder.id, act, app.config);
    if (!user) return {};
    if (query.include === 'user') return { user };
    const viewer = { tenantCode: tenant.code, login: holder.login };
    return { user, remotes: await remoteEntriesFor(app.db, app.config.remoteUrls, viewer) };
  };

  answer(app, authEndpoints.postAuthSignIn, async (request, { db }, reply) => {
    const { login, tenantCode } = await resolveAccount(db, defaultTenant, request.body);
    const accountKey = limiterKey(tenantCode, login);
    const addressKey = `address:${request.ip}`;
    // Counted before the password is checked: a burst of parallel guesses gets no more tries.
    const allowed = await app.signInLimiter.tryAttempt([
      { key: accountKey },
      { key: addressKey, max: app.config.signInMaxFailuresPerAddress },
    ]);
    if (!allowed) throw new HttpError(429, ACCOUNT_MESSAGES.locked);

    const tenant = await findTenantByCode(db, tenantCode);
    const user = tenant ? await findUserForSignIn(db, tenant.id, login) : null;
    // Unknown tenant, unknown user, wrong password, blocked user: same time, same answer.
    const passwordOk = user?.passwordHash
      ? await verifyPassword(user.passwordHash, request.body.password)
      : await verifyAgainstDummy(request.body.password);
    if (tenant && user?.lockedAt) {
      // Locked in the database (consecutive failures): only the unlock link or a reset opens it.
      await writeAudit(db, {
        tenantId: tenant.id,
        userId: user.id,
        action: 'sign-in-failed',
        details: { ip: request.ip, reason: 'locked' },
      });
      throw new HttpError(429, ACCOUNT_MESSAGES.locked);
    }
    const active = tenant && user && passwordOk ? await findActiveUser(db, tenant.id, user.id) : null;
    if (!tenant || !active) {
      // Memory counted the attempt on every account name, existing or not (same answers for
      // both); the database counts real accounts' consecutive failures and locks them.
      if (tenant && user) {
        await writeAudit(db, {
          tenantId: tenant.id,
          userId: user.id,
          action: 'sign-in-failed',
          details: { ip: request.ip, reason: passwordOk ? 'blocked' : 'password' },
        });
        if (!passwordOk && user.blocked === 'N') {
          const { lockedNow } = await recordFailedSignIn(db, tenant.id, user.id, accountLockFailures);
          if (lockedNow) {
            await writeAudit(db, {
              tenantId: tenant.id,
              userId: user.id,
              action: 'account-locked',
              details: { ip: request.ip },
            });
            await mailAccountLink(accountMailing(app, mailer, request), 'unlock', tenant, user);
          }
        }
      }
      throw new HttpError(401, MESSAGES.badCredentials);
    }
    if (user!.enablePsWs === 'ws') {
      // The right password of a web-service-only user: said plainly, and no session.
      await writeAudit(db, {
        tenantId: tenant.id,
        userId: active.id,
        action: 'sign-in-failed',
        details: { ip: request.ip, reason: 'web-services-only' },
      });
      throw new HttpError(403, ACCOUNT_MESSAGES.webServicesOnly);
    }
    await app.signInLimiter.reset(accountKey);
    await app.signInLimiter.release(addressKey);
    // A parallel wrong guess may have locked the account meanwhile: then no session either.
    if (!(await clearFailedSignIns(db, tenant.id, active.id))) throw new HttpError(429, ACCOUNT_MESSAGES.locked);

    const familyId = randomUUID();
    const tokens = await issueTokens(db, active, tenant, familyId);
    await touchLastAccess(db, tenant.id, active.id);
    await writeAudit(db, {
      tenantId: tenant.id,
      userId: active.id,
      action: 'sign-in',
      details: { ip: request.ip, familyId },
    });
    setRefreshCookie(request, reply, tokens.refreshToken);
    const asked = await alsoAsked(request.query, tenant, active, undefined);
    return { accessToken: tokens.accessToken, expiresIn: tokens.expiresIn, ...asked };
  });

  answer(app, authEndpoints.postAuthRefresh, async (request, { db }, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (!presented) {
      clearRefreshCookie(request, reply); // a stale session hint goes too
      throw new HttpError(401, MESSAGES.sessionExpired);
    }
    const tokenHash = hashSecretToken(presented);

    const issued = await db.transaction(async (tx) => {
      const spent = await spendRefreshToken(tx, tokenHash);
      if (!spent) return null;
      const [user, tenant] = [
        await findActiveUser(tx, spent.tenantId, spent.userId),
        await findTenantById(tx, spent.tenantId),
      ];
      // An impersonation family keeps naming its admin (undefined: an ordinary session).
      const act = await actingAdmin(tx, spent.familyId);
      if (!user || !tenant || act === null) {
        // Blocked or removed since sign-in: end the session.
        await revokeFamily(tx, spent.familyId);
        return null;
      }
      return { ...(await issueTokens(tx, user, tenant, spent.familyId, act)), user, tenant, act };
    });

    if (!issued) {
      const known = await findRefreshToken(db, tokenHash);
      if (known?.usedAt) {
        // A spent token came back: it was stolen, or the legitimate client lost a race.
        // Either way nobody may go on with this family.
        const revoked = await revokeFamily(db, known.familyId);
        await writeAudit(db, {
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
    const asked = await alsoAsked(request.query, issued.tenant, issued.user, issued.act);
    return { accessToken: issued.accessToken, expiresIn: issued.expiresIn, ...asked };
  });

  answer(app, authEndpoints.postAuthSignOut, async (request, { db }, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (presented) {
      const known = await findRefreshToken(db, hashSecretToken(presented));
      if (known) {
        const revoked = await revokeFamily(db, known.familyId);
        if (revoked > 0) {
          await writeAudit(db, {
            tenantId: known.tenantId,
            userId: known.userId,
            action: 'sign-out',
            details: { ip: request.ip, familyId: known.familyId },
          });
        }
      }
    }
    clearRefreshCookie(request, reply);
  });
};

export default auth;
