import { answer } from '../../http/endpoint-route.ts';
import { meEndpoints } from '@portal/contracts/api/me';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '../../errors.ts';
import { unauthenticated } from '../../domain-error.ts';
import { ownCredit, readCurrentUser } from './service.ts';

const me: FastifyPluginAsyncTypebox = async (app) => {
  answer(
    app,
    meEndpoints.getMe,
    async (request, { db, who }) => {
      // While impersonating, the admin acting as this user is named (top bar, audit).
      const user = await readCurrentUser(db, request.tenant!, who.userId, who.act, app.config);
      if (!user) throw unauthenticated(MESSAGES.authRequired);
      return user;
    },
    { config: { whilePasswordExpired: true } },
  );

  answer(app, meEndpoints.getMeCredit, async (_request, { db, who }) => {
    const credit = await ownCredit(db, who.tenantId, who.userId);
    if (!credit) throw unauthenticated(MESSAGES.authRequired);
    return credit;
  });
};

export default me;
