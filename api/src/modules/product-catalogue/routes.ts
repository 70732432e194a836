import { route } from '../../http/endpoint-route.ts';
import { productCatalogueEndpoints } from '@portal/contracts/api/product-catalogue';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PRODUCT_TYPES, PRODUCT_TYPE_LABELS } from '@portal/contracts/catalogue';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { createCategory, deleteCategory, updateCategory, listProductCategories } from './service.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** The product vocabulary (spec 002 §7 Products): types and the tenant's categories. */
const productCatalogue: FastifyPluginAsyncTypebox = async (app) => {
  route(app, productCatalogueEndpoints.getProductTypes, async () =>
    envelope(PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }))),
  );

  route(app, productCatalogueEndpoints.getProductCategories, async (request) =>
    envelope(await listProductCategories(app.db, caller(request).tenantId)),
  );

  route(
    app,
    productCatalogueEndpoints.postProductCategory,
    async (request) => envelope(await createCategory(app.db, caller(request).tenantId, request.body)),
    logsActivity.create('product-category'),
  );

  route(
    app,
    productCatalogueEndpoints.putProductCategoryById,
    async (request) =>
      envelope(await updateCategory(app.db, caller(request).tenantId, request.params.id, request.body)),
    logsActivity.update('product-category'),
  );

  route(
    app,
    productCatalogueEndpoints.deleteProductCategoryById,
    async (request) => {
      await deleteCategory(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
    logsActivity.delete('product-category'),
  );
};

export default productCatalogue;
