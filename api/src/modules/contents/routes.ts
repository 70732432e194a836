import { answer } from '../../http/endpoint-route.ts';
import { contentsEndpoints } from '@portal/contracts/api/contents';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
  allContents,
  listContents,
} from './service.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** Contents and their products (spec 002 §2.5, §2.6, §7 Contents; the paths are designed here). */
const contents: FastifyPluginAsyncTypebox = async (app) => {
  answer(app, contentsEndpoints.getContents, (request, { db, who }) => listContents(db, who.tenantId, request.query));

  answer(app, contentsEndpoints.getAvailableContents, (_request, { db, who }) => allContents(db, who.tenantId));

  answer(app, contentsEndpoints.getContentById, (request, { db, who }) =>
    getContent(db, who.tenantId, request.params.id),
  );

  answer(
    app,
    contentsEndpoints.postContent,
    (request, { db, who }) => createContent(db, who.tenantId, request.body),
    logsActivity.create('content'),
  );

  answer(
    app,
    contentsEndpoints.putContent,
    (request, { db, who }) => updateContent(db, who.tenantId, request.body),
    logsActivity.update('content', (request) => (request.body as { id: number }).id),
  );

  answer(
    app,
    contentsEndpoints.deleteContentById,
    async (request, { db, who }) => {
      await deleteContent(db, who.tenantId, request.params.id);
    },
    logsActivity.delete('content'),
  );

  answer(
    app,
    contentsEndpoints.putContents,
    (request, { db, who }) => reorderContents(db, who.tenantId, request.body),
    logsActivity.update('content', (request) => (request.body as Array<{ id: number }>).map((content) => content.id)),
  );

  answer(app, contentsEndpoints.getContentProductsById, (request, { db, who }) =>
    contentProducts(db, who.tenantId, request.params.id),
  );

  answer(app, contentsEndpoints.getContentProductsNotInById, (request, { db, who }) =>
    productsToAdd(db, who.tenantId, request.params.id, request.query.search),
  );

  answer(
    app,
    contentsEndpoints.postContentProductById,
    (request, { db, who }) => addProductToContent(db, who.tenantId, request.params.id, request.body.productId),
    logsActivity.update('content'),
  );

  answer(
    app,
    contentsEndpoints.deleteContentProductByIdAndProductId,
    (request, { db, who }) => removeProductFromContent(db, who.tenantId, request.params.id, request.params.productId),
    logsActivity.update('content'),
  );
};

export default contents;
