import { answer, route } from '../../http/endpoint-route.ts';
import { productFilesEndpoints, productsEndpoints } from '@portal/contracts/api/products';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { PRODUCT_FILE_KINDS, PRODUCT_LIMITS, type ProductFileKind } from '@portal/contracts/catalogue';
import { envelope } from '../../errors.ts';
import { readUploadedFile, sendAttachment, uploadLimits } from '../../http/file-transfer.ts';
import { caller } from '../../plugins/tenant.ts';
import {
  createProduct,
  getProduct,
  getProductFile,
  removeProductFile,
  saveProductFile,
  updateProduct,
  type ProductFileTarget,
  listProducts,
  productsByIds,
  searchProducts,
} from './service.ts';
import { logsActivity } from '../../plugins/activity.ts';
const MAX_FILE_BYTES = PRODUCT_LIMITS.fileMb * 1024 * 1024;
const MAX_SUGGESTIONS = 50;

const fileOf = (kind: ProductFileKind, params: { id: number; pf: 'true' | 'false' }): ProductFileTarget => ({
  productId: params.id,
  kind,
  pf: params.pf === 'true',
});

/** Products (spec 002 §2.11, §2.12, §7 Products): every call needs the manager permission. */
const products: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: uploadLimits(MAX_FILE_BYTES) });

  answer(app, productsEndpoints.getProducts, (request, { db, who }) => listProducts(db, who.tenantId, request.query));

  answer(app, productsEndpoints.getProductsSearch, (request, { db, who }) =>
    searchProducts(db, who.tenantId, {
      search: request.query.search ?? '',
      excludeId: request.query.excludeId,
      parentsOnly: request.query.parentsOnly,
      limit: request.query.limit ?? MAX_SUGGESTIONS,
    }),
  );

  answer(app, productsEndpoints.getProductsByIds, (request, { db, who }) =>
    productsByIds(db, who.tenantId, request.query.ids),
  );

  answer(app, productsEndpoints.getProductById, (request, { db, who }) =>
    getProduct(db, who.tenantId, request.params.id),
  );

  answer(
    app,
    productsEndpoints.postProduct,
    (request, { db, who }) => createProduct(db, who.tenantId, request.body),
    logsActivity.create('product'),
  );

  answer(
    app,
    productsEndpoints.putProductById,
    (request, { db, who }) => updateProduct(db, who.tenantId, request.params.id, request.body),
    logsActivity.update('product'),
  );

  for (const kind of PRODUCT_FILE_KINDS) {
    const endpoints = productFilesEndpoints[kind];
    route(
      app,
      endpoints.upload,
      async (request) => {
        const { tenantId, userId } = caller(request);
        const file = await readUploadedFile(request, kind === 'demo' ? 'file-demo' : 'scheda-prodotto', MAX_FILE_BYTES);
        return envelope(await saveProductFile(app.db, tenantId, fileOf(kind, request.params), file, userId));
      },
      logsActivity.update('product'),
    );

    route(app, endpoints.download, async (request, reply) =>
      sendAttachment(reply, await getProductFile(app.db, caller(request).tenantId, fileOf(kind, request.params))),
    );

    answer(
      app,
      endpoints.remove,
      (request, { db, who }) => removeProductFile(db, who.tenantId, fileOf(kind, request.params)),
      logsActivity.update('product'),
    );
  }
};

export default products;
