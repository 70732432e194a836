import { answer } from '../../http/endpoint-route.ts';
import { statisticsEndpoints } from '@portal/contracts/api/statistics';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { payerOf } from '../requests/service.ts';
import { statistics } from './service.ts';

/** Statistics (`/statistiche`) of the caller's client: statistics permission. */
const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answer(app, statisticsEndpoints.getStatistics, async (request, { db, who }) => {
    const { clientId } = await payerOf(db, who);
    return await statistics(db, who.tenantId, clientId, request.query);
  });
};

export default statisticsRoutes;
