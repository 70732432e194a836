import { answer, route } from '../../http/endpoint-route.ts';
import { offlineRequestsEndpoints } from '@portal/contracts/api/offline-requests';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_RESULT_MB, ORDERING_MESSAGES } from '@portal/contracts/messages';
import { notFound } from '../../domain-error.ts';
import { readUploadedFile, sendAttachment, uploadLimits } from '../../http/file-transfer.ts';
import { accountMailer } from '../auth/service.ts';
import { caller } from '../../plugins/tenant.ts';
import { markOwn } from '../../auth/authority-rules.ts';
import {
  approveRequest,
  approverClient,
  cancelByCustomer,
  cancelByOperator,
  fulfilRequest,
  rejectRequest,
  type LifecycleDeps,
  requestResultFile,
  standardDocumentPdf,
} from '../requests/service.ts';
import { pendingOfflineRequests, queuedRequest, requestsToApprove } from './service.ts';

/**
 * The life of an offline request (README "Richieste offline"): the customer's cancellation and
 * result, the approvals of the client's approvers, and the back office's queue.
 */
const offlineRequests: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: uploadLimits(MAX_RESULT_MB * 1024 * 1024) });
  const mailer = accountMailer(app);
  const deps = (): LifecycleDeps => ({ db: app.db, hub: app.notifications, mailer, mailFrom: app.config.mailFrom });

  answer(app, offlineRequestsEndpoints.postRequestsCancelById, async (request, { who }) => {
    await cancelByCustomer(deps(), who, request.params.id, app.config.clock());
  });

  route(app, offlineRequestsEndpoints.getRequestsResultById, async (request, reply) =>
    sendAttachment(
      reply,
      await requestResultFile(app, caller(request), request.params.id, undefined, app.config.clock()),
    ),
  );

  answer(app, offlineRequestsEndpoints.getApprovals, async (request, { db, who }) => {
    const page = await requestsToApprove(db, who.tenantId, await approverClient(db, who), request.query);
    return { ...page, content: markOwn(who, page.content, (row) => row.userId) };
  });

  answer(app, offlineRequestsEndpoints.postApprovalsApproveById, async (request, { who }) => {
    await approveRequest(deps(), who, request.params.id);
  });

  answer(app, offlineRequestsEndpoints.postApprovalsRejectById, async (request, { who }) => {
    await rejectRequest(deps(), who, request.params.id, request.body.reason);
  });

  answer(app, offlineRequestsEndpoints.getBackOfficeOfflineRequests, async (request, { db, who }) => {
    const page = await pendingOfflineRequests(db, who.tenantId, request.query);
    return { ...page, content: markOwn(who, page.content, (row) => row.userId) };
  });

  answer(app, offlineRequestsEndpoints.getBackOfficeOfflineRequestsById, async (request, { db, who }) => {
    const found = await queuedRequest(db, who.tenantId, request.params.id);
    if (!found) throw notFound(ORDERING_MESSAGES.requestNotFound);
    return markOwn(who, [found], (row) => row.userId)[0];
  });

  answer(app, offlineRequestsEndpoints.postBackOfficeOfflineRequestsFulfilById, async (request, { who }) => {
    const file = await readUploadedFile(request, 'esito.pdf', MAX_RESULT_MB * 1024 * 1024);
    await fulfilRequest(deps(), who, request.params.id, file);
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

  answer(app, offlineRequestsEndpoints.postBackOfficeOfflineRequestsFulfilStandardById, async (request, { who }) => {
    const { id } = request.params;
    const file = await standardDocumentPdf(app, who, id, request.body.notes ?? '', app.config.clock());
    await fulfilRequest(deps(), who, id, file);
  });

  answer(app, offlineRequestsEndpoints.postBackOfficeOfflineRequestsCancelById, async (request, { who }) => {
    await cancelByOperator(deps(), who, request.params.id, request.body.reason);
  });
};

export default offlineRequests;
