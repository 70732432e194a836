import { route } from '../../http/endpoint-route.ts';
import { statisticsEndpoints } from '@portal/contracts/api/statistics';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { payerOf } from '../requests/service.ts';
import { statistics } from './service.ts';

/** Statistics (`/statistiche`) of the caller's client: statistics permission. */
const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, statisticsEndpoints.getStatistics, async (request) => {
    const who = caller(request);
    const { clientId } = await payerOf(app.db, who);
    return envelope(await statistics(app.db, who.tenantId, clientId, request.query));
  });
};

export default statisticsRoutes;
