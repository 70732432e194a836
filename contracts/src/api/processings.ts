/** Processings (elaborazioni, spec 002 §2.13, §2.14, §3, §7 Processings). */
import { PROCESSING_LIMITS, REQUEST_TYPES } from '../catalogue.ts';
import { Id, Nullable, NullableText, PagingQuery, StringEnum, Type, Version, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';
import { Availability, NullContext, Page } from './schema.ts';
import { CATALOGUE_MESSAGES } from '../messages.ts';

/** A time of the window as saved: `hh:mm:00` (spec 002 §5: the form's hh:mm, with seconds). */
export const ProcessingTime = () =>
  Nullable(
    Type.String({
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]:00$',
      description: 'Orario hh:mm:00 (ora di Roma); null: nessun limite',
    }),
  );

export const RequestTypeSchema = StringEnum(REQUEST_TYPES, {
  description: 'OFF Offline, ON Online, WS Web Service',
});

export const Processing = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  form: NullableText({ description: 'Codice della form che sostituisce quella dei prodotti' }),
  formDescription: NullableText(),
  fromTime: ProcessingTime(),
  toTime: ProcessingTime(),
  requestType: RequestTypeSchema,
  clientCount: Type.Integer(),
  productCount: Type.Integer(),
  version: Type.Integer(),
});
export type Processing = Static<typeof Processing>;

const editable = {
  description: Type.String({ minLength: 1, maxLength: PROCESSING_LIMITS.description }),
  form: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  fromTime: Type.Optional(ProcessingTime()),
  toTime: Type.Optional(ProcessingTime()),
  requestType: RequestTypeSchema,
};

/** `POST /api/processing`. */
export const NewProcessingInput = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: PROCESSING_LIMITS.code }), ...editable },
  { additionalProperties: false },
);
export type NewProcessingInput = Static<typeof NewProcessingInput>;

/** `PUT /api/processing/{id}`: the code is locked after the first save (sent back, never changed). */
export const ProcessingInput = Type.Object(
  {
    id: Type.Optional(Id()),
    code: Type.Optional(Type.String({ maxLength: PROCESSING_LIMITS.code })),
    ...editable,
    version: Version(),
  },
  { additionalProperties: false },
);
export type ProcessingInput = Static<typeof ProcessingInput>;

export const ProcessingIdParams = Type.Object({ id: Id() });

/** `GET /api/processings`: paged, search over code, description and form; the request-type filter. */
export const ProcessingsQuery = PagingQuery({ requestType: Type.Optional(RequestTypeSchema) });
export type ProcessingsQuery = Static<typeof ProcessingsQuery>;

export const ProcessingCodeQuery = Type.Object(
  { elaborazioneCode: Type.String({ minLength: 1, maxLength: PROCESSING_LIMITS.code }) },
  { additionalProperties: false },
);

/** A client linked to a processing (spec 002 §3). */
export const ProcessingClient = Type.Object({
  id: Type.Integer(),
  clientId: Type.Integer(),
  client: Type.Object({ id: Type.Integer(), customerCode: Type.String(), head1: Type.String() }),
});
export type ProcessingClient = Static<typeof ProcessingClient>;

/** A product linked to a processing (spec 002 §3). */
export const ProcessingProduct = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  product: Type.Object({ id: Type.Integer(), productCode: Type.String(), description: Type.String() }),
});
export type ProcessingProduct = Static<typeof ProcessingProduct>;

export const LinkClientInput = Type.Object({ clientId: Id() }, { additionalProperties: false });
export const LinkProductInput = Type.Object({ productId: Id() }, { additionalProperties: false });
export const LinkIdParams = Type.Object({ id: Id() });

/**
 * When a processing limits a product's hours (README "Elaborazioni"): the window in hh:mm,
 * whether it is open now, and the message a request outside it gets.
 */
export const ServiceWindow = Type.Object({
  from: Type.String({ description: 'hh:mm' }),
  to: Type.String({ description: 'hh:mm' }),
  open: Type.Boolean(),
  message: Type.String(),
});
export type ServiceWindow = Static<typeof ServiceWindow>;

/** Every processings endpoint: the one declaration the API registers and the clients call. */
export const processingsEndpoints = {
  getProcessings: endpoint({
    method: 'GET',
    path: '/api/processings',
    access: [PERMISSIONS.manager],
    tags: ['elaborazioni'],
    summary: 'Elenco paginato delle elaborazioni, per descrizione',
    description: 'La ricerca confronta codice, descrizione e descrizione della form; requestType filtra.',
    query: ProcessingsQuery,
    response: Page(Processing),
  }),
  getProcessingElaborazioneCodeAvailability: endpoint({
    method: 'GET',
    path: '/api/processing/elaborazione-code/availability',
    access: [PERMISSIONS.manager],
    tags: ['elaborazioni'],
    summary: "Il codice dell'elaborazione è libero?",
    description: `Sempre error=false; se il codice è già usato available=false e message "${CATALOGUE_MESSAGES.processingCodeTaken}".`,
    query: ProcessingCodeQuery,
    response: Availability,
  }),
  getProcessingById: endpoint({
    method: 'GET',
    path: '/api/processing/:id',
    access: [PERMISSIONS.manager],
    tags: ['elaborazioni'],
    summary: "Un'elaborazione",
    params: ProcessingIdParams,
    response: Processing,
  }),
  postProcessing: endpoint({
    method: 'POST',
    path: '/api/processing',
    access: [PERMISSIONS.manager],
    tags: ['elaborazioni'],
    summary: "Crea un'elaborazione",
    description: `Codice unico per tenant senza distinzione di maiuscole (409 "${CATALOGUE_MESSAGES.processingCodeTaken}"). ${
      "Orari hh:mm:00, ora di Roma: l'orario di fine richiede quello d'inizio, che deve precedere la fine " +
      `(400 "${CATALOGUE_MESSAGES.startBeforeEnd}"); senza orari nessun limite.`
    }`,
    body: NewProcessingInput,
    response: Processing,
  }),
  putProcessingById: endpoint({
    method: 'PUT',
    path: '/api/processing/:id',
    access: [PERMISSIONS.manager],
    tags: ['elaborazioni'],
    summary: "Aggiorna un'elaborazione",
    description: `Il codice resta quello del primo salvataggio. Richiede la version letta (409 "${CATALOGUE_MESSAGES.stale}"). ${
      "Orari hh:mm:00, ora di Roma: l'orario di fine richiede quello d'inizio, che deve precedere la fine " +
      `(400 "${CATALOGUE_MESSAGES.startBeforeEnd}"); senza orari nessun limite.`
    }`,
    params: ProcessingIdParams,
    body: ProcessingInput,
    response: Processing,
  }),
  getProcessingClientsById: endpoint({
    method: 'GET',
    path: '/api/processing/:id/clients',
    access: [PERMISSIONS.manager],
    tags: ['elaborazioni'],
    summary: "Clienti collegati all'elaborazione",
    params: ProcessingIdParams,
    response: Type.Array(ProcessingClient),
  }),
  getProcessingProductsById: endpoint({
    method: 'GET',
    path: '/api/processing/:id/products',
    access: [PERMISSIONS.manager],
    tags: ['elaborazioni'],
    summary: "Prodotti collegati all'elaborazione",
    params: ProcessingIdParams,
    response: Type.Array(ProcessingProduct),
  }),
  postProcessingClientById: endpoint({
    method: 'POST',
    path: '/api/processing/:id/client',
    access: [PERMISSIONS.manager],
    tags: ['elaborazioni'],
    summary: "Collega un cliente all'elaborazione; risponde con i clienti collegati",
    description: `Senza clienti collegati l'elaborazione vale per tutti. 409 "${CATALOGUE_MESSAGES.clientAlreadyLinked}".`,
    params: ProcessingIdParams,
    body: LinkClientInput,
    response: Type.Array(ProcessingClient),
  }),
  postProcessingProductById: endpoint({
    method: 'POST',
    path: '/api/processing/:id/product',
    access: [PERMISSIONS.manager],
    tags: ['elaborazioni'],
    summary: "Collega un prodotto all'elaborazione; risponde con i prodotti collegati",
    description: `409 "${CATALOGUE_MESSAGES.productAlreadyLinked}".`,
    params: ProcessingIdParams,
    body: LinkProductInput,
    response: Type.Array(ProcessingProduct),
  }),
  deleteProcessingClientById: endpoint({
    method: 'DELETE',
    path: '/api/processing/client/:id',
    access: [PERMISSIONS.manager],
    tags: ['elaborazioni'],
    summary: 'Rimuove il collegamento di un cliente',
    params: LinkIdParams,
    response: NullContext,
  }),
  deleteProcessingProductById: endpoint({
    method: 'DELETE',
    path: '/api/processing/product/:id',
    access: [PERMISSIONS.manager],
    tags: ['elaborazioni'],
    summary: 'Rimuove il collegamento di un prodotto',
    params: LinkIdParams,
    response: NullContext,
  }),
};
