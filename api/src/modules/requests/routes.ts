import { answer, route } from '../../http/endpoint-route.ts';
import { requestsEndpoints } from '@portal/contracts/api/requests';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../plugins/tenant.ts';
import { reportHtml } from '../../reports/report-html.ts';
import {
  checkRequest,
  foundCompanies,
  getUserRequest,
  markRequestRead,
  quote,
  reportPdfOf,
  requestReport,
  subjectRequests,
  listUserRequests,
  placeRequest,
} from './service.ts';
import { sendAttachment } from '../../http/file-transfer.ts';
import { accountMailer } from '../auth/service.ts';

/** The report page runs nothing and loads nothing: only its own inline style. */
const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** Requests of the signed-in user's client (spec 001 §3, §4). */
const requests: FastifyPluginAsyncTypebox = async (app) => {
  const mailer = accountMailer(app);
  answer(app, requestsEndpoints.getRequestsQuote, (request, { db, who }) =>
    quote(db, who, request.query.productId, app.config.clock()),
  );

  answer(app, requestsEndpoints.postRequests, async (request, { db, who }) => {
    const lifecycle = { db, hub: app.notifications, mailer, mailFrom: app.config.mailFrom };
    return await placeRequest({ ...lifecycle, providers: app.providers }, who, request.body, app.config.clock());
  });

  answer(app, requestsEndpoints.postRequestsCheck, async (request, { db, who }) => {
    await checkRequest(db, who, request.body, app.config.clock());
    return { valid: true as const };
  });

  answer(app, requestsEndpoints.getRequests, (request, { db, who }) =>
    listUserRequests(db, who.tenantId, who.userId, request.query),
  );

  answer(app, requestsEndpoints.getRequestsBySubject, (request, { db, who }) =>
    subjectRequests(db, who, request.query.code),
  );

  answer(app, requestsEndpoints.getRequestsById, (request, { db, who }) =>
    getUserRequest(db, who, request.params.id, 'id', app.config.clock()),
  );

  answer(app, requestsEndpoints.getRequestsByMovementByMovementId, (request, { db, who }) =>
    getUserRequest(db, who, request.params.movementId, 'movement', app.config.clock()),
  );

  answer(app, requestsEndpoints.getRequestsCompaniesById, (request, { db, who }) =>
    foundCompanies(db, who, request.params.id),
  );

  answer(app, requestsEndpoints.postRequestsReadById, (request, { db, who }) =>
    markRequestRead(db, who, request.params.id, app.config.clock()),
  );

  route(app, requestsEndpoints.getRequestsReportById, async (request, reply) => {
    const report = await requestReport(app, caller(request), request.params.id);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', REPORT_CSP)
      .header('x-content-type-options', 'nosniff')
      .send(reportHtml(report));
  });

  route(app, requestsEndpoints.getRequestsReportPdfById, async (request, reply) => {
    const who = caller(request);
    const report = await requestReport(app, who, request.params.id);
    const data = await reportPdfOf(app, who, report);
    return sendAttachment(reply, {
      fileName: `richiesta-${report.requestId}.pdf`,
      contentType: 'application/pdf',
      size: data.length,
      data,
    });
  });
};

export default requests;
