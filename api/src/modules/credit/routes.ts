import { answer } from '../../http/endpoint-route.ts';
import { creditEndpoints } from '@portal/contracts/api/credit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CREDIT_MESSAGES } from '@portal/contracts/messages';
import { caller } from '../../plugins/tenant.ts';
import { markOwn } from '../../auth/authority-rules.ts';
import {
  confirmTopUp,
  creditDashboard,
  rejectTopUp,
  requestTopUp,
  saveAlertThreshold,
  listMovements,
  listTopUps,
} from './service.ts';
import { payerOf } from '../requests/service.ts';

/**
 * The credit dashboard (`/cruscotto`, credit-dashboard permission) of the caller's client, and
 * the back office's top-up queue (manager permission).
 */
const credit: FastifyPluginAsyncTypebox = async (app) => {
  const clientOf = async (request: Parameters<typeof caller>[0]) => (await payerOf(app.db, caller(request))).clientId;

  answer(app, creditEndpoints.getCreditDashboard, async (request, { db, who }) =>
    creditDashboard(db, who.tenantId, await clientOf(request), app.config.clock()),
  );

  answer(app, creditEndpoints.getCreditMovements, async (request, { db, who }) =>
    listMovements(db, who.tenantId, await clientOf(request), request.query),
  );

  answer(
    app,
    creditEndpoints.putCreditAlertThreshold,
    async (request, { db, who }) =>
      saveAlertThreshold(db, who.tenantId, await clientOf(request), request.body.threshold),
    { message: CREDIT_MESSAGES.thresholdSaved },
  );

  answer(
    app,
    creditEndpoints.postCreditTopUps,
    async (request, { db, who }) => requestTopUp(db, who, await clientOf(request), request.body),
    { message: CREDIT_MESSAGES.topUpRequested },
  );

  answer(app, creditEndpoints.getBackOfficeTopUps, async (request, { db, who }) => {
    const page = await listTopUps(db, who.tenantId, request.query);
    return { ...page, content: markOwn(who, page.content, (topUp) => topUp.requesterId) };
  });

  answer(
    app,
    creditEndpoints.postBackOfficeTopUpsConfirmById,
    (request, { db, who }) => confirmTopUp({ db, hub: app.notifications }, who, request.params.id),
    { message: CREDIT_MESSAGES.topUpConfirmed },
  );

  answer(
    app,
    creditEndpoints.postBackOfficeTopUpsRejectById,
    (request, { db, who }) => rejectTopUp({ db, hub: app.notifications }, who, request.params.id, request.body.reason),
    { message: CREDIT_MESSAGES.topUpRejected },
  );
};

export default credit;
