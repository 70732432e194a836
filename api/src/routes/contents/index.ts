import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS } from '@portal/shared-auth/permissions';
import { CATALOGUE_MESSAGES, badRequest } from '../../data/catalogue.ts';
import {
  addProductToContent,
  availableContents,
  createContent,
  deleteContent,
  getContent,
  listContents,
  productsNotInContent,
  productsOfContent,
  removeProductFromContent,
  reorderContents,
  updateContent,
  type ContentInput,
} from '../../data/contents.ts';
import { MAX_PRODUCT_SUGGESTIONS } from '../../data/products.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { nullContext, page, pagingQuery, responses } from '../../schemas/common.ts';
import {
  content,
  contentIdParams,
  contentInput,
  contentOrderInput,
  contentProductParams,
  productIdBody,
} from '../../schemas/contents.ts';
import { productSummary, searchQuery } from '../../schemas/fields.ts';

const TAGS = ['contenuti'];
const manager = { access: [PERMISSIONS.manager] };
const products = responses({ type: 'array', items: productSummary });

/** Contents and their products (spec 002 §2.5, §2.6, §7 Contents; the paths are designed here). */
const contents: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { page: number; size: number; search: string } }>(
    '/api/contents',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Elenco paginato dei contenuti, per ordine',
        description: 'La ricerca confronta la descrizione.',
        querystring: pagingQuery(),
        response: responses(page(content)),
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
        response: responses({ type: 'array', items: content }),
      },
    },
    async (request) => envelope(await availableContents(app.db, caller(request).tenantId)),
  );

  app.get<{ Params: { id: number } }>(
    '/api/content/:id',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Un contenuto, con i collegamenti ai prodotti (contentProduct)',
        params: contentIdParams,
        response: responses(content),
      },
    },
    async (request) => envelope(await getContent(app.db, caller(request).tenantId, request.params.id)),
  );

  app.post<{ Body: ContentInput }>(
    '/api/content',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Crea un contenuto (in fondo all’ordine)',
        body: contentInput(false),
        response: responses(content),
      },
    },
    async (request) => envelope(await createContent(app.db, caller(request).tenantId, request.body)),
  );

  app.put<{ Body: ContentInput }>(
    '/api/content',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Aggiorna descrizione e icona di un contenuto',
        description: `Richiede la version letta; 409 "${CATALOGUE_MESSAGES.stale}" se nel frattempo è cambiata.`,
        body: contentInput(true),
        response: responses(content),
      },
    },
    async (request) => envelope(await updateContent(app.db, caller(request).tenantId, request.body)),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/content/:id',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Rimuove un contenuto senza prodotti',
        description: `409 "${CATALOGUE_MESSAGES.contentHasProducts}" se ha prodotti collegati.`,
        params: contentIdParams,
        response: responses(nullContext),
      },
    },
    async (request) => {
      await deleteContent(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
  );

  app.put<{ Body: Array<{ id: number; order: number; version: number }> }>(
    '/api/contents',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Salva un nuovo ordine dei contenuti',
        description: 'Tutto o niente: una version non aggiornata annulla il salvataggio (409).',
        body: contentOrderInput,
        response: responses({ type: 'array', items: content }),
      },
    },
    async (request) => {
      if (request.body.length === 0) throw badRequest(CATALOGUE_MESSAGES.emptyList);
      return envelope(await reorderContents(app.db, caller(request).tenantId, request.body));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/content/:id/products',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Prodotti del contenuto, per codice',
        params: contentIdParams,
        response: products,
      },
    },
    async (request) => envelope(await productsOfContent(app.db, caller(request).tenantId, request.params.id)),
  );

  app.get<{ Params: { id: number }; Querystring: { search: string } }>(
    '/api/content/:id/products-not-in',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: `Prodotti non collegati al contenuto (al massimo ${MAX_PRODUCT_SUGGESTIONS}) il cui codice o descrizione contiene il testo`,
        params: contentIdParams,
        querystring: searchQuery(128),
        response: products,
      },
    },
    async (request) =>
      envelope(await productsNotInContent(app.db, caller(request).tenantId, request.params.id, request.query.search)),
  );

  app.post<{ Params: { id: number }; Body: { productId: number } }>(
    '/api/content/:id/product',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Collega un prodotto al contenuto; risponde con i prodotti del contenuto',
        description: `409 "${CATALOGUE_MESSAGES.productAlreadyInContent}" se già collegato.`,
        params: contentIdParams,
        body: productIdBody,
        response: products,
      },
    },
    async (request) =>
      envelope(await addProductToContent(app.db, caller(request).tenantId, request.params.id, request.body.productId)),
  );

  app.delete<{ Params: { id: number; productId: number } }>(
    '/api/content/:id/product/:productId',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Scollega un prodotto dal contenuto; risponde con i prodotti del contenuto',
        params: contentProductParams,
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
