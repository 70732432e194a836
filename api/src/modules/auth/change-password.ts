import { route } from '../../http/endpoint-route.ts';
import { accountEndpoints } from '@portal/contracts/api/account';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { changeOwnPassword } from './account-service.ts';

/** Change password (spec 000 §2.9, §5, §7): the signed-in user's own, under their policy. */
const changePassword: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    accountEndpoints.postMePassword,
    async (request) => {
      return envelope(null, await changeOwnPassword(app.db, caller(request), request.body, request.ip));
    },
    { config: { whilePasswordExpired: true } },
  );
};

export default changePassword;
