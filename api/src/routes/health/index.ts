import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';
import { responses } from '../../schemas/common.ts';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['piattaforma'],
        summary: 'Stato del servizio',
        response: responses({
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', const: 'ok' } },
        }),
      },
    },
    async () => envelope({ status: 'ok' as const }),
  );
};

export default health;
