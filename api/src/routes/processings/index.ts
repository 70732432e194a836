import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { PERMISSIONS } from '@portal/contracts/permissions';
import {
  LinkClientInput,
  LinkIdParams,
  LinkProductInput,
  NewProcessingInput,
  Processing,
  ProcessingClient,
  ProcessingCodeQuery,
  ProcessingIdParams,
  ProcessingInput,
  ProcessingProduct,
  ProcessingsQuery,
} from '@portal/contracts/api/processings';
import { Availability, NullContext, Page, Type } from '@portal/contracts/api/schema';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { isProcessingCodeFree, listProcessings, processingOfLink } from '../../repositories/processings-repository.ts';
import { responses } from '../../schemas/common.ts';
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
} from '../../services/processings-service.ts';
import { recordsActivity } from '../../plugins/activity.ts';

const TAGS = ['elaborazioni'];
const manager = { access: [PERMISSIONS.manager] };
const clients = responses(Type.Array(ProcessingClient));
const products = responses(Type.Array(ProcessingProduct));
const WINDOW_RULES =
  "Orari hh:mm:00, ora di Roma: l'orario di fine richiede quello d'inizio, che deve precedere la fine " +
  `(400 "${CATALOGUE_MESSAGES.startBeforeEnd}"); senza orari nessun limite.`;

/** Processings (spec 002 §2.13, §2.14, §7 Processings): every call needs the manager permission. */
const processings: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/processings',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Elenco paginato delle elaborazioni, per descrizione',
        description: 'La ricerca confronta codice, descrizione e descrizione della form; requestType filtra.',
        querystring: ProcessingsQuery,
        response: responses(Page(Processing)),
      },
    },
    async (request) => envelope(await listProcessings(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/processing/elaborazione-code/availability',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: "Il codice dell'elaborazione è libero?",
        description: `Sempre error=false; se il codice è già usato available=false e message "${CATALOGUE_MESSAGES.processingCodeTaken}".`,
        querystring: ProcessingCodeQuery,
        response: responses(Availability),
      },
    },
    async (request) => {
      const available = await isProcessingCodeFree(app.db, caller(request).tenantId, request.query.elaborazioneCode);
      return envelope({ available }, available ? null : CATALOGUE_MESSAGES.processingCodeTaken);
    },
  );

  app.get(
    '/api/processing/:id',
    {
      config: manager,
      schema: { tags: TAGS, summary: "Un'elaborazione", params: ProcessingIdParams, response: responses(Processing) },
    },
    async (request) => envelope(await getProcessing(app.db, caller(request).tenantId, request.params.id)),
  );

  app.post(
    '/api/processing',
    {
      config: {
        ...manager,
        activity: recordsActivity('processing', 'create', undefined, (processing) => Number(processing.id)),
      },
      schema: {
        tags: TAGS,
        summary: "Crea un'elaborazione",
        description: `Codice unico per tenant senza distinzione di maiuscole (409 "${CATALOGUE_MESSAGES.processingCodeTaken}"). ${WINDOW_RULES}`,
        body: NewProcessingInput,
        response: responses(Processing),
      },
    },
    async (request) => envelope(await createProcessing(app.db, caller(request).tenantId, request.body)),
  );

  app.put(
    '/api/processing/:id',
    {
      config: {
        ...manager,
        activity: recordsActivity('processing', 'update', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: "Aggiorna un'elaborazione",
        description: `Il codice resta quello del primo salvataggio. Richiede la version letta (409 "${CATALOGUE_MESSAGES.stale}"). ${WINDOW_RULES}`,
        params: ProcessingIdParams,
        body: ProcessingInput,
        response: responses(Processing),
      },
    },
    async (request) =>
      envelope(await updateProcessing(app.db, caller(request).tenantId, request.params.id, request.body)),
  );

  app.get(
    '/api/processing/:id/clients',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: "Clienti collegati all'elaborazione",
        params: ProcessingIdParams,
        response: clients,
      },
    },
    async (request) => envelope(await clientsOfProcessing(app.db, caller(request).tenantId, request.params.id)),
  );

  app.get(
    '/api/processing/:id/products',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: "Prodotti collegati all'elaborazione",
        params: ProcessingIdParams,
        response: products,
      },
    },
    async (request) => envelope(await productsOfProcessing(app.db, caller(request).tenantId, request.params.id)),
  );

  app.post(
    '/api/processing/:id/client',
    {
      config: {
        ...manager,
        activity: recordsActivity('processing', 'update', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: "Collega un cliente all'elaborazione; risponde con i clienti collegati",
        description: `Senza clienti collegati l'elaborazione vale per tutti. 409 "${CATALOGUE_MESSAGES.clientAlreadyLinked}".`,
        params: ProcessingIdParams,
        body: LinkClientInput,
        response: clients,
      },
    },
    async (request) =>
      envelope(await addProcessingClient(app.db, caller(request).tenantId, request.params.id, request.body.clientId)),
  );

  app.post(
    '/api/processing/:id/product',
    {
      config: {
        ...manager,
        activity: recordsActivity('processing', 'update', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: "Collega un prodotto all'elaborazione; risponde con i prodotti collegati",
        description: `409 "${CATALOGUE_MESSAGES.productAlreadyLinked}".`,
        params: ProcessingIdParams,
        body: LinkProductInput,
        response: products,
      },
    },
    async (request) =>
      envelope(await addProcessingProduct(app.db, caller(request).tenantId, request.params.id, request.body.productId)),
  );

  app.delete(
    '/api/processing/client/:id',
    {
      config: {
        ...manager,
        activity: recordsActivity('processing', 'update', (request) =>
          processingOfLink(app.db, caller(request).tenantId, 'client', (request.params as { id: number }).id),
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Rimuove il collegamento di un cliente',
        params: LinkIdParams,
        response: responses(NullContext),
      },
    },
    async (request) => {
      await removeProcessingClient(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
  );

  app.delete(
    '/api/processing/product/:id',
    {
      config: {
        ...manager,
        activity: recordsActivity('processing', 'update', (request) =>
          processingOfLink(app.db, caller(request).tenantId, 'product', (request.params as { id: number }).id),
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Rimuove il collegamento di un prodotto',
        params: LinkIdParams,
        response: responses(NullContext),
      },
    },
    async (request) => {
      await removeProcessingProduct(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
  );
};

export default processings;
