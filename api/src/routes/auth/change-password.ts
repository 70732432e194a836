import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { changeOwnPassword } from '../../services/account-service.ts';
import { ChangePasswordBody } from '@portal/contracts/api/account';
import { NullContext } from '@portal/contracts/api/schema';
import { responses } from '../../schemas/common.ts';

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
      return envelope(null, await changeOwnPassword(app.db, caller(request), request.body, request.ip));
    },
  );
};

export default changePassword;
