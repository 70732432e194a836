import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantConfig } from '../../data/tenants.ts';
import { getUserProfile } from '../../data/users.ts';
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
      const profile = await getUserProfile(app.db, who.tenantId, who.userId);
      if (!profile) throw unauthenticated(MESSAGES.authRequired);
      // While impersonating, the admin acting as this user (named for the top bar and the audit).
      const admin = who.act ? await getUserProfile(app.db, who.tenantId, Number(who.act.sub)) : null;
      return envelope({
        ...profile,
        tenant: tenantConfig(request.tenant!, app.config.preProduction),
        impersonator: who.act
          ? { id: Number(who.act.sub), login: who.act.login, name: admin?.name ?? '', lastName: admin?.lastName ?? '' }
          : null,
      });
    },
  );
};

export default me;
