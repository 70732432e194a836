import { route } from '../../http/endpoint-route.ts';
import { meEndpoints } from '@portal/contracts/api/me';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, envelope } from '../../errors.ts';
import { unauthenticated } from '../../domain-error.ts';
import { caller } from '../../plugins/tenant.ts';
import { ownCredit, readCurrentUser } from './service.ts';

const me: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    meEndpoints.getMe,
    async (request) => {
      const who = caller(request);
      // While impersonating, the admin acting as this user is named (top bar, audit).
      const user = await readCurrentUser(app.db, request.tenant!, who.userId, who.act, app.config);
      if (!user) throw unauthenticated(MESSAGES.authRequired);
      return envelope(user);
    },
    { config: { whilePasswordExpired: true } },
  );

  route(app, meEndpoints.getMeCredit, async (request) => {
    const who = caller(request);
    const credit = await ownCredit(app.db, who.tenantId, who.userId);
    if (!credit) throw unauthenticated(MESSAGES.authRequired);
    return envelope(credit);
  });
};

export default me;
