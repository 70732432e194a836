import { route } from '../../http/endpoint-route.ts';
import { offlineRequestsEndpoints } from '@portal/contracts/api/offline-requests';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_RESULT_MB, ORDERING_MESSAGES } from '@portal/contracts/messages';
import { envelope } from '../../errors.ts';
import { notFound } from '../../domain-error.ts';
import { readUploadedFile, sendAttachment, uploadLimits } from '../../http/file-transfer.ts';
import { accountMailer } from '../auth/account.ts';
import { caller } from '../../plugins/tenant.ts';
import { markOwn } from '../../services/authority-rules.ts';
import {
  approveRequest,
  approverClient,
  cancelByCustomer,
  cancelByOperator,
  fulfilRequest,
  rejectRequest,
  type LifecycleDeps,
} from '../../services/request-lifecycle.ts';
import { requestResultFile, standardDocumentPdf } from '../requests/service.ts';
import { pendingOfflineRequests, queuedRequest, requestsToApprove } from './service.ts';

/**
 * The life of an offline request (README "Richieste offline"): the customer's cancellation and
 * result, the approvals of the client's approvers, and the back office's queue.
 */
const offlineRequests: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: uploadLimits(MAX_RESULT_MB * 1024 * 1024) });
  const mailer = accountMailer(app);
  const deps = (): LifecycleDeps => ({ db: app.db, hub: app.notifications, mailer, mailFrom: app.config.mailFrom });

  route(app, offlineRequestsEndpoints.postRequestsCancelById, async (request) => {
    await cancelByCustomer(deps(), caller(request), request.params.id, app.config.clock());
    return envelope(null);
  });

  route(app, offlineRequestsEndpoints.getRequestsResultById, async (request, reply) =>
    sendAttachment(
      reply,
      await requestResultFile(app, caller(request), request.params.id, undefined, app.config.clock()),
    ),
  );

  route(app, offlineRequestsEndpoints.getApprovals, async (request) => {
    const who = caller(request);
    const page = await requestsToApprove(app.db, who.tenantId, await approverClient(app.db, who), request.query);
    return envelope({ ...page, content: markOwn(who, page.content, (row) => row.userId) });
  });

  route(app, offlineRequestsEndpoints.postApprovalsApproveById, async (request) => {
    await approveRequest(deps(), caller(request), request.params.id);
    return envelope(null);
  });

  route(app, offlineRequestsEndpoints.postApprovalsRejectById, async (request) => {
    await rejectRequest(deps(), caller(request), request.params.id, request.body.reason);
    return envelope(null);
  });

  route(app, offlineRequestsEndpoints.getBackOfficeOfflineRequests, async (request) => {
    const who = caller(request);
    const page = await pendingOfflineRequests(app.db, who.tenantId, request.query);
    return envelope({ ...page, content: markOwn(who, page.content, (row) => row.userId) });
  });

  route(app, offlineRequestsEndpoints.getBackOfficeOfflineRequestsById, async (request) => {
    const who = caller(request);
    const found = await queuedRequest(app.db, who.tenantId, request.params.id);
    if (!found) throw notFound(ORDERING_MESSAGES.requestNotFound);
    return envelope(markOwn(who, [found], (row) => row.userId)[0]);
  });

  route(app, offlineRequestsEndpoints.postBackOfficeOfflineRequestsFulfilById, async (request) => {
    const file = await readUploadedFile(request, 'esito.pdf', MAX_RESULT_MB * 1024 * 1024);
    await fulfilRequest(deps(), caller(request), request.params.id, file);
    return envelope(null);
  });

  route(app, offlineRequestsEndpoints.getBackOfficeOfflineRequestsStandardDocumentPdfById, async (request, reply) => {
    const file = await standardDocumentPdf(
      app,
      caller(request),
      request.params.id,
      request.query.notes ?? '',
      app.config.clock(),
    );
    return sendAttachment(reply, file);
  });

  route(app, offlineRequestsEndpoints.postBackOfficeOfflineRequestsFulfilStandardById, async (request) => {
    const who = caller(request);
    const { id } = request.params;
    const file = await standardDocumentPdf(app, who, id, request.body.notes ?? '', app.config.clock());
    await fulfilRequest(deps(), who, id, file);
    return envelope(null);
  });

  route(app, offlineRequestsEndpoints.postBackOfficeOfflineRequestsCancelById, async (request) => {
    await cancelByOperator(deps(), caller(request), request.params.id, request.body.reason);
    return envelope(null);
  });
};

export default offlineRequests;
