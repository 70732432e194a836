/** Services (spec 002 §2.9, §2.10, §3, §4, §5, §7 Services): the groups of lines on the customer's home. */
import { ORDER_STEPS, SERVICE_LIMITS } from '../catalogue.ts';
import { Line } from './lines.ts';
import { Id, PagingQuery, Type, Version, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { NullContext, Page } from './schema.ts';
import { PERMISSIONS } from '../permissions.ts';
import { CATALOGUE_MESSAGES } from '../messages.ts';

/**
 * A data: URL of a jpeg, png or svg image, base64; the server checks type, bytes and size
 * itself (with its own messages), so the schema only bounds the text, at twice the limit.
 */
const ICON_DATA_URL_MAX = SERVICE_LIMITS.iconKb * 1024 * 2;

/** Service (spec 002 §3); `lines` only on GET /api/service/{id}. */
export const Service = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  icon: Type.String({ description: 'Immagine in linea (data:image/png|jpeg|svg+xml;base64,…)' }),
  alwaysVisible: Type.Boolean(),
  order: Type.Integer(),
  lineCount: Type.Integer(),
  version: Type.Integer(),
  lines: Type.Optional(Type.Array(Line)),
});
export type Service = Static<typeof Service>;

const serviceInputProperties = {
  name: Type.String({
    minLength: 1,
    maxLength: SERVICE_LIMITS.name,
    description: 'Non modificabile dopo la creazione',
  }),
  description: Type.String({ minLength: 1, maxLength: SERVICE_LIMITS.description }),
  icon: Type.String({ maxLength: ICON_DATA_URL_MAX }),
  alwaysVisible: Type.Optional(Type.Boolean({ default: true })),
  // Read-only values the client sends back unchanged: ignored.
  order: Type.Optional(Type.Unknown()),
  lineCount: Type.Optional(Type.Unknown()),
};
/** Body of POST /api/service. */
export const NewServiceInput = Type.Object(
  { ...serviceInputProperties, id: Type.Optional(Type.Null()), version: Type.Optional(Type.Null()) },
  { additionalProperties: false },
);
export type NewServiceInput = Static<typeof NewServiceInput>;

/**
 * Body of PUT /api/service/{id}: the version read and, when the line table was touched, its
 * lines in their new order (each with the version read). Lines left out leave the service.
 */
export const ServiceInput = Type.Object(
  {
    ...serviceInputProperties,
    id: Type.Optional(Id()),
    version: Version(),
    lines: Type.Optional(
      Type.Array(Type.Object({ id: Id(), version: Version() }, { additionalProperties: true }), {
        maxItems: 500,
        description: `Le linee del servizio, nell'ordine: ordine del servizio +${ORDER_STEPS.serviceLine}, +${2 * ORDER_STEPS.serviceLine}…`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type ServiceInput = Static<typeof ServiceInput>;

/** Body of PUT /api/services/order: the services of one list page, in their new order. */
export const ServiceOrderInput = Type.Object(
  {
    page: Type.Integer({ minimum: 0, maximum: 10_000 }),
    size: Type.Integer({ minimum: 1, maximum: 100 }),
    services: Type.Array(Type.Object({ id: Id(), version: Version() }, { additionalProperties: true }), {
      minItems: 1,
      maxItems: 100,
    }),
  },
  {
    additionalProperties: false,
    description: `Ordini a passi di ${ORDER_STEPS.serviceList} da (page × size + 1) × ${ORDER_STEPS.serviceList}`,
  },
);
export type ServiceOrderInput = Static<typeof ServiceOrderInput>;

export const ServiceIdParams = Type.Object({ id: Id() });

export const ServicesQuery = PagingQuery();
export type ServicesQuery = Static<typeof ServicesQuery>;

/** Every services endpoint: the one declaration the API registers and the clients call. */
export const servicesEndpoints = {
  getServices: endpoint({
    method: 'GET',
    path: '/api/services',
    access: 'user',
    tags: ['servizi'],
    summary: 'Elenco paginato dei servizi, per ordine',
    description: 'La ricerca confronta nome e descrizione.',
    query: ServicesQuery,
    response: Page(Service),
  }),
  getServiceById: endpoint({
    method: 'GET',
    path: '/api/service/:id',
    access: 'user',
    tags: ['servizi'],
    summary: 'Un servizio con le sue linee, in ordine',
    params: ServiceIdParams,
    response: Service,
  }),
  postService: endpoint({
    method: 'POST',
    path: '/api/service',
    access: [PERMISSIONS.manager],
    tags: ['servizi'],
    summary: 'Crea un servizio (in fondo all’elenco)',
    description: `Nome unico per tenant (409 "${CATALOGUE_MESSAGES.serviceNameTaken}"). ${
      `Icona in linea (data URL base64) jpeg, png o svg, al massimo ${SERVICE_LIMITS.iconKb} KB; un SVG con ` +
      'script, gestori di eventi o riferimenti esterni è rifiutato.'
    }`,
    body: NewServiceInput,
    response: Service,
  }),
  putServiceById: endpoint({
    method: 'PUT',
    path: '/api/service/:id',
    access: [PERMISSIONS.manager],
    tags: ['servizi'],
    summary: 'Aggiorna un servizio e, con lines, la sua tabella delle linee (una transazione)',
    description:
      `Il nome resta quello salvato. ${
        `Icona in linea (data URL base64) jpeg, png o svg, al massimo ${SERVICE_LIMITS.iconKb} KB; un SVG con ` +
        'script, gestori di eventi o riferimenti esterni è rifiutato.'
      } Con lines: quelle linee entrano nel servizio in quell'ordine ` +
      `(ordine del servizio +${ORDER_STEPS.serviceLine} ciascuna), le altre escono (servizio nullo). ` +
      `Richiede la version letta del servizio e di ogni linea; 409 "${CATALOGUE_MESSAGES.stale}" annulla tutto.`,
    params: ServiceIdParams,
    body: ServiceInput,
    response: Service,
  }),
  putServicesOrder: endpoint({
    method: 'PUT',
    path: '/api/services/order',
    access: [PERMISSIONS.manager],
    tags: ['servizi'],
    summary: "Nuovo ordine dei servizi di una pagina dell'elenco",
    description:
      `Ordini da (page × size + 1) × ${ORDER_STEPS.serviceList} a passi di ${ORDER_STEPS.serviceList}, ` +
      'in una transazione; una version non aggiornata annulla tutto.',
    body: ServiceOrderInput,
    response: Type.Array(Service),
  }),
  deleteServiceById: endpoint({
    method: 'DELETE',
    path: '/api/service/:id',
    access: [PERMISSIONS.manager],
    tags: ['servizi'],
    summary: 'Rimuove un servizio senza linee',
    description: '409 con il numero di linee collegate se ne ha.',
    params: ServiceIdParams,
    response: NullContext,
  }),
};
