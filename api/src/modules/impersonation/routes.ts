import { answer } from '../../http/endpoint-route.ts';
import { impersonationEndpoints } from '@portal/contracts/api/impersonation';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REFRESH_COOKIE, sessionTokens } from '../../auth/session-tokens.ts';
import { hashSecretToken } from '../../auth/secret-token.ts';
import { HttpError, MESSAGES } from '../../errors.ts';
import {
  assertImpersonating,
  impersonableAccounts,
  impersonationTarget,
  writeAudit,
  familyRevoked,
  findImpersonation,
  insertImpersonation,
  markImpersonationEnded,
  revokeFamily,
  spendRefreshToken,
  findActiveUser,
} from './service.ts';

const impersonation: FastifyPluginAsyncTypebox = async (app) => {
  const { issue, setCookie: setRefreshCookie } = sessionTokens(app);

  answer(app, impersonationEndpoints.getImpersonationAccounts, (request, { db, who }) =>
    impersonableAccounts(db, who, request.query.search),
  );

  answer(app, impersonationEndpoints.postAuthImpersonation, async (request, { db, who }, reply) => {
    const target = await impersonationTarget(db, who, request.body.login);

    const presented = request.cookies[REFRESH_COOKIE];
    if (!presented) throw new HttpError(401, MESSAGES.sessionExpired);
    const tenant = { id: who.tenantId, code: who.tenantCode };
    const act = { sub: String(who.userId), login: who.login };

    const started = await db.transaction(async (tx) => {
      // The admin's current refresh token is spent: its family waits, with no usable token,
      // until the end issues the next one.
      const spent = await spendRefreshToken(tx, hashSecretToken(presented));
      if (!spent || spent.userId !== who.userId || spent.tenantId !== who.tenantId) return null;
      const user = await findActiveUser(tx, who.tenantId, target.id);
      if (!user) return null;
      const familyId = randomUUID();
      await insertImpersonation(tx, {
        familyId,
        tenantId: who.tenantId,
        userId: user.id,
        actorId: who.userId,
        adminFamilyId: spent.familyId,
      });
      const tokens = await issue(tx, user, tenant, familyId, act);
      return { tokens, familyId, adminFamilyId: spent.familyId, user };
    });
    if (!started) throw new HttpError(401, MESSAGES.sessionExpired);

    await writeAudit(db, {
      tenantId: who.tenantId,
      userId: started.user.id,
      actorId: who.userId,
      action: 'impersonation-start',
      details: { ip: request.ip, familyId: started.familyId, adminFamilyId: started.adminFamilyId },
    });
    setRefreshCookie(request, reply, started.tokens.refreshToken);
    return { accessToken: started.tokens.accessToken, expiresIn: started.tokens.expiresIn };
  });

  answer(app, impersonationEndpoints.deleteAuthImpersonation, async (request, { db, who }, reply) => {
    assertImpersonating(who);
    const presented = request.cookies[REFRESH_COOKIE];
    if (!presented) throw new HttpError(401, MESSAGES.sessionExpired);
    const actorId = Number(who.act.sub);
    const tenant = { id: who.tenantId, code: who.tenantCode };

    const ended = await db.transaction(async (tx) => {
      const spent = await spendRefreshToken(tx, hashSecretToken(presented));
      if (!spent) return null;
      const session = await findImpersonation(tx, spent.familyId);
      if (!session || session.endedAt || session.userId !== who.userId || session.actorId !== actorId) return null;
      await revokeFamily(tx, spent.familyId);
      await markImpersonationEnded(tx, spent.familyId);
      const admin = await findActiveUser(tx, who.tenantId, actorId);
      if (!admin || (await familyRevoked(tx, session.adminFamilyId))) return { tokens: null, session };
      return { tokens: await issue(tx, admin, tenant, session.adminFamilyId), session };
    });
    if (!ended) throw new HttpError(401, MESSAGES.sessionExpired);

    await writeAudit(db, {
      tenantId: who.tenantId,
      userId: who.userId,
      actorId,
      action: 'impersonation-end',
      details: { ip: request.ip, familyId: ended.session.familyId, adminFamilyId: ended.session.adminFamilyId },
    });
    // The admin was blocked or signed out meanwhile: the impersonation is over, and so is the session.
    if (!ended.tokens) throw new HttpError(401, MESSAGES.sessionExpired);
    setRefreshCookie(request, reply, ended.tokens.refreshToken);
    return { accessToken: ended.tokens.accessToken, expiresIn: ended.tokens.expiresIn };
  });
};

export default impersonation;
