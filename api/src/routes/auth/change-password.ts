import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  checkNewPassword,
  hashPassword,
  matchesAnyHash,
  PASSWORD_MESSAGES,
  reusedPasswordMessage,
} from '../../auth/passwords.ts';
import { writeAudit } from '../../data/audit.ts';
import { findPasswordPolicyUser, recentPasswordHashes, replacePassword } from '../../data/users.ts';
import { HttpError, MESSAGES, envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { ChangePasswordBody } from '@portal/contracts/api/account';
import { NullContext } from '@portal/contracts/api/schema';
import { responses } from '../../schemas/common.ts';

export const IMPERSONATING_PASSWORD = "Durante l'impersonificazione non è possibile cambiare la password dell'utente.";

/** Change password (spec 000 §2.9, §5, §7): the signed-in user's own, under their policy. */
const changePassword: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/me/password',
    {
      config: { access: 'user', whilePasswordExpired: true },
      schema: {
        tags: ['autenticazione'],
        summary: 'Cambio password della utenza collegata',
        description:
          'Regole della utenza: lunghezza minima pwdMinLength; non può essere uguale alle ultime pwdNumDiff ' +
          'password (compresa quella attuale); la validità (passwordDurationDays) riparte dal cambio.',
        body: ChangePasswordBody,
        response: responses(NullContext),
      },
    },
    async (request) => {
      const who = caller(request);
      // The acting admin must not set a password the user does not know.
      if (who.act) throw new HttpError(403, IMPERSONATING_PASSWORD);
      const user = await findPasswordPolicyUser(app.db, who.tenantId, who.userId);
      if (!user) throw new HttpError(401, MESSAGES.authRequired);
      const { password, passwordConfirm } = request.body;
      const problem = checkNewPassword(password, passwordConfirm, user.pwdMinLength);
      if (problem) throw new HttpError(400, problem.message, { field: problem.field });
      const recent = await recentPasswordHashes(app.db, who.tenantId, user, user.pwdNumDiff);
      if (await matchesAnyHash(recent, password)) {
        throw new HttpError(400, reusedPasswordMessage(user.pwdNumDiff), { field: 'password' });
      }
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        await replacePassword(tx, who.tenantId, user.id, passwordHash, { endSessions: false });
        await writeAudit(tx, {
          tenantId: who.tenantId,
          userId: user.id,
          action: 'password-changed',
          details: { ip: request.ip },
        });
      });
      return envelope(null, PASSWORD_MESSAGES.changed);
    },
  );
};

export default changePassword;
