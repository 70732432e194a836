import { answer } from '../../http/endpoint-route.ts';
import { productCatalogueEndpoints } from '@portal/contracts/api/product-catalogue';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PRODUCT_TYPES, PRODUCT_TYPE_LABELS } from '@portal/contracts/catalogue';
import { createCategory, deleteCategory, updateCategory, listProductCategories } from './service.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** The product vocabulary (spec 002 §7 Products): types and the tenant's categories. */
const productCatalogue: FastifyPluginAsyncTypebox = async (app) => {
  answer(app, productCatalogueEndpoints.getProductTypes, () =>
    PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] })),
  );

  answer(app, productCatalogueEndpoints.getProductCategories, (_request, { db, who }) =>
    listProductCategories(db, who.tenantId),
  );

  answer(
    app,
    productCatalogueEndpoints.postProductCategory,
    (request, { db, who }) => createCategory(db, who.tenantId, request.body),
    logsActivity.create('product-category'),
  );

  answer(
    app,
    productCatalogueEndpoints.putProductCategoryById,
    (request, { db, who }) => updateCategory(db, who.tenantId, request.params.id, request.body),
    logsActivity.update('product-category'),
  );

  answer(
    app,
    productCatalogueEndpoints.deleteProductCategoryById,
    async (request, { db, who }) => {
      await deleteCategory(db, who.tenantId, request.params.id);
    },
    logsActivity.delete('product-category'),
  );
};

export default productCatalogue;
