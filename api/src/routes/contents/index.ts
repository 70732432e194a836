import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { allContents, listContents } from '../../repositories/contents-repository.ts';
import {
  addProductToContent,
  contentProducts,
  createContent,
  deleteContent,
  getContent,
  productsToAdd,
  removeProductFromContent,
  reorderContents,
  updateContent,
} from '../../services/contents-service.ts';
import { MAX_PRODUCT_SUGGESTIONS } from '../../data/products.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import {
  Content,
  ContentIdParams,
  ContentInput,
  ContentOrderInput,
  ContentProductParams,
  NewContentInput,
  ProductIdBody,
} from '@portal/contracts/api/contents';
import { ProductSummary } from '@portal/contracts/api/fields';
import { NullContext, Page, PagingQuery, SearchQuery, Type } from '@portal/contracts/api/schema';
import { responses } from '../../schemas/common.ts';
import { recordsActivity } from '../../plugins/activity.ts';

const TAGS = ['contenuti'];
const manager = { access: [PERMISSIONS.manager] };
const products = responses(Type.Array(ProductSummary));

/** Contents and their products (spec 002 §2.5, §2.6, §7 Contents; the paths are designed here). */
const contents: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/contents',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Elenco paginato dei contenuti, per ordine',
        description: 'La ricerca confronta la descrizione.',
        querystring: PagingQuery(),
        response: responses(Page(Content)),
      },
    },
    async (request) => envelope(await listContents(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/available/contents',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Tutti i contenuti del tenant, per ordine (filtro per contenuto del cliente)',
        response: responses(Type.Array(Content)),
      },
    },
    async (request) => envelope(await allContents(app.db, caller(request).tenantId)),
  );

  app.get(
    '/api/content/:id',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Un contenuto, con i collegamenti ai prodotti (contentProduct)',
        params: ContentIdParams,
        response: responses(Content),
      },
    },
    async (request) => envelope(await getContent(app.db, caller(request).tenantId, request.params.id)),
  );

  app.post(
    '/api/content',
    {
      config: {
        ...manager,
        activity: recordsActivity('content', 'create', undefined, (content) => Number(content.id)),
      },
      schema: {
        tags: TAGS,
        summary: 'Crea un contenuto (in fondo all’ordine)',
        body: NewContentInput,
        response: responses(Content),
      },
    },
    async (request) => envelope(await createContent(app.db, caller(request).tenantId, request.body)),
  );

  app.put(
    '/api/content',
    {
      config: {
        ...manager,
        activity: recordsActivity('content', 'update', (request) => (request.body as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: 'Aggiorna descrizione e icona di un contenuto',
        description: `Richiede la version letta; 409 "${CATALOGUE_MESSAGES.stale}" se nel frattempo è cambiata.`,
        body: ContentInput,
        response: responses(Content),
      },
    },
    async (request) => envelope(await updateContent(app.db, caller(request).tenantId, request.body)),
  );

  app.delete(
    '/api/content/:id',
    {
      config: {
        ...manager,
        activity: recordsActivity('content', 'delete', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: 'Rimuove un contenuto senza prodotti',
        description: `409 "${CATALOGUE_MESSAGES.contentHasProducts}" se ha prodotti collegati.`,
        params: ContentIdParams,
        response: responses(NullContext),
      },
    },
    async (request) => {
      await deleteContent(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
  );

  app.put(
    '/api/contents',
    {
      config: {
        ...manager,
        activity: recordsActivity('content', 'update', (request) =>
          (request.body as Array<{ id: number }>).map((content) => content.id),
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Salva un nuovo ordine dei contenuti',
        description: 'Tutto o niente: una version non aggiornata annulla il salvataggio (409).',
        body: ContentOrderInput,
        response: responses(Type.Array(Content)),
      },
    },
    async (request) => {
      return envelope(await reorderContents(app.db, caller(request).tenantId, request.body));
    },
  );

  app.get(
    '/api/content/:id/products',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Prodotti del contenuto, per codice',
        params: ContentIdParams,
        response: products,
      },
    },
    async (request) => envelope(await contentProducts(app.db, caller(request).tenantId, request.params.id)),
  );

  app.get(
    '/api/content/:id/products-not-in',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: `Prodotti non collegati al contenuto (al massimo ${MAX_PRODUCT_SUGGESTIONS}) il cui codice o descrizione contiene il testo`,
        params: ContentIdParams,
        querystring: SearchQuery(128),
        response: products,
      },
    },
    async (request) =>
      envelope(await productsToAdd(app.db, caller(request).tenantId, request.params.id, request.query.search)),
  );

  app.post(
    '/api/content/:id/product',
    {
      config: {
        ...manager,
        activity: recordsActivity('content', 'update', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: 'Collega un prodotto al contenuto; risponde con i prodotti del contenuto',
        description: `409 "${CATALOGUE_MESSAGES.productAlreadyInContent}" se già collegato.`,
        params: ContentIdParams,
        body: ProductIdBody,
        response: products,
      },
    },
    async (request) =>
      envelope(await addProductToContent(app.db, caller(request).tenantId, request.params.id, request.body.productId)),
  );

  app.delete(
    '/api/content/:id/product/:productId',
    {
      config: {
        ...manager,
        activity: recordsActivity('content', 'update', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: 'Scollega un prodotto dal contenuto; risponde con i prodotti del contenuto',
        params: ContentProductParams,
        response: products,
      },
    },
    async (request) =>
      envelope(
        await removeProductFromContent(app.db, caller(request).tenantId, request.params.id, request.params.productId),
      ),
  );
};

export default contents;
