import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS } from '@portal/shared-auth/permissions';
import { listAccounts } from '../../data/clients.ts';
import { listPermissionUsers } from '../../data/users.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { page, pagingQuery, responses } from '../../schemas/common.ts';
import { account, accountsQuery, permissionUser } from '../../schemas/permission-management.ts';

const MAX_ACCOUNTS = 50;

const permissionManagement: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { page: number; size: number; search: string; clientId?: number } }>(
    '/api/permission-management/available/users',
    {
      config: { access: [PERMISSIONS.permissionManagement] },
      schema: {
        tags: ['gestione permessi'],
        summary: 'Utenti del tenant con i loro permessi, ordinati per cognome e nome',
        description: 'La ricerca confronta nome, cognome, login ed email; clientId filtra per cliente.',
        querystring: pagingQuery({ clientId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }),
        response: responses(page(permissionUser)),
      },
    },
    async (request) => envelope(await listPermissionUsers(app.db, caller(request).tenantId, request.query)),
  );

  app.get<{ Querystring: { search: string } }>(
    '/api/permission-management/available/accounts',
    {
      config: { access: [PERMISSIONS.permissionManagement] },
      schema: {
        tags: ['gestione permessi'],
        summary: `Clienti del tenant (al massimo ${MAX_ACCOUNTS}) il cui nome o codice contiene il testo cercato`,
        querystring: accountsQuery,
        response: responses({ type: 'array', items: account }),
      },
    },
    async (request) =>
      envelope(await listAccounts(app.db, caller(request).tenantId, request.query.search, MAX_ACCOUNTS)),
  );
};

export default permissionManagement;
