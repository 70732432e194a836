/** Lines (spec 002 §2.7, §2.8, §3, §5, §7 Lines): groups of products that share a request form. */
import { LINE_LIMITS } from '../catalogue.ts';
import {
  Id,
  Nullable,
  NullableText,
  PagingQuery,
  SearchText,
  StringEnum,
  Type,
  Version,
  type Static,
} from './schema.ts';
import { endpoint } from './endpoint.ts';
import { Availability, NullContext, Page, SearchQuery } from './schema.ts';
import { PERMISSIONS } from '../permissions.ts';
import { CATALOGUE_MESSAGES } from '../messages.ts';
import { ProductSummary } from './fields.ts';

/** Line (spec 002 §3), with the names of its service and form and how many products it has. */
export const Line = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  serviceId: Nullable(Type.Integer()),
  serviceName: NullableText(),
  order: Type.Integer({ description: 'Ordine (sola lettura; nel servizio: ordine del servizio +100, +200…)' }),
  valueAdded: Type.Boolean(),
  active: Type.Boolean(),
  online: Type.Boolean(),
  personaGiuridica: Type.Boolean(),
  personaFisica: Type.Boolean(),
  massivo: Type.Boolean(),
  singolare: Type.Boolean(),
  formCode: Type.String(),
  formDescription: NullableText(),
  productCount: Type.Integer(),
  version: Type.Integer(),
});
export type Line = Static<typeof Line>;

const flags = {
  valueAdded: Type.Optional(Type.Boolean({ default: false })),
  active: Type.Optional(Type.Boolean({ default: true })),
  online: Type.Optional(Type.Boolean({ default: true })),
  personaGiuridica: Type.Optional(Type.Boolean({ default: true })),
  personaFisica: Type.Optional(Type.Boolean({ default: false })),
  massivo: Type.Optional(Type.Boolean({ default: false })),
  singolare: Type.Optional(Type.Boolean({ default: true })),
};

const lineInputProperties = {
  code: Type.String({ minLength: 1, maxLength: LINE_LIMITS.code, description: 'Non modificabile dopo la creazione' }),
  name: Type.String({ minLength: 1, maxLength: LINE_LIMITS.name }),
  description: Type.String({ minLength: 1, maxLength: LINE_LIMITS.description }),
  serviceId: Id(),
  formCode: Type.String({ minLength: 1, maxLength: 64 }),
  order: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: LINE_LIMITS.orderBelow - 1,
      description: 'Solo alla creazione (minore di 9999); in modifica resta quello salvato',
    }),
  ),
  ...flags,
  productIds: Type.Optional(
    Type.Array(Id(), {
      maxItems: 2000,
      uniqueItems: true,
      description:
        'I prodotti della linea dopo il salvataggio: gli aggiunti passano a questa linea, i tolti restano senza linea',
    }),
  ),
  // What the client read and sends back unchanged: ignored.
  serviceName: Type.Optional(Type.Unknown()),
  formDescription: Type.Optional(Type.Unknown()),
  productCount: Type.Optional(Type.Unknown()),
};
/** Body of POST /api/line. */
export const NewLineInput = Type.Object(
  { ...lineInputProperties, id: Type.Optional(Type.Null()), version: Type.Optional(Type.Null()) },
  { additionalProperties: false },
);
/** Body of PUT /api/line/{id}: the version read. */
export const LineInput = Type.Object(
  { ...lineInputProperties, id: Type.Optional(Id()), version: Version() },
  { additionalProperties: false },
);
export type NewLineInput = Static<typeof NewLineInput>;
export type LineInput = Static<typeof LineInput>;

/** Body of PUT /api/lines: lines moved between services or reordered, each with the version read. */
export const LinePlacementInput = Type.Array(
  Type.Object(
    {
      id: Id(),
      version: Version(),
      serviceId: Nullable(Id()),
      order: Type.Integer({ minimum: 0, maximum: 2_000_000_000 }),
    },
    { additionalProperties: true },
  ),
  { minItems: 1, maxItems: 500 },
);
export type LinePlacementInput = Static<typeof LinePlacementInput>;

export const LineIdParams = Type.Object({ id: Id() });

/** `GET /api/lines`: paged, with search (code, name, description) and the service filter. */
export const LinesQuery = PagingQuery({
  serviceId: Type.Optional(Id({ description: 'Solo le linee di questo servizio' })),
});
export type LinesQuery = Static<typeof LinesQuery>;

/** `GET /api/available/lines`: lines a service can take (without one, or not in `serviceId`). */
export const AvailableLinesQuery = Type.Object(
  {
    search: Type.Optional(SearchText()),
    serviceId: Type.Optional(Id({ description: 'Le linee non in questo servizio; senza: le linee senza servizio' })),
  },
  { additionalProperties: false },
);
export type AvailableLinesQuery = Static<typeof AvailableLinesQuery>;

export const LineProductsQuery = Type.Object(
  {
    type: Type.Optional(
      StringEnum(['PF', 'PG', 'ANY'] as const, { description: 'PF persona fisica, PG persona giuridica' }),
    ),
  },
  { additionalProperties: false },
);
export type LineProductsQuery = Static<typeof LineProductsQuery>;

export const LineCodeQuery = Type.Object(
  { lineCode: Type.String({ minLength: 1, maxLength: LINE_LIMITS.code }) },
  { additionalProperties: false },
);

/** Every lines endpoint: the one declaration the API registers and the clients call. */
export const linesEndpoints = {
  getLines: endpoint({
    method: 'GET',
    path: '/api/lines',
    access: 'user',
    tags: ['linee'],
    summary: 'Elenco paginato delle linee, per codice',
    description: 'La ricerca confronta codice, nome e descrizione; serviceId limita a un servizio.',
    query: LinesQuery,
    response: Page(Line),
  }),
  getAvailableLines: endpoint({
    method: 'GET',
    path: '/api/available/lines',
    access: 'user',
    tags: ['linee'],
    summary: 'Linee che un servizio può accogliere (al massimo 50)',
    description: 'Con serviceId: le linee non in quel servizio; senza: le linee senza servizio.',
    query: AvailableLinesQuery,
    response: Type.Array(Line),
  }),
  getLineLineCodeAvailability: endpoint({
    method: 'GET',
    path: '/api/line/line-code/availability',
    access: [PERMISSIONS.manager],
    tags: ['linee'],
    summary: 'Il codice linea è libero?',
    description: `Sempre error=false; se il codice è già usato available=false e message "${CATALOGUE_MESSAGES.lineCodeTaken}".`,
    query: LineCodeQuery,
    response: Availability,
  }),
  getLineById: endpoint({
    method: 'GET',
    path: '/api/line/:id',
    access: 'user',
    tags: ['linee'],
    summary: 'Una linea',
    params: LineIdParams,
    response: Line,
  }),
  postLine: endpoint({
    method: 'POST',
    path: '/api/line',
    access: [PERMISSIONS.manager],
    tags: ['linee'],
    summary: 'Crea una linea',
    description:
      `Codice unico per tenant senza distinzione di maiuscole (409 "${CATALOGUE_MESSAGES.lineCodeTaken}"); ` +
      `ordine facoltativo, minore di ${LINE_LIMITS.orderBelow} (senza: ultimo del servizio +100); ` +
      'productIds: i prodotti che passano alla linea, nella stessa transazione.',
    body: NewLineInput,
    response: Line,
  }),
  putLineById: endpoint({
    method: 'PUT',
    path: '/api/line/:id',
    access: [PERMISSIONS.manager],
    tags: ['linee'],
    summary: 'Aggiorna una linea e, con productIds, i suoi prodotti (una transazione)',
    description:
      'Codice e ordine restano quelli salvati. Con productIds i prodotti non elencati lasciano la linea ' +
      `(linea nulla). Richiede la version letta; 409 "${CATALOGUE_MESSAGES.stale}" se nel frattempo è cambiata.`,
    params: LineIdParams,
    body: LineInput,
    response: Line,
  }),
  putLines: endpoint({
    method: 'PUT',
    path: '/api/lines',
    access: [PERMISSIONS.manager],
    tags: ['linee'],
    summary: 'Sposta o riordina più linee (servizio e ordine), in una transazione',
    description: `Ogni linea con la version letta: una sola non aggiornata annulla tutto (409 "${CATALOGUE_MESSAGES.stale}").`,
    body: LinePlacementInput,
    response: Type.Array(Line),
  }),
  deleteLineById: endpoint({
    method: 'DELETE',
    path: '/api/line/:id',
    access: [PERMISSIONS.manager],
    tags: ['linee'],
    summary: 'Rimuove una linea senza prodotti',
    description: '409 con il numero di prodotti collegati se ne ha.',
    params: LineIdParams,
    response: NullContext,
  }),
  getLineProductsById: endpoint({
    method: 'GET',
    path: '/api/line/:id/products',
    access: 'user',
    tags: ['linee'],
    summary: 'Prodotti della linea',
    description:
      'type=PF o PG: solo i prodotti per persona fisica o giuridica ordinabili (non sospesi, visibili al ' +
      'cliente); ANY o senza type: tutti.',
    params: LineIdParams,
    query: LineProductsQuery,
    response: Type.Array(ProductSummary),
  }),
  getLineAllProductsById: endpoint({
    method: 'GET',
    path: '/api/line/:id/allProducts',
    access: [PERMISSIONS.manager],
    tags: ['linee'],
    summary: 'Tutti i prodotti della linea',
    params: LineIdParams,
    response: Type.Array(ProductSummary),
  }),
  getLineProductsNotInById: endpoint({
    method: 'GET',
    path: '/api/line/products-not-in/:id',
    access: [PERMISSIONS.manager],
    tags: ['linee'],
    summary: 'Prodotti non nella linea che si possono aggiungere (al massimo 50)',
    params: LineIdParams,
    query: SearchQuery(),
    response: Type.Array(ProductSummary),
  }),
};
