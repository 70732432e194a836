import { route } from '../../http/endpoint-route.ts';
import { healthEndpoints } from '@portal/contracts/api/health';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';

const health: FastifyPluginAsyncTypebox = async (app) => {
  route(app, healthEndpoints.getHealth, async () => envelope({ status: 'ok' as const }));
};

export default health;
