import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { REFRESH_COOKIE, sessionTokens } from '../../auth/session-tokens.ts';
import { hashSecretToken } from '../../auth/secret-token.ts';
import { writeAudit } from '../../data/audit.ts';
import {
  NOT_IMPERSONABLE,
  familyRevoked,
  findImpersonation,
  insertImpersonation,
  markImpersonationEnded,
} from '../../data/impersonation.ts';
import { revokeFamily, spendRefreshToken } from '../../data/refresh-tokens.ts';
import { findActiveUser } from '../../data/users.ts';
import { HttpError, MESSAGES, envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { TokenAnswer } from '@portal/contracts/api/auth';
import { ImpersonationAccount, StartImpersonationBody } from '@portal/contracts/api/impersonation';
import { AccountsQuery } from '@portal/contracts/api/permission-management';
import { Type } from '@portal/contracts/api/schema';
import { responses } from '../../schemas/common.ts';
import {
  MAX_ACCOUNTS,
  assertImpersonating,
  impersonableAccounts,
  impersonationTarget,
} from '../../services/impersonation-service.ts';

// Start and end need the refresh cookie, which the browser sends only under /api/auth.
export const IMPERSONATION_PATH = '/api/auth/impersonation';

const TAGS = ['impersonificazione'];

const impersonation: FastifyPluginAsyncTypebox = async (app) => {
  const { issue, setCookie: setRefreshCookie } = sessionTokens(app);

  app.get(
    '/api/impersonation/accounts',
    {
      config: { access: [PERMISSIONS.shapeshifter] },
      schema: {
        tags: TAGS,
        summary: `Clienti del tenant (al massimo ${MAX_ACCOUNTS}) con gli utenti che si possono impersonare`,
        description:
          'La ricerca confronta nome e codice del cliente. Esclusi gli utenti bloccati e chi ha i permessi ' +
          `${NOT_IMPERSONABLE.join(', ')}.`,
        querystring: AccountsQuery,
        response: responses(Type.Array(ImpersonationAccount)),
      },
    },
    async (request) => {
      return envelope(await impersonableAccounts(app.db, caller(request), request.query.search));
    },
  );

  app.post(
    IMPERSONATION_PATH,
    {
      config: { access: [PERMISSIONS.shapeshifter] },
      schema: {
        tags: TAGS,
        summary: 'Inizia a impersonare un utente dello stesso tenant',
        description:
          "Restituisce i token dell'utente impersonato (il token di accesso porta anche l'amministratore nel " +
          "claim act); la sessione dell'amministratore resta da parte sul server fino alla fine. Registrato " +
          'nel registro di controllo.',
        body: StartImpersonationBody,
        response: responses(TokenAnswer),
      },
    },
    async (request, reply) => {
      const who = caller(request);
      const target = await impersonationTarget(app.db, who, request.body.login);

      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw new HttpError(401, MESSAGES.sessionExpired);
      const tenant = { id: who.tenantId, code: who.tenantCode };
      const act = { sub: String(who.userId), login: who.login };

      const started = await app.db.transaction(async (tx) => {
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

      await writeAudit(app.db, {
        tenantId: who.tenantId,
        userId: started.user.id,
        actorId: who.userId,
        action: 'impersonation-start',
        details: { ip: request.ip, familyId: started.familyId, adminFamilyId: started.adminFamilyId },
      });
      setRefreshCookie(request, reply, started.tokens.refreshToken);
      return envelope({ accessToken: started.tokens.accessToken, expiresIn: started.tokens.expiresIn });
    },
  );

  app.delete(
    IMPERSONATION_PATH,
    {
      // The impersonated user holds none of the admin's permissions: being the session's
      // impersonation (claim act plus the cookie of its family) is what is checked.
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: "Termina l'impersonificazione e riprende la sessione dell'amministratore",
        response: responses(TokenAnswer),
      },
    },
    async (request, reply) => {
      const who = caller(request);
      assertImpersonating(who);
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw new HttpError(401, MESSAGES.sessionExpired);
      const actorId = Number(who.act.sub);
      const tenant = { id: who.tenantId, code: who.tenantCode };

      const ended = await app.db.transaction(async (tx) => {
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

      await writeAudit(app.db, {
        tenantId: who.tenantId,
        userId: who.userId,
        actorId,
        action: 'impersonation-end',
        details: { ip: request.ip, familyId: ended.session.familyId, adminFamilyId: ended.session.adminFamilyId },
      });
      // The admin was blocked or signed out meanwhile: the impersonation is over, and so is the session.
      if (!ended.tokens) throw new HttpError(401, MESSAGES.sessionExpired);
      setRefreshCookie(request, reply, ended.tokens.refreshToken);
      return envelope({ accessToken: ended.tokens.accessToken, expiresIn: ended.tokens.expiresIn });
    },
  );
};

export default impersonation;
