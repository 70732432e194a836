import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ORDER_STEPS, SERVICE_LIMITS } from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { NullContext, Page, Type } from '@portal/contracts/api/schema';
import {
  NewServiceInput,
  Service,
  ServiceIdParams,
  ServiceInput,
  ServiceOrderInput,
  ServicesQuery,
} from '@portal/contracts/api/services';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { listServices } from '../../repositories/services-repository.ts';
import { responses } from '../../schemas/common.ts';
import {
  createService,
  deleteService,
  getService,
  reorderServices,
  updateService,
} from '../../services/services-service.ts';
import { recordsActivity } from '../../plugins/activity.ts';

const TAGS = ['servizi'];
const manager = { access: [PERMISSIONS.manager] };
// Spec 002 §6: the services screens need only sign-in; every change needs the manager permission.
const signedIn = { access: 'user' as const };

const ICON_RULES =
  `Icona in linea (data URL base64) jpeg, png o svg, al massimo ${SERVICE_LIMITS.iconKb} KB; un SVG con ` +
  'script, gestori di eventi o riferimenti esterni è rifiutato.';

/** Services (spec 002 §2.9, §2.10, §7 Services; the paths are designed here). */
const services: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Elenco paginato dei servizi, per ordine',
        description: 'La ricerca confronta nome e descrizione.',
        querystring: ServicesQuery,
        response: responses(Page(Service)),
      },
    },
    async (request) => envelope(await listServices(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/service/:id',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Un servizio con le sue linee, in ordine',
        params: ServiceIdParams,
        response: responses(Service),
      },
    },
    async (request) => envelope(await getService(app.db, caller(request).tenantId, request.params.id)),
  );

  app.post(
    '/api/service',
    {
      config: {
        ...manager,
        activity: recordsActivity('service', 'create', undefined, (service) => Number(service.id)),
      },
      schema: {
        tags: TAGS,
        summary: 'Crea un servizio (in fondo all’elenco)',
        description: `Nome unico per tenant (409 "${CATALOGUE_MESSAGES.serviceNameTaken}"). ${ICON_RULES}`,
        body: NewServiceInput,
        response: responses(Service),
      },
    },
    async (request) => envelope(await createService(app.db, caller(request).tenantId, request.body)),
  );

  app.put(
    '/api/service/:id',
    {
      config: {
        ...manager,
        activity: recordsActivity('service', 'update', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: 'Aggiorna un servizio e, con lines, la sua tabella delle linee (una transazione)',
        description:
          `Il nome resta quello salvato. ${ICON_RULES} Con lines: quelle linee entrano nel servizio in quell'ordine ` +
          `(ordine del servizio +${ORDER_STEPS.serviceLine} ciascuna), le altre escono (servizio nullo). ` +
          `Richiede la version letta del servizio e di ogni linea; 409 "${CATALOGUE_MESSAGES.stale}" annulla tutto.`,
        params: ServiceIdParams,
        body: ServiceInput,
        response: responses(Service),
      },
    },
    async (request) => envelope(await updateService(app.db, caller(request).tenantId, request.params.id, request.body)),
  );

  app.put(
    '/api/services/order',
    {
      config: {
        ...manager,
        activity: recordsActivity('service', 'update', (request) =>
          (request.body as { services: Array<{ id: number }> }).services.map((service) => service.id),
        ),
      },
      schema: {
        tags: TAGS,
        summary: "Nuovo ordine dei servizi di una pagina dell'elenco",
        description:
          `Ordini da (page × size + 1) × ${ORDER_STEPS.serviceList} a passi di ${ORDER_STEPS.serviceList}, ` +
          'in una transazione; una version non aggiornata annulla tutto.',
        body: ServiceOrderInput,
        response: responses(Type.Array(Service)),
      },
    },
    async (request) => envelope(await reorderServices(app.db, caller(request).tenantId, request.body)),
  );

  app.delete(
    '/api/service/:id',
    {
      config: {
        ...manager,
        activity: recordsActivity('service', 'delete', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: 'Rimuove un servizio senza linee',
        description: '409 con il numero di linee collegate se ne ha.',
        params: ServiceIdParams,
        response: responses(NullContext),
      },
    },
    async (request) => {
      await deleteService(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
  );
};

export default services;
