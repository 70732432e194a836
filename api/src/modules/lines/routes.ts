import { route } from '../../http/endpoint-route.ts';
import { linesEndpoints } from '@portal/contracts/api/lines';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import {
  availableLines,
  createLine,
  deleteLine,
  getLine,
  lineProducts,
  placeLines,
  productsToAddToLine,
  updateLine,
  isLineCodeFree,
  listLines,
} from './service.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** Lines (spec 002 §2.7, §2.8, §7 Lines): reading needs a session, every change the manager permission. */
const lines: FastifyPluginAsyncTypebox = async (app) => {
  route(app, linesEndpoints.getLines, async (request) =>
    envelope(await listLines(app.db, caller(request).tenantId, request.query)),
  );

  route(app, linesEndpoints.getAvailableLines, async (request) =>
    envelope(await availableLines(app.db, caller(request).tenantId, request.query)),
  );

  route(app, linesEndpoints.getLineLineCodeAvailability, async (request) => {
    const available = await isLineCodeFree(app.db, caller(request).tenantId, request.query.lineCode);
    return envelope({ available }, available ? null : CATALOGUE_MESSAGES.lineCodeTaken);
  });

  route(app, linesEndpoints.getLineById, async (request) =>
    envelope(await getLine(app.db, caller(request).tenantId, request.params.id)),
  );

  route(
    app,
    linesEndpoints.postLine,
    async (request) => envelope(await createLine(app.db, caller(request).tenantId, request.body)),
    logsActivity.create('line'),
  );

  route(
    app,
    linesEndpoints.putLineById,
    async (request) => envelope(await updateLine(app.db, caller(request).tenantId, request.params.id, request.body)),
    logsActivity.update('line'),
  );

  route(
    app,
    linesEndpoints.putLines,
    async (request) => envelope(await placeLines(app.db, caller(request).tenantId, request.body)),
    logsActivity.update('line', (request) => (request.body as Array<{ id: number }>).map((line) => line.id)),
  );

  route(
    app,
    linesEndpoints.deleteLineById,
    async (request) => {
      await deleteLine(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
    logsActivity.delete('line'),
  );

  route(app, linesEndpoints.getLineProductsById, async (request) =>
    envelope(await lineProducts(app.db, caller(request).tenantId, request.params.id, request.query.type)),
  );

  route(app, linesEndpoints.getLineAllProductsById, async (request) =>
    envelope(await lineProducts(app.db, caller(request).tenantId, request.params.id)),
  );

  route(app, linesEndpoints.getLineProductsNotInById, async (request) =>
    envelope(await productsToAddToLine(app.db, caller(request).tenantId, request.params.id, request.query.search)),
  );
};

export default lines;
