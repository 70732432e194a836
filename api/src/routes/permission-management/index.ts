import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { listAccounts } from '../../data/clients.ts';
import { listPermissionUsers } from '../../data/users.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { AccountsQuery, ClientAccount, PermissionUser } from '@portal/contracts/api/permission-management';
import { Id, Page, PagingQuery, Type } from '@portal/contracts/api/schema';
import { responses } from '../../schemas/common.ts';

const MAX_ACCOUNTS = 50;

const permissionManagement: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/permission-management/available/users',
    {
      config: { access: [PERMISSIONS.permissionManagement] },
      schema: {
        tags: ['gestione permessi'],
        summary: 'Utenti del tenant con i loro permessi, ordinati per cognome e nome',
        description: 'La ricerca confronta nome, cognome, login ed email; clientId filtra per cliente.',
        querystring: PagingQuery({ clientId: Type.Optional(Id()) }),
        response: responses(Page(PermissionUser)),
      },
    },
    async (request) => envelope(await listPermissionUsers(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/permission-management/available/accounts',
    {
      config: { access: [PERMISSIONS.permissionManagement] },
      schema: {
        tags: ['gestione permessi'],
        summary: `Clienti del tenant (al massimo ${MAX_ACCOUNTS}) il cui nome o codice contiene il testo cercato`,
        querystring: AccountsQuery,
        response: responses(Type.Array(ClientAccount)),
      },
    },
    async (request) =>
      envelope(await listAccounts(app.db, caller(request).tenantId, request.query.search, MAX_ACCOUNTS)),
  );
};

export default permissionManagement;
