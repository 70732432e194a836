import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PRODUCT_TYPES, PRODUCT_TYPE_LABELS } from '@portal/contracts/catalogue';
import { ProductCategory, ProductCategoryInput, ProductIdParams } from '@portal/contracts/api/products';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { Type, ValueLabel } from '@portal/contracts/api/schema';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { listProductCategories } from '../../repositories/product-categories-repository.ts';
import { createCategory, deleteCategory, updateCategory } from '../../services/product-categories-service.ts';
import { responses } from '../../schemas/common.ts';
import { recordsActivity } from '../../plugins/activity.ts';

const TAGS = ['prodotti'];
const signedIn = { access: 'user' as const };
const manager = { access: [PERMISSIONS.manager] };
const category = responses(ProductCategory);

/** The product vocabulary (spec 002 §7 Products): types and the tenant's categories. */
const productCatalogue: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/product/types',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Tipi di prodotto: ON Online, OF Offline, WS Web Service',
        response: responses(Type.Array(ValueLabel)),
      },
    },
    async () => envelope(PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }))),
  );

  app.get(
    '/api/product/categories',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Categorie di prodotto del tenant, per descrizione',
        response: responses(Type.Array(ProductCategory)),
      },
    },
    async (request) => envelope(await listProductCategories(app.db, caller(request).tenantId)),
  );

  app.post(
    '/api/product/category',
    {
      config: {
        ...manager,
        activity: recordsActivity('product-category', 'create', undefined, (category) => Number(category.id)),
      },
      schema: {
        tags: TAGS,
        summary: 'Crea una categoria di prodotto (codice unico)',
        body: ProductCategoryInput,
        response: category,
      },
    },
    async (request) => envelope(await createCategory(app.db, caller(request).tenantId, request.body)),
  );

  app.put(
    '/api/product/category/:id',
    {
      config: {
        ...manager,
        activity: recordsActivity('product-category', 'update', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: 'Aggiorna una categoria; i codici completi dei suoi prodotti seguono il nuovo codice',
        params: ProductIdParams,
        body: ProductCategoryInput,
        response: category,
      },
    },
    async (request) =>
      envelope(await updateCategory(app.db, caller(request).tenantId, request.params.id, request.body)),
  );

  app.delete(
    '/api/product/category/:id',
    {
      config: {
        ...manager,
        activity: recordsActivity('product-category', 'delete', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: 'Rimuove una categoria che nessun prodotto usa (409 con quanti la usano)',
        params: ProductIdParams,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      await deleteCategory(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
  );
};

export default productCatalogue;
