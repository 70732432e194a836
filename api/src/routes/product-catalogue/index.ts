import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PRODUCT_TYPES, PRODUCT_TYPE_LABELS } from '@portal/contracts/catalogue';
import { ProductCategory } from '@portal/contracts/api/lines';
import { Type, ValueLabel } from '@portal/contracts/api/schema';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { listProductCategories } from '../../repositories/product-categories-repository.ts';
import { responses } from '../../schemas/common.ts';

const TAGS = ['prodotti'];
const signedIn = { access: 'user' as const };

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
};

export default productCatalogue;
