import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { REFRESH_COOKIE, sessionTokens } from '../../auth/session-tokens.ts';
import { hashSecretToken } from '../../auth/secret-token.ts';
import { writeAudit } from '../../data/audit.ts';
import { listAccounts } from '../../data/clients.ts';
import {
  NOT_IMPERSONABLE,
  familyRevoked,
  findImpersonation,
  findImpersonationTarget,
  insertImpersonation,
  listImpersonableUsers,
  markImpersonationEnded,
} from '../../data/impersonation.ts';
import { revokeFamily, spendRefreshToken } from '../../data/refresh-tokens.ts';
import { findTenantByCode } from '../../data/tenants.ts';
import { findActiveUser } from '../../data/users.ts';
import { HttpError, MESSAGES, envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { TokenAnswer } from '@portal/contracts/api/auth';
import { ImpersonationAccount, StartImpersonationBody } from '@portal/contracts/api/impersonation';
import { AccountsQuery } from '@portal/contracts/api/permission-management';
import { Type } from '@portal/contracts/api/schema';
import { responses } from '../../schemas/common.ts';

/** Spec 000 §9: at most 10 accounts per client list. */
export const MAX_ACCOUNTS = 10;
// Accounts whose users all hold staff permissions are dropped: look at a few more than shown.
const ACCOUNTS_LOOKED_AT = 50;
// Start and end need the refresh cookie, which the browser sends only under /api/auth.
export const IMPERSONATION_PATH = '/api/auth/impersonation';

export const IMPERSONATION_MESSAGES = {
  alreadyImpersonating: "Stai già impersonando un utente: termina l'impersonificazione prima di iniziarne un'altra",
  notImpersonating: 'Nessuna impersonificazione in corso',
  userNotFound: 'Utente non trovato',
  otherTenant: 'Puoi impersonare solo utenti del tuo tenant',
  notImpersonable: 'Questo utente non può essere impersonato',
  self: 'Non puoi impersonare te stesso',
} as const;

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
      const who = caller(request);
      const accounts = await listAccounts(app.db, who.tenantId, request.query.search, ACCOUNTS_LOOKED_AT);
      const users = await listImpersonableUsers(
        app.db,
        who.tenantId,
        accounts.map((account) => account.clientId),
        who.userId,
      );
      const result = accounts
        .map((account) => ({
          clientId: account.clientId,
          clientName: account.clientName,
          users: users
            .filter((user) => user.clientId === account.clientId)
            .map(({ login, firstname, surname, isMaster }) => ({ login, firstname, surname, isMaster })),
        }))
        .filter((account) => account.users.length > 0)
        .slice(0, MAX_ACCOUNTS);
      return envelope(result);
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
      if (who.act) throw new HttpError(409, IMPERSONATION_MESSAGES.alreadyImpersonating);

      let login = request.body.login.trim();
      const at = login.lastIndexOf('@');
      if (at > 0) {
        const suffix = login.slice(at + 1).toLowerCase();
        if (suffix === who.tenantCode) login = login.slice(0, at);
        else if (await findTenantByCode(app.db, suffix)) throw new HttpError(403, IMPERSONATION_MESSAGES.otherTenant);
      }
      const target = await findImpersonationTarget(app.db, who.tenantId, login);
      if (!target || target.blocked !== 'N') throw new HttpError(404, IMPERSONATION_MESSAGES.userNotFound);
      if (target.id === who.userId) throw new HttpError(400, IMPERSONATION_MESSAGES.self);
      if (target.permissions.some((permission) => NOT_IMPERSONABLE.includes(permission))) {
        throw new HttpError(403, IMPERSONATION_MESSAGES.notImpersonable);
      }

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
      if (!who.act) throw new HttpError(409, IMPERSONATION_MESSAGES.notImpersonating);
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
