import { answer } from '../../http/endpoint-route.ts';
import { clientsEndpoints } from '@portal/contracts/api/clients';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAccounts } from './service.ts';

const MAX_CLIENTS = 50;

/** The tenant's clients for the back office's lookups (processings, users): manager permission. */
const clients: FastifyPluginAsyncTypebox = async (app) => {
  answer(app, clientsEndpoints.getClients, (request, { db, who }) =>
    listAccounts(db, who.tenantId, request.query.search, MAX_CLIENTS),
  );
};

export default clients;
