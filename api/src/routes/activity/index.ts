import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { ActivityEntry, ActivityQuery } from '@portal/contracts/api/activity';
import { Page } from '@portal/contracts/api/schema';
import { listActivity } from '../../activity/activity-log.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { responses } from '../../schemas/common.ts';

/** 'Attività' (issue: every change recorded): the manager reads the tenant's record of changes. */
const activity: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/activity',
    {
      config: { access: [PERMISSIONS.manager] },
      schema: {
        tags: ['attività'],
        summary: 'Le modifiche a catalogo, elaborazioni, utenti, profili e permessi, dalla più recente',
        description:
          'Per ognuna: chi, quando, il record (tipo, chiave, nome), l’azione e i campi cambiati (prima e dopo). ' +
          'entity ed entityKey danno la cronologia di un record; from e to sono giorni (ora di Roma), inclusi; ' +
          'la ricerca confronta il nome del record e chi ha modificato.',
        querystring: ActivityQuery,
        response: responses(Page(ActivityEntry)),
      },
    },
    async (request) => envelope(await listActivity(app.db, caller(request).tenantId, request.query)),
  );
};

export default activity;
