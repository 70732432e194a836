import { answer } from '../../http/endpoint-route.ts';
import { healthEndpoints } from '@portal/contracts/api/health';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const health: FastifyPluginAsyncTypebox = async (app) => {
  answer(app, healthEndpoints.getHealth, () => ({ status: 'ok' as const }));
};

export default health;
