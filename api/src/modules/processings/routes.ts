import { route } from '../../http/endpoint-route.ts';
import { processingsEndpoints } from '@portal/contracts/api/processings';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import {
  addProcessingClient,
  addProcessingProduct,
  clientsOfProcessing,
  createProcessing,
  getProcessing,
  productsOfProcessing,
  removeProcessingClient,
  removeProcessingProduct,
  updateProcessing,
  isProcessingCodeFree,
  listProcessings,
  processingOfLink,
} from './service.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** Processings (spec 002 §2.13, §2.14, §7 Processings): every call needs the manager permission. */
const processings: FastifyPluginAsyncTypebox = async (app) => {
  route(app, processingsEndpoints.getProcessings, async (request) =>
    envelope(await listProcessings(app.db, caller(request).tenantId, request.query)),
  );

  route(app, processingsEndpoints.getProcessingElaborazioneCodeAvailability, async (request) => {
    const available = await isProcessingCodeFree(app.db, caller(request).tenantId, request.query.elaborazioneCode);
    return envelope({ available }, available ? null : CATALOGUE_MESSAGES.processingCodeTaken);
  });

  route(app, processingsEndpoints.getProcessingById, async (request) =>
    envelope(await getProcessing(app.db, caller(request).tenantId, request.params.id)),
  );

  route(
    app,
    processingsEndpoints.postProcessing,
    async (request) => envelope(await createProcessing(app.db, caller(request).tenantId, request.body)),
    logsActivity.create('processing'),
  );

  route(
    app,
    processingsEndpoints.putProcessingById,
    async (request) =>
      envelope(await updateProcessing(app.db, caller(request).tenantId, request.params.id, request.body)),
    logsActivity.update('processing'),
  );

  route(app, processingsEndpoints.getProcessingClientsById, async (request) =>
    envelope(await clientsOfProcessing(app.db, caller(request).tenantId, request.params.id)),
  );

  route(app, processingsEndpoints.getProcessingProductsById, async (request) =>
    envelope(await productsOfProcessing(app.db, caller(request).tenantId, request.params.id)),
  );

  route(
    app,
    processingsEndpoints.postProcessingClientById,
    async (request) =>
      envelope(await addProcessingClient(app.db, caller(request).tenantId, request.params.id, request.body.clientId)),
    logsActivity.update('processing'),
  );

  route(
    app,
    processingsEndpoints.postProcessingProductById,
    async (request) =>
      envelope(await addProcessingProduct(app.db, caller(request).tenantId, request.params.id, request.body.productId)),
    logsActivity.update('processing'),
  );

  route(
    app,
    processingsEndpoints.deleteProcessingClientById,
    async (request) => {
      await removeProcessingClient(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
    logsActivity.update('processing', (request) =>
      processingOfLink(app.db, caller(request).tenantId, 'client', (request.params as { id: number }).id),
    ),
  );

  route(
    app,
    processingsEndpoints.deleteProcessingProductById,
    async (request) => {
      await removeProcessingProduct(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
    logsActivity.update('processing', (request) =>
      processingOfLink(app.db, caller(request).tenantId, 'product', (request.params as { id: number }).id),
    ),
  );
};

export default processings;
