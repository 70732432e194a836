import { placeRequest } from '../../services/placed-requests.ts';
import { route } from '../../http/endpoint-route.ts';
import { requestsEndpoints } from '@portal/contracts/api/requests';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';
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
} from './service.ts';
import { sendAttachment } from '../../http/file-transfer.ts';
import { accountMailer } from '../auth/account.ts';

/** The report page runs nothing and loads nothing: only its own inline style. */
const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** Requests of the signed-in user's client (spec 001 §3, §4). */
const requests: FastifyPluginAsyncTypebox = async (app) => {
  const mailer = accountMailer(app);
  route(app, requestsEndpoints.getRequestsQuote, async (request) =>
    envelope(await quote(app.db, caller(request), request.query.productId, app.config.clock())),
  );

  route(app, requestsEndpoints.postRequests, async (request) => {
    const who = caller(request);
    const lifecycle = { db: app.db, hub: app.notifications, mailer, mailFrom: app.config.mailFrom };
    return envelope(
      await placeRequest({ ...lifecycle, providers: app.providers }, who, request.body, app.config.clock()),
    );
  });

  route(app, requestsEndpoints.postRequestsCheck, async (request) => {
    await checkRequest(app.db, caller(request), request.body, app.config.clock());
    return envelope({ valid: true as const });
  });

  route(app, requestsEndpoints.getRequests, async (request) => {
    const who = caller(request);
    return envelope(await listUserRequests(app.db, who.tenantId, who.userId, request.query));
  });

  route(app, requestsEndpoints.getRequestsBySubject, async (request) =>
    envelope(await subjectRequests(app.db, caller(request), request.query.code)),
  );

  route(app, requestsEndpoints.getRequestsById, async (request) =>
    envelope(await getUserRequest(app.db, caller(request), request.params.id, 'id', app.config.clock())),
  );

  route(app, requestsEndpoints.getRequestsByMovementByMovementId, async (request) =>
    envelope(await getUserRequest(app.db, caller(request), request.params.movementId, 'movement', app.config.clock())),
  );

  route(app, requestsEndpoints.getRequestsCompaniesById, async (request) =>
    envelope(await foundCompanies(app.db, caller(request), request.params.id)),
  );

  route(app, requestsEndpoints.postRequestsReadById, async (request) =>
    envelope(await markRequestRead(app.db, caller(request), request.params.id, app.config.clock())),
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
