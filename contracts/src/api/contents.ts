/** Contents (spec 002 §2.5, §2.6, §3, §7 Contents): groups of products shown to customers. */
import { Id, MAX_INT, Type, Version, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';
import { NullContext, Page, PagingQuery } from './schema.ts';
import { CATALOGUE_MESSAGES } from '../messages.ts';
import { ProductSummary } from './fields.ts';
import { CONTENT_LIMITS, MAX_PRODUCT_SUGGESTIONS } from '../catalogue.ts';
import { SearchQuery } from './schema.ts';

/** Content (spec 002 §3). */
export const Content = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  icon: Type.String(),
  order: Type.Integer({ description: 'Ordine (sola lettura in modifica)' }),
  hasProducts: Type.Boolean(),
  productCount: Type.Integer(),
  version: Type.Integer(),
  contentProduct: Type.Optional(Type.Array(Type.Object({ contentId: Type.Integer(), productId: Type.Integer() }))),
});
export type Content = Static<typeof Content>;

const contentInputProperties = {
  description: Type.String({ minLength: 1, maxLength: CONTENT_LIMITS.description }),
  icon: Type.String({ minLength: 1, maxLength: CONTENT_LIMITS.icon }),
  order: Type.Optional(Type.Integer({ description: 'Sola lettura: ignorato' })),
  hasProducts: Type.Optional(Type.Boolean()),
  productCount: Type.Optional(Type.Integer()),
  contentProduct: Type.Optional(Type.Array(Type.Unknown())),
};
/** Body of POST /api/content. */
export const NewContentInput = Type.Object(
  { ...contentInputProperties, id: Type.Optional(Id()), version: Type.Optional(Version()) },
  { additionalProperties: false },
);
/** Body of PUT /api/content: id and the version read. */
export const ContentInput = Type.Object(
  { ...contentInputProperties, id: Id(), version: Version() },
  { additionalProperties: false },
);
export type NewContentInput = Static<typeof NewContentInput>;
export type ContentInput = Static<typeof ContentInput>;

/** Body of PUT /api/contents: the new order of the contents shown (other keys ignored). */
export const ContentOrderInput = Type.Array(
  Type.Object(
    { id: Id(), order: Type.Integer({ minimum: 0, maximum: MAX_INT }), version: Version() },
    { additionalProperties: true },
  ),
  { maxItems: 500 },
);
export type ContentOrderInput = Static<typeof ContentOrderInput>;

export const ContentIdParams = Type.Object({ id: Id() });

export const ContentProductParams = Type.Object({ id: Id(), productId: Id() });

export const ProductIdBody = Type.Object({ productId: Id() }, { additionalProperties: false });

/** Every contents endpoint: the one declaration the API registers and the clients call. */
export const contentsEndpoints = {
  getContents: endpoint({
    method: 'GET',
    path: '/api/contents',
    access: [PERMISSIONS.manager],
    tags: ['contenuti'],
    summary: 'Elenco paginato dei contenuti, per ordine',
    description: 'La ricerca confronta la descrizione.',
    query: PagingQuery(),
    response: Page(Content),
  }),
  getAvailableContents: endpoint({
    method: 'GET',
    path: '/api/available/contents',
    access: 'user',
    tags: ['contenuti'],
    summary: 'Tutti i contenuti del tenant, per ordine (filtro per contenuto del cliente)',
    response: Type.Array(Content),
  }),
  getContentById: endpoint({
    method: 'GET',
    path: '/api/content/:id',
    access: [PERMISSIONS.manager],
    tags: ['contenuti'],
    summary: 'Un contenuto, con i collegamenti ai prodotti (contentProduct)',
    params: ContentIdParams,
    response: Content,
  }),
  postContent: endpoint({
    method: 'POST',
    path: '/api/content',
    access: [PERMISSIONS.manager],
    tags: ['contenuti'],
    summary: 'Crea un contenuto (in fondo all’ordine)',
    body: NewContentInput,
    response: Content,
  }),
  putContent: endpoint({
    method: 'PUT',
    path: '/api/content',
    access: [PERMISSIONS.manager],
    tags: ['contenuti'],
    summary: 'Aggiorna descrizione e icona di un contenuto',
    description: `Richiede la version letta; 409 "${CATALOGUE_MESSAGES.stale}" se nel frattempo è cambiata.`,
    body: ContentInput,
    response: Content,
  }),
  deleteContentById: endpoint({
    method: 'DELETE',
    path: '/api/content/:id',
    access: [PERMISSIONS.manager],
    tags: ['contenuti'],
    summary: 'Rimuove un contenuto senza prodotti',
    description: `409 "${CATALOGUE_MESSAGES.contentHasProducts}" se ha prodotti collegati.`,
    params: ContentIdParams,
    response: NullContext,
  }),
  putContents: endpoint({
    method: 'PUT',
    path: '/api/contents',
    access: [PERMISSIONS.manager],
    tags: ['contenuti'],
    summary: 'Salva un nuovo ordine dei contenuti',
    description: 'Tutto o niente: una version non aggiornata annulla il salvataggio (409).',
    body: ContentOrderInput,
    response: Type.Array(Content),
  }),
  getContentProductsById: endpoint({
    method: 'GET',
    path: '/api/content/:id/products',
    access: [PERMISSIONS.manager],
    tags: ['contenuti'],
    summary: 'Prodotti del contenuto, per codice',
    params: ContentIdParams,
    response: Type.Array(ProductSummary),
  }),
  postContentProductById: endpoint({
    method: 'POST',
    path: '/api/content/:id/product',
    access: [PERMISSIONS.manager],
    tags: ['contenuti'],
    summary: 'Collega un prodotto al contenuto; risponde con i prodotti del contenuto',
    description: `409 "${CATALOGUE_MESSAGES.productAlreadyInContent}" se già collegato.`,
    params: ContentIdParams,
    body: ProductIdBody,
    response: Type.Array(ProductSummary),
  }),
  deleteContentProductByIdAndProductId: endpoint({
    method: 'DELETE',
    path: '/api/content/:id/product/:productId',
    access: [PERMISSIONS.manager],
    tags: ['contenuti'],
    summary: 'Scollega un prodotto dal contenuto; risponde con i prodotti del contenuto',
    params: ContentProductParams,
    response: Type.Array(ProductSummary),
  }),
  getContentProductsNotInById: endpoint({
    method: 'GET',
    path: '/api/content/:id/products-not-in',
    access: [PERMISSIONS.manager],
    tags: ['contenuti'],
    summary: `Prodotti non collegati al contenuto (al massimo ${MAX_PRODUCT_SUGGESTIONS}) il cui codice o descrizione contiene il testo`,
    params: ContentIdParams,
    query: SearchQuery(128),
    response: Type.Array(ProductSummary),
  }),
};
