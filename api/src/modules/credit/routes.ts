import { route } from '../../http/endpoint-route.ts';
import { creditEndpoints } from '@portal/contracts/api/credit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CREDIT_MESSAGES } from '@portal/contracts/messages';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { markOwn } from '../../services/authority-rules.ts';
import {
  confirmTopUp,
  creditDashboard,
  euroText,
  rejectTopUp,
  requestTopUp,
  saveAlertThreshold,
  type Decided,
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

  /** The requester hears of the decision on their live channel. */
  async function tell(request: Parameters<typeof caller>[0], { topUp, requestedBy, balance }: Decided) {
    const confirmed = topUp.status === 'CONFIRMED';
    await app.notifications.create(caller(request).tenantId, requestedBy, {
      subject: confirmed ? CREDIT_MESSAGES.confirmedSubject : CREDIT_MESSAGES.rejectedSubject,
      text: confirmed
        ? CREDIT_MESSAGES.confirmedText(euroText(topUp.amount), euroText(balance ?? topUp.amount))
        : CREDIT_MESSAGES.rejectedText(euroText(topUp.amount), topUp.reason ?? ''),
      link: '/cruscotto',
      useRouter: true,
    });
  }

  route(app, creditEndpoints.getCreditDashboard, async (request) =>
    envelope(await creditDashboard(app.db, caller(request).tenantId, await clientOf(request), app.config.clock())),
  );

  route(app, creditEndpoints.getCreditMovements, async (request) =>
    envelope(await listMovements(app.db, caller(request).tenantId, await clientOf(request), request.query)),
  );

  route(app, creditEndpoints.putCreditAlertThreshold, async (request) =>
    envelope(
      await saveAlertThreshold(app.db, caller(request).tenantId, await clientOf(request), request.body.threshold),
      CREDIT_MESSAGES.thresholdSaved,
    ),
  );

  route(app, creditEndpoints.postCreditTopUps, async (request) =>
    envelope(
      await requestTopUp(app.db, caller(request), await clientOf(request), request.body),
      CREDIT_MESSAGES.topUpRequested,
    ),
  );

  route(app, creditEndpoints.getBackOfficeTopUps, async (request) => {
    const who = caller(request);
    const page = await listTopUps(app.db, who.tenantId, request.query);
    return envelope({ ...page, content: markOwn(who, page.content, (topUp) => topUp.requesterId) });
  });

  route(app, creditEndpoints.postBackOfficeTopUpsConfirmById, async (request) => {
    const decided = await confirmTopUp(app.db, caller(request), request.params.id);
    await tell(request, decided);
    return envelope(decided.topUp, CREDIT_MESSAGES.topUpConfirmed);
  });

  route(app, creditEndpoints.postBackOfficeTopUpsRejectById, async (request) => {
    const decided = await rejectTopUp(app.db, caller(request), request.params.id, request.body.reason);
    await tell(request, decided);
    return envelope(decided.topUp, CREDIT_MESSAGES.topUpRejected);
  });
};

export default credit;
