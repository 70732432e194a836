import { route } from '../../http/endpoint-route.ts';
import { clientsEndpoints } from '@portal/contracts/api/clients';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { listAccounts } from './service.ts';

const MAX_CLIENTS = 50;

/** The tenant's clients for the back office's lookups (processings, users): manager permission. */
const clients: FastifyPluginAsyncTypebox = async (app) => {
  route(app, clientsEndpoints.getClients, async (request) =>
    envelope(await listAccounts(app.db, caller(request).tenantId, request.query.search, MAX_CLIENTS)),
  );
};

export default clients;
