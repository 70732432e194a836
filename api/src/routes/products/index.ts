import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { PRODUCT_LIMITS, type ProductFileKind } from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { PERMISSIONS } from '@portal/contracts/permissions';
import {
  NewProductInput,
  Product,
  ProductFileParams,
  ProductIdParams,
  ProductIdsQuery,
  ProductInput,
  ProductListItem,
  ProductRef,
  ProductSearchQuery,
  ProductsQuery,
} from '@portal/contracts/api/products';
import { Page, Type } from '@portal/contracts/api/schema';
import { envelope } from '../../errors.ts';
import { ATTACHMENT_RESPONSE, readUploadedFile, sendAttachment, uploadLimits } from '../../http/file-transfer.ts';
import { caller } from '../../plugins/tenant.ts';
import { listProducts, productsByIds, searchProducts } from '../../repositories/products-repository.ts';
import { responses } from '../../schemas/common.ts';
import {
  createProduct,
  getProduct,
  getProductFile,
  removeProductFile,
  saveProductFile,
  updateProduct,
  type ProductFileTarget,
} from '../../services/products-service.ts';
import { recordsActivity } from '../../plugins/activity.ts';

const TAGS = ['prodotti'];
const manager = { access: [PERMISSIONS.manager] };
const MAX_FILE_BYTES = PRODUCT_LIMITS.fileMb * 1024 * 1024;
const MAX_SUGGESTIONS = 50;

/** The demo file and the product sheet: the upload path's word, the download path's word, the label. */
const FILES: Record<ProductFileKind, { upload: string; path: string; label: string }> = {
  demo: { upload: 'upload-demo-file', path: 'demo-file', label: 'file demo' },
  sheet: { upload: 'upload-file-sheet', path: 'file-sheet', label: 'scheda prodotto' },
};

const fileOf = (kind: ProductFileKind, params: { id: number; pf: 'true' | 'false' }): ProductFileTarget => ({
  productId: params.id,
  kind,
  pf: params.pf === 'true',
});

/** Products (spec 002 §2.11, §2.12, §7 Products): every call needs the manager permission. */
const products: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: uploadLimits(MAX_FILE_BYTES) });

  app.get(
    '/api/products',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Elenco paginato dei prodotti, per codice',
        description:
          'La ricerca confronta codice, codice completo e descrizione; filtri per servizio, linea, tipo, categoria e stato di configurazione (G Configurato, Y Da configurare, R Sospeso).',
        querystring: ProductsQuery,
        response: responses(Page(ProductListItem)),
      },
    },
    async (request) => envelope(await listProducts(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/products/search',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Prodotti che contengono il testo, per codice (al massimo limit: 50, fino a 100)',
        querystring: ProductSearchQuery,
        response: responses(Type.Array(ProductRef)),
      },
    },
    async (request) =>
      envelope(
        await searchProducts(app.db, caller(request).tenantId, {
          search: request.query.search ?? '',
          excludeId: request.query.excludeId,
          parentsOnly: request.query.parentsOnly,
          limit: request.query.limit ?? MAX_SUGGESTIONS,
        }),
      ),
  );

  app.get(
    '/api/products/by-ids',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'I prodotti indicati (ids ripetuto), per codice; gli id di altri tenant non compaiono',
        querystring: ProductIdsQuery,
        response: responses(Type.Array(ProductListItem)),
      },
    },
    async (request) => envelope(await productsByIds(app.db, caller(request).tenantId, request.query.ids)),
  );

  app.get(
    '/api/product/:id',
    {
      config: manager,
      schema: { tags: TAGS, summary: 'Un prodotto, completo', params: ProductIdParams, response: responses(Product) },
    },
    async (request) => envelope(await getProduct(app.db, caller(request).tenantId, request.params.id)),
  );

  app.post(
    '/api/product',
    {
      config: {
        ...manager,
        activity: recordsActivity('product', 'create', undefined, (product) => Number(product.id)),
      },
      schema: {
        tags: TAGS,
        summary: 'Crea un prodotto',
        description: `Codice unico per tenant (409 "${CATALOGUE_MESSAGES.productCodeTaken}"); padre obbligatorio se urgente.`,
        body: NewProductInput,
        response: responses(Product),
      },
    },
    async (request) => envelope(await createProduct(app.db, caller(request).tenantId, request.body)),
  );

  app.put(
    '/api/product/:id',
    {
      config: {
        ...manager,
        activity: recordsActivity('product', 'update', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: 'Aggiorna un prodotto con la versione letta (una transazione)',
        description:
          'Il codice resta quello di creazione. purchasableProductIds e contentIds, se presenti, sostituiscono gli elenchi; assenti li lasciano come sono. 409 se un altro utente ha salvato prima.',
        params: ProductIdParams,
        body: ProductInput,
        response: responses(Product),
      },
    },
    async (request) => envelope(await updateProduct(app.db, caller(request).tenantId, request.params.id, request.body)),
  );

  for (const kind of Object.keys(FILES) as ProductFileKind[]) {
    const { upload, path, label } = FILES[kind];
    app.post(
      `/api/product/:id/${upload}/:pf`,
      {
        config: {
          ...manager,
          activity: recordsActivity('product', 'update', (request) => (request.params as { id: number }).id),
        },
        schema: {
          tags: TAGS,
          summary: `Carica (o sostituisce) il ${label} per persona fisica (true) o giuridica (false)`,
          description: `multipart/form-data con una parte "file" (al massimo ${PRODUCT_LIMITS.fileMb} MiB), di qualsiasi tipo.`,
          consumes: ['multipart/form-data'],
          params: ProductFileParams,
          response: responses(Product),
        },
      },
      async (request) => {
        const { tenantId, userId } = caller(request);
        const file = await readUploadedFile(request, kind === 'demo' ? 'file-demo' : 'scheda-prodotto', MAX_FILE_BYTES);
        return envelope(await saveProductFile(app.db, tenantId, fileOf(kind, request.params), file, userId));
      },
    );

    app.get(
      `/api/product/:id/${path}/:pf`,
      {
        config: manager,
        schema: {
          tags: TAGS,
          summary: `Scarica il ${label} per persona fisica (true) o giuridica (false)`,
          params: ProductFileParams,
          produces: ['application/octet-stream'],
          response: ATTACHMENT_RESPONSE,
        },
      },
      async (request, reply) =>
        sendAttachment(reply, await getProductFile(app.db, caller(request).tenantId, fileOf(kind, request.params))),
    );

    app.delete(
      `/api/product/:id/${path}/:pf`,
      {
        config: {
          ...manager,
          activity: recordsActivity('product', 'update', (request) => (request.params as { id: number }).id),
        },
        schema: {
          tags: TAGS,
          summary: `Rimuove il ${label} per persona fisica (true) o giuridica (false)`,
          params: ProductFileParams,
          response: responses(Product),
        },
      },
      async (request) =>
        envelope(await removeProductFile(app.db, caller(request).tenantId, fileOf(kind, request.params))),
    );
  }
};

export default products;
