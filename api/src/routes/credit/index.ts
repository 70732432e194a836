import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreditDashboard,
  CreditMovement,
  MovementsQuery,
  ThresholdInput,
  TopUp,
  TopUpInput,
  TopUpParams,
  TopUpRejection,
  TopUpsQuery,
} from '@portal/contracts/api/credit';
import { CREDIT_MESSAGES } from '@portal/contracts/messages';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { Page, Type } from '@portal/contracts/api/schema';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { markOwn } from '../../services/authority-rules.ts';
import { listMovements, listTopUps } from '../../repositories/credit-repository.ts';
import { responses } from '../../schemas/common.ts';
import {
  confirmTopUp,
  creditDashboard,
  euroText,
  rejectTopUp,
  requestTopUp,
  saveAlertThreshold,
  type Decided,
} from '../../services/credit-service.ts';
import { payerOf } from '../../services/requests-service.ts';

const dashboard = { access: [PERMISSIONS.creditDashboard] };
const manager = { access: [PERMISSIONS.manager] };

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

  app.get(
    '/api/credit/dashboard',
    {
      config: dashboard,
      schema: {
        tags: ['cruscotto'],
        summary:
          'Credito residuo, soglia di avviso, spesa e ricariche degli ultimi 12 mesi, ultime richieste di ricarica',
        response: responses(CreditDashboard),
      },
    },
    async (request) =>
      envelope(await creditDashboard(app.db, caller(request).tenantId, await clientOf(request), app.config.clock())),
  );

  app.get(
    '/api/credit/movements',
    {
      config: dashboard,
      schema: {
        tags: ['cruscotto'],
        summary: 'I movimenti del credito (addebiti, rimborsi, ricariche) con il saldo dopo ciascuno, dal più recente',
        querystring: MovementsQuery,
        response: responses(Page(CreditMovement)),
      },
    },
    async (request) =>
      envelope(await listMovements(app.db, caller(request).tenantId, await clientOf(request), request.query)),
  );

  app.put(
    '/api/credit/alert-threshold',
    {
      config: dashboard,
      schema: {
        tags: ['cruscotto'],
        summary: 'Soglia di avviso: sotto di essa gli utenti del cruscotto ricevono una notifica (null la toglie)',
        body: ThresholdInput,
        response: responses(
          Type.Object({ balance: Type.String(), threshold: Type.Union([Type.String(), Type.Null()]) }),
        ),
      },
    },
    async (request) =>
      envelope(
        await saveAlertThreshold(app.db, caller(request).tenantId, await clientOf(request), request.body.threshold),
        CREDIT_MESSAGES.thresholdSaved,
      ),
  );

  app.post(
    '/api/credit/top-ups',
    {
      config: dashboard,
      schema: {
        tags: ['cruscotto'],
        summary: 'Chiede una ricarica del credito (almeno 500,00 €), che il back office conferma',
        body: TopUpInput,
        response: responses(TopUp),
      },
    },
    async (request) =>
      envelope(
        await requestTopUp(app.db, caller(request), await clientOf(request), request.body),
        CREDIT_MESSAGES.topUpRequested,
      ),
  );

  app.get(
    '/api/back-office/top-ups',
    {
      config: manager,
      schema: {
        tags: ['ricariche'],
        summary: 'Le richieste di ricarica dei clienti del tenant, prima quelle da gestire',
        querystring: TopUpsQuery,
        response: responses(Page(TopUp)),
      },
    },
    async (request) => {
      const who = caller(request);
      const page = await listTopUps(app.db, who.tenantId, request.query);
      return envelope({ ...page, content: markOwn(who, page.content, (topUp) => topUp.requesterId) });
    },
  );

  app.post(
    '/api/back-office/top-ups/:id/confirm',
    {
      config: manager,
      schema: {
        tags: ['ricariche'],
        summary: 'Conferma una ricarica: accredita il credito e registra il movimento, in una transazione',
        description: `409 "${CREDIT_MESSAGES.topUpDecided}" se è già stata gestita.`,
        params: TopUpParams,
        response: responses(TopUp),
      },
    },
    async (request) => {
      const decided = await confirmTopUp(app.db, caller(request), request.params.id);
      await tell(request, decided);
      return envelope(decided.topUp, CREDIT_MESSAGES.topUpConfirmed);
    },
  );

  app.post(
    '/api/back-office/top-ups/:id/reject',
    {
      config: manager,
      schema: {
        tags: ['ricariche'],
        summary: 'Rifiuta una ricarica con il motivo',
        params: TopUpParams,
        body: TopUpRejection,
        response: responses(TopUp),
      },
    },
    async (request) => {
      const decided = await rejectTopUp(app.db, caller(request), request.params.id, request.body.reason);
      await tell(request, decided);
      return envelope(decided.topUp, CREDIT_MESSAGES.topUpRejected);
    },
  );
};

export default credit;
