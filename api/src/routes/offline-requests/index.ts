import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApprovalsQuery,
  OfflineQueueQuery,
  QueuedRequest,
  QueuedRequestsPage,
  ReasonInput,
} from '@portal/contracts/api/offline-requests';
import { RequestIdParams } from '@portal/contracts/api/requests';
import { Type } from '@portal/contracts/api/schema';
import { LIFECYCLE_MESSAGES, MAX_RESULT_MB, ORDERING_MESSAGES } from '@portal/contracts/messages';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { envelope } from '../../errors.ts';
import { notFound } from '../../domain-error.ts';
import { ATTACHMENT_RESPONSE, readUploadedFile, sendAttachment, uploadLimits } from '../../http/file-transfer.ts';
import { accountMailer } from '../auth/account.ts';
import { caller } from '../../plugins/tenant.ts';
import { markOwn } from '../../services/authority-rules.ts';
import { responses } from '../../schemas/common.ts';
import { pendingOfflineRequests, queuedRequest, requestsToApprove } from '../../repositories/lifecycle-repository.ts';
import {
  approveRequest,
  approverClient,
  cancelByCustomer,
  cancelByOperator,
  fulfilRequest,
  rejectRequest,
  type LifecycleDeps,
} from '../../services/request-lifecycle.ts';
import { requestResultFile } from '../../services/requests-service.ts';

const signedIn = { access: 'user' as const };
const manager = { access: [PERMISSIONS.manager] };
const ok = responses(Type.Null());

/**
 * The life of an offline request (README "Richieste offline"): the customer's cancellation and
 * result, the approvals of the client's approvers, and the back office's queue.
 */
const offlineRequests: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: uploadLimits(MAX_RESULT_MB * 1024 * 1024) });
  const mailer = accountMailer(app);
  const deps = (): LifecycleDeps => ({ db: app.db, hub: app.notifications, mailer, mailFrom: app.config.mailFrom });

  app.post(
    '/api/requests/:id/cancel',
    {
      config: signedIn,
      schema: {
        tags: ['richieste'],
        summary: 'Annulla una propria richiesta offline entro un’ora dalla creazione (rimborso)',
        description: `409 "${LIFECYCLE_MESSAGES.onlineNotCancellable}" per le online, "${LIFECYCLE_MESSAGES.cancellationExpired}" oltre l'ora.`,
        params: RequestIdParams,
        response: ok,
      },
    },
    async (request) => {
      await cancelByCustomer(deps(), caller(request), request.params.id, app.config.clock());
      return envelope(null);
    },
  );

  app.get(
    '/api/requests/:id/result',
    {
      config: signedIn,
      schema: {
        tags: ['richieste'],
        summary: "L'esito di una propria richiesta evasa: il file allegato (offline) o il PDF del report (online)",
        description: `404 "${ORDERING_MESSAGES.resultMissing}"; 410 oltre i giorni di conservazione degli esiti.`,
        params: RequestIdParams,
        produces: ['application/octet-stream'],
        response: ATTACHMENT_RESPONSE,
      },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        await requestResultFile(app.db, caller(request), request.params.id, undefined, app.config.clock()),
      ),
  );

  app.get(
    '/api/approvals',
    {
      config: signedIn,
      schema: {
        tags: ['approvazioni'],
        summary: 'Le richieste del proprio cliente da approvare (approvatori: A, R, X, Z)',
        querystring: ApprovalsQuery,
        response: responses(QueuedRequestsPage),
      },
    },
    async (request) => {
      const who = caller(request);
      const page = await requestsToApprove(app.db, who.tenantId, await approverClient(app.db, who), request.query);
      return envelope({ ...page, content: markOwn(who, page.content, (row) => row.userId) });
    },
  );

  app.post(
    '/api/approvals/:id/approve',
    {
      config: signedIn,
      schema: {
        tags: ['approvazioni'],
        summary: 'Approva: la richiesta passa in lavorazione',
        params: RequestIdParams,
        response: ok,
      },
    },
    async (request) => {
      await approveRequest(deps(), caller(request), request.params.id);
      return envelope(null);
    },
  );

  app.post(
    '/api/approvals/:id/reject',
    {
      config: signedIn,
      schema: {
        tags: ['approvazioni'],
        summary: 'Rifiuta con un motivo: il credito è riaccreditato',
        params: RequestIdParams,
        body: ReasonInput,
        response: ok,
      },
    },
    async (request) => {
      await rejectRequest(deps(), caller(request), request.params.id, request.body.reason);
      return envelope(null);
    },
  );

  app.get(
    '/api/back-office/offline-requests',
    {
      config: manager,
      schema: {
        tags: ['richieste offline'],
        summary: 'Le richieste offline da evadere, dalla più urgente (data di evasione)',
        querystring: OfflineQueueQuery,
        response: responses(QueuedRequestsPage),
      },
    },
    async (request) => {
      const who = caller(request);
      const page = await pendingOfflineRequests(app.db, who.tenantId, request.query);
      return envelope({ ...page, content: markOwn(who, page.content, (row) => row.userId) });
    },
  );

  app.get(
    '/api/back-office/offline-requests/:id',
    {
      config: manager,
      schema: {
        tags: ['richieste offline'],
        summary: 'Una richiesta: soggetto, dati del modulo, scadenza',
        params: RequestIdParams,
        response: responses(QueuedRequest),
      },
    },
    async (request) => {
      const who = caller(request);
      const found = await queuedRequest(app.db, who.tenantId, request.params.id);
      if (!found) throw notFound(ORDERING_MESSAGES.requestNotFound);
      return envelope(markOwn(who, [found], (row) => row.userId)[0]);
    },
  );

  app.post(
    '/api/back-office/offline-requests/:id/fulfil',
    {
      config: manager,
      schema: {
        tags: ['richieste offline'],
        summary: "Allega l'esito ed evade la richiesta: il cliente riceve la notifica e la mail",
        description: `multipart/form-data con una parte "file" (al massimo ${MAX_RESULT_MB} MB; ${LIFECYCLE_MESSAGES.resultType}). 409 se la richiesta non è più in lavorazione.`,
        consumes: ['multipart/form-data'],
        params: RequestIdParams,
        response: ok,
      },
    },
    async (request) => {
      const file = await readUploadedFile(request, 'esito.pdf', MAX_RESULT_MB * 1024 * 1024);
      await fulfilRequest(deps(), caller(request), request.params.id, file);
      return envelope(null);
    },
  );

  app.post(
    '/api/back-office/offline-requests/:id/cancel',
    {
      config: manager,
      schema: {
        tags: ['richieste offline'],
        summary: 'Annulla con un motivo: il credito è riaccreditato e il cliente avvisato',
        params: RequestIdParams,
        body: ReasonInput,
        response: ok,
      },
    },
    async (request) => {
      await cancelByOperator(deps(), caller(request), request.params.id, request.body.reason);
      return envelope(null);
    },
  );
};

export default offlineRequests;
