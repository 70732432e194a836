import { answer, answerAvailability } from '../../http/endpoint-route.ts';
import { processingsEndpoints } from '@portal/contracts/api/processings';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { caller } from '../../plugins/tenant.ts';
import {
  addProcessingClient,
  addProcessingProduct,
  clientsOfProcessing,
  createProcessing,
  getProcessing,
  productsOfProcessing,
  removeProcessingLink,
  updateProcessing,
  isProcessingCodeFree,
  listProcessings,
  processingOfLink,
} from './service.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** Processings (spec 002 §2.13, §2.14, §7 Processings): every call needs the manager permission. */
const processings: FastifyPluginAsyncTypebox = async (app) => {
  answer(app, processingsEndpoints.getProcessings, (request, { db, who }) =>
    listProcessings(db, who.tenantId, request.query),
  );

  answerAvailability(
    app,
    processingsEndpoints.getProcessingElaborazioneCodeAvailability,
    (request, { db, who }) => isProcessingCodeFree(db, who.tenantId, request.query.elaborazioneCode),
    CATALOGUE_MESSAGES.processingCodeTaken,
  );

  answer(app, processingsEndpoints.getProcessingById, (request, { db, who }) =>
    getProcessing(db, who.tenantId, request.params.id),
  );

  answer(
    app,
    processingsEndpoints.postProcessing,
    (request, { db, who }) => createProcessing(db, who.tenantId, request.body),
    logsActivity.create('processing'),
  );

  answer(
    app,
    processingsEndpoints.putProcessingById,
    (request, { db, who }) => updateProcessing(db, who.tenantId, request.params.id, request.body),
    logsActivity.update('processing'),
  );

  answer(app, processingsEndpoints.getProcessingClientsById, (request, { db, who }) =>
    clientsOfProcessing(db, who.tenantId, request.params.id),
  );

  answer(app, processingsEndpoints.getProcessingProductsById, (request, { db, who }) =>
    productsOfProcessing(db, who.tenantId, request.params.id),
  );

  answer(
    app,
    processingsEndpoints.postProcessingClientById,
    (request, { db, who }) => addProcessingClient(db, who.tenantId, request.params.id, request.body.clientId),
    logsActivity.update('processing'),
  );

  answer(
    app,
    processingsEndpoints.postProcessingProductById,
    (request, { db, who }) => addProcessingProduct(db, who.tenantId, request.params.id, request.body.productId),
    logsActivity.update('processing'),
  );

  answer(
    app,
    processingsEndpoints.deleteProcessingClientById,
    async (request, { db, who }) => {
      await removeProcessingLink(db, who.tenantId, 'client', request.params.id);
    },
    logsActivity.update('processing', (request) =>
      processingOfLink(app.db, caller(request).tenantId, 'client', (request.params as { id: number }).id),
    ),
  );

  answer(
    app,
    processingsEndpoints.deleteProcessingProductById,
    async (request, { db, who }) => {
      await removeProcessingLink(db, who.tenantId, 'product', request.params.id);
    },
    logsActivity.update('processing', (request) =>
      processingOfLink(app.db, caller(request).tenantId, 'product', (request.params as { id: number }).id),
    ),
  );
};

export default processings;
