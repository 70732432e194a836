import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readCurrentUser } from '../../data/current-user.ts';
import { MESSAGES, envelope } from '../../errors.ts';
import { unauthenticated } from '../../domain-error.ts';
import { caller } from '../../plugins/tenant.ts';
import { CurrentUser } from '@portal/contracts/api/auth';
import { responses } from '../../schemas/common.ts';

const me: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/me',
    {
      config: { access: 'user', whilePasswordExpired: true },
      schema: {
        tags: ['autenticazione'],
        summary: "Dati dell'utente collegato, del suo tenant e dei suoi permessi",
        response: responses(CurrentUser),
      },
    },
    async (request) => {
      const who = caller(request);
      // While impersonating, the admin acting as this user is named (top bar, audit).
      const user = await readCurrentUser(app.db, request.tenant!, who.userId, who.act, app.config.preProduction);
      if (!user) throw unauthenticated(MESSAGES.authRequired);
      return envelope(user);
    },
  );
};

export default me;
