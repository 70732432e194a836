import { route } from '../../http/endpoint-route.ts';
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
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** Contents and their products (spec 002 §2.5, §2.6, §7 Contents; the paths are designed here). */
const contents: FastifyPluginAsyncTypebox = async (app) => {
  route(app, contentsEndpoints.getContents, async (request) =>
    envelope(await listContents(app.db, caller(request).tenantId, request.query)),
  );

  route(app, contentsEndpoints.getAvailableContents, async (request) =>
    envelope(await allContents(app.db, caller(request).tenantId)),
  );

  route(app, contentsEndpoints.getContentById, async (request) =>
    envelope(await getContent(app.db, caller(request).tenantId, request.params.id)),
  );

  route(
    app,
    contentsEndpoints.postContent,
    async (request) => envelope(await createContent(app.db, caller(request).tenantId, request.body)),
    logsActivity.create('content'),
  );

  route(
    app,
    contentsEndpoints.putContent,
    async (request) => envelope(await updateContent(app.db, caller(request).tenantId, request.body)),
    logsActivity.update('content', (request) => (request.body as { id: number }).id),
  );

  route(
    app,
    contentsEndpoints.deleteContentById,
    async (request) => {
      await deleteContent(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
    logsActivity.delete('content'),
  );

  route(
    app,
    contentsEndpoints.putContents,
    async (request) => {
      return envelope(await reorderContents(app.db, caller(request).tenantId, request.body));
    },
    logsActivity.update('content', (request) => (request.body as Array<{ id: number }>).map((content) => content.id)),
  );

  route(app, contentsEndpoints.getContentProductsById, async (request) =>
    envelope(await contentProducts(app.db, caller(request).tenantId, request.params.id)),
  );

  route(app, contentsEndpoints.getContentProductsNotInById, async (request) =>
    envelope(await productsToAdd(app.db, caller(request).tenantId, request.params.id, request.query.search)),
  );

  route(
    app,
    contentsEndpoints.postContentProductById,
    async (request) =>
      envelope(await addProductToContent(app.db, caller(request).tenantId, request.params.id, request.body.productId)),
    logsActivity.update('content'),
  );

  route(
    app,
    contentsEndpoints.deleteContentProductByIdAndProductId,
    async (request) =>
      envelope(
        await removeProductFromContent(app.db, caller(request).tenantId, request.params.id, request.params.productId),
      ),
    logsActivity.update('content'),
  );
};

export default contents;
