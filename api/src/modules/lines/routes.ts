import { answer, answerAvailability } from '../../http/endpoint-route.ts';
import { linesEndpoints } from '@portal/contracts/api/lines';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
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
  answer(app, linesEndpoints.getLines, ({ query }, { db, who }) => listLines(db, who.tenantId, query));

  answer(app, linesEndpoints.getAvailableLines, ({ query }, { db, who }) => availableLines(db, who.tenantId, query));

  answerAvailability(
    app,
    linesEndpoints.getLineLineCodeAvailability,
    (request, { db, who }) => isLineCodeFree(db, who.tenantId, request.query.lineCode),
    CATALOGUE_MESSAGES.lineCodeTaken,
  );

  answer(app, linesEndpoints.getLineById, ({ params }, { db, who }) => getLine(db, who.tenantId, params.id));

  answer(
    app,
    linesEndpoints.postLine,
    ({ body }, { db, who }) => createLine(db, who.tenantId, body),
    logsActivity.create('line'),
  );

  answer(
    app,
    linesEndpoints.putLineById,
    ({ params, body }, { db, who }) => updateLine(db, who.tenantId, params.id, body),
    logsActivity.update('line'),
  );

  answer(
    app,
    linesEndpoints.putLines,
    ({ body }, { db, who }) => placeLines(db, who.tenantId, body),
    logsActivity.update('line', (request) => (request.body as Array<{ id: number }>).map((line) => line.id)),
  );

  answer(
    app,
    linesEndpoints.deleteLineById,
    ({ params }, { db, who }) => deleteLine(db, who.tenantId, params.id),
    logsActivity.delete('line'),
  );

  answer(app, linesEndpoints.getLineProductsById, ({ params, query }, { db, who }) =>
    lineProducts(db, who.tenantId, params.id, query.type),
  );

  answer(app, linesEndpoints.getLineAllProductsById, ({ params }, { db, who }) =>
    lineProducts(db, who.tenantId, params.id),
  );

  answer(app, linesEndpoints.getLineProductsNotInById, ({ params, query }, { db, who }) =>
    productsToAddToLine(db, who.tenantId, params.id, query.search),
  );
};

export default lines;
