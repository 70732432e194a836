import { answer, route } from '../../http/endpoint-route.ts';
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
  answer(app, permissionManagementEndpoints.getPermissionManagementAvailableUsers, (request, { db, who }) =>
    listPermissionUsers(db, who.tenantId, request.query),
  );

  answer(app, permissionManagementEndpoints.getPermissionManagementAvailableAccounts, (request, { db, who }) =>
    listAccounts(db, who.tenantId, request.query.search, MAX_ACCOUNTS),
  );

  answer(app, permissionManagementEndpoints.getPermissionManagementAccountByClientId, (request, { db, who }) =>
    getClientAccount(db, who.tenantId, request.params.clientId),
  );

  route(app, permissionManagementEndpoints.postPermissionManagementProcessPermissions, async (request) => {
    const result = await processPermissionChanges(app.db, caller(request), request.body);
    return envelope(result, result.applied > 0 ? PERMISSION_MESSAGES.saved : PERMISSION_MESSAGES.nothingChanged);
  });

  answer(app, permissionManagementEndpoints.getPermissionManagementAudit, (request, { db, who }) =>
    listPermissionAudit(db, who.tenantId, request.query),
  );
};

export default permissionManagement;
