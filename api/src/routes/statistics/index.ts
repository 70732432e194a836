import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Statistics, StatisticsQuery } from '@portal/contracts/api/statistics';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { responses } from '../../schemas/common.ts';
import { payerOf } from '../../services/requests-service.ts';
import { statistics } from '../../services/statistics-service.ts';

/** Statistics (`/statistiche`) of the caller's client: statistics permission. */
const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/statistics',
    {
      config: { access: [PERMISSIONS.statistics] },
      schema: {
        tags: ['statistiche'],
        summary:
          'Richieste e spesa del cliente per mese, per servizio, prodotto, utente o tipo, e il periodo precedente',
        description:
          'from e to sono mesi aaaa-mm (ora di Roma), inclusi, al più 60; previous è il periodo di pari durata prima di from.',
        querystring: StatisticsQuery,
        response: responses(Statistics),
      },
    },
    async (request) => {
      const who = caller(request);
      const { clientId } = await payerOf(app.db, who);
      return envelope(await statistics(app.db, who.tenantId, clientId, request.query));
    },
  );
};

export default statisticsRoutes;
