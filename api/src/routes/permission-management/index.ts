import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { listAccounts } from '../../data/clients.ts';
import { listPermissionUsers } from '../../data/users.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import {
  AccountsQuery,
  ClientAccount,
  ClientAccountDetail,
  ClientIdParams,
  PermissionAuditEntry,
  PermissionAuditQuery,
  PermissionChangesInput,
  PermissionChangesResult,
  PermissionUser,
} from '@portal/contracts/api/permission-management';
import { PERMISSION_MESSAGES } from '@portal/contracts/messages';
import { Id, Page, PagingQuery, Type } from '@portal/contracts/api/schema';
import { listPermissionAudit } from '../../repositories/permissions-repository.ts';
import { responses } from '../../schemas/common.ts';
import { getClientAccount, processPermissionChanges } from '../../services/permission-management-service.ts';

const MAX_ACCOUNTS = 50;
const TAGS = ['gestione permessi'];
const managesPermissions = { access: [PERMISSIONS.permissionManagement] };

const permissionManagement: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/permission-management/available/users',
    {
      config: managesPermissions,
      schema: {
        tags: TAGS,
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
      config: managesPermissions,
      schema: {
        tags: TAGS,
        summary: `Clienti del tenant (al massimo ${MAX_ACCOUNTS}) il cui nome o codice contiene il testo cercato`,
        querystring: AccountsQuery,
        response: responses(Type.Array(ClientAccount)),
      },
    },
    async (request) =>
      envelope(await listAccounts(app.db, caller(request).tenantId, request.query.search, MAX_ACCOUNTS)),
  );

  app.get(
    '/api/permission-management/account/:clientId',
    {
      config: managesPermissions,
      schema: {
        tags: TAGS,
        summary: 'Il blocco del cliente scelto: dati, credito, profilo listino e numero di utenti',
        params: ClientIdParams,
        response: responses(ClientAccountDetail),
      },
    },
    async (request) => envelope(await getClientAccount(app.db, caller(request).tenantId, request.params.clientId)),
  );

  app.post(
    '/api/permission-management/process/permissions',
    {
      config: managesPermissions,
      schema: {
        tags: TAGS,
        summary: 'Salva i permessi cambiati (solo le modifiche), in una transazione',
        description:
          'Per ogni utente i permessi con changed=true e uno solo tra added e removed; un permesso già ' +
          'posseduto (o già assente) è saltato. 403 per un permesso che chi salva non possiede; 404 per un ' +
          `utente di un altro tenant; 409 "${PERMISSION_MESSAGES.lastPermissionManager}". Ogni modifica è registrata.`,
        body: PermissionChangesInput,
        response: responses(PermissionChangesResult),
      },
    },
    async (request) => {
      const result = await processPermissionChanges(app.db, caller(request), request.body);
      return envelope(result, result.applied > 0 ? PERMISSION_MESSAGES.saved : PERMISSION_MESSAGES.nothingChanged);
    },
  );

  app.get(
    '/api/permission-management/audit',
    {
      config: managesPermissions,
      schema: {
        tags: TAGS,
        summary: 'Registro delle assegnazioni e revoche di permessi, dalla più recente',
        description: 'La ricerca confronta nome, cognome e login di chi riceve, il nome di chi assegna e il permesso.',
        querystring: PermissionAuditQuery,
        response: responses(Page(PermissionAuditEntry)),
      },
    },
    async (request) => envelope(await listPermissionAudit(app.db, caller(request).tenantId, request.query)),
  );
};

export default permissionManagement;
