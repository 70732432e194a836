import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS } from '@portal/shared-auth/permissions';
import { listFields } from '../../data/fields.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { page, pagingQuery, responses } from '../../schemas/common.ts';
import { field } from '../../schemas/fields.ts';

const fields: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { page: number; size: number; search: string } }>(
    '/api/fields',
    {
      config: { access: [PERMISSIONS.manager] },
      schema: {
        tags: ['catalogo'],
        summary: 'Elenco paginato dei campi, ordinato per codice',
        description: 'La ricerca confronta codice, nome e descrizione senza distinzione tra maiuscole e minuscole.',
        querystring: pagingQuery(),
        response: responses(page(field)),
      },
    },
    async (request) => envelope(await listFields(app.db, caller(request).tenantId, request.query)),
  );
};

export default fields;
