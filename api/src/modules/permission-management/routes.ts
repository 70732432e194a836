import { route } from '../../http/endpoint-route.ts';
import { permissionManagementEndpoints } from '@portal/contracts/api/permission-management';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { PERMISSION_MESSAGES } from '@portal/contracts/messages';
import {
  getClientAccount,
  processPermissionChanges,
  listAccounts,
  listPermissionUsers,
  listPermissionAudit,
} from './service.ts';

const MAX_ACCOUNTS = 50;

const permissionManagement: FastifyPluginAsyncTypebox = async (app) => {
  route(app, permissionManagementEndpoints.getPermissionManagementAvailableUsers, async (request) =>
    envelope(await listPermissionUsers(app.db, caller(request).tenantId, request.query)),
  );

  route(app, permissionManagementEndpoints.getPermissionManagementAvailableAccounts, async (request) =>
    envelope(await listAccounts(app.db, caller(request).tenantId, request.query.search, MAX_ACCOUNTS)),
  );

  route(app, permissionManagementEndpoints.getPermissionManagementAccountByClientId, async (request) =>
    envelope(await getClientAccount(app.db, caller(request).tenantId, request.params.clientId)),
  );

  route(app, permissionManagementEndpoints.postPermissionManagementProcessPermissions, async (request) => {
    const result = await processPermissionChanges(app.db, caller(request), request.body);
    return envelope(result, result.applied > 0 ? PERMISSION_MESSAGES.saved : PERMISSION_MESSAGES.nothingChanged);
  });

  route(app, permissionManagementEndpoints.getPermissionManagementAudit, async (request) =>
    envelope(await listPermissionAudit(app.db, caller(request).tenantId, request.query)),
  );
};

export default permissionManagement;
