import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { AccountsQuery, ClientAccount } from '@portal/contracts/api/permission-management';
import { Type } from '@portal/contracts/api/schema';
import { listAccounts } from '../../data/clients.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { responses } from '../../schemas/common.ts';

const MAX_CLIENTS = 50;

/** The tenant's clients for the back office's lookups (processings, users): manager permission. */
const clients: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/clients',
    {
      config: { access: [PERMISSIONS.manager] },
      schema: {
        tags: ['clienti'],
        summary: `Clienti del tenant (al massimo ${MAX_CLIENTS}) il cui nome o codice contiene il testo cercato`,
        querystring: AccountsQuery,
        response: responses(Type.Array(ClientAccount)),
      },
    },
    async (request) =>
      envelope(await listAccounts(app.db, caller(request).tenantId, request.query.search, MAX_CLIENTS)),
  );
};

export default clients;
