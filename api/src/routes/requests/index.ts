import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import {
  NewRequestInput,
  RequestCreated,
  RequestDetail,
  MovementIdParams,
  RequestIdParams,
  RequestQuote,
  RequestQuoteQuery,
  RequestSummary,
  RequestsQuery,
  SubjectRequest,
  SubjectRequestsQuery,
} from '@portal/contracts/api/requests';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { Company } from '@portal/contracts/api/subjects';
import { Page, Type } from '@portal/contracts/api/schema';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { responses } from '../../schemas/common.ts';
import { listUserRequests } from '../../repositories/requests-repository.ts';
import { reportHtml } from '../../reports/report-html.ts';
import { reportPdf } from '../../reports/report-pdf.ts';
import {
  createRequest,
  foundCompanies,
  getUserRequest,
  markRequestRead,
  quote,
  requestReport,
  subjectRequests,
} from '../../services/requests-service.ts';
import { ATTACHMENT_RESPONSE, sendAttachment } from '../../http/file-transfer.ts';
import { alertLowBalance } from '../../services/balance-alert.ts';
import { notifyApprovers } from '../../services/request-lifecycle.ts';
import { accountMailer } from '../auth/account.ts';

/** The report page runs nothing and loads nothing: only its own inline style. */
const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const TAGS = ['richieste'];
const signedIn = { access: 'user' as const };

/** Requests of the signed-in user's client (spec 001 §3, §4). */
const requests: FastifyPluginAsyncTypebox = async (app) => {
  const mailer = accountMailer(app);
  app.get(
    '/api/requests/quote',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Prezzo del prodotto per il cliente e credito residuo',
        querystring: RequestQuoteQuery,
        response: responses(RequestQuote),
      },
    },
    async (request) => envelope(await quote(app.db, caller(request), request.query.productId)),
  );

  app.post(
    '/api/requests',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Crea una richiesta: prezzo, addebito sul credito e richiesta in una transazione',
        description:
          `La form è controllata di nuovo con le regole del browser (400 con il messaggio del primo campo). ` +
          `409 "${ORDERING_MESSAGES.insufficientCredit}" se il credito non basta: nulla viene scritto. ` +
          'I prodotti online risultano COMPLETED, gli offline PENDING con la data di evasione in giorni lavorativi ' +
          '(festività italiane, limite delle 11:00), i web service WS.',
        body: NewRequestInput,
        response: responses(RequestCreated),
      },
    },
    async (request) => {
      const who = caller(request);
      const created = await createRequest(app.db, who, request.body, app.config.clock());
      await alertLowBalance(app.db, app.notifications, who, created);
      if (created.status === 'TO_APPROVE') {
        const lifecycle = { db: app.db, hub: app.notifications, mailer, mailFrom: app.config.mailFrom };
        await notifyApprovers(lifecycle, who.tenantId, created.idRichiesta);
      }
      return envelope(created);
    },
  );

  app.get(
    '/api/requests',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: "Le richieste dell'utente, dalla più recente",
        description:
          'Filtri per periodo (from, to), stato, servizio, prodotto e testo (soggetto, prodotto, riferimento).',
        querystring: RequestsQuery,
        response: responses(Page(RequestSummary)),
      },
    },
    async (request) => {
      const who = caller(request);
      return envelope(await listUserRequests(app.db, who.tenantId, who.userId, request.query));
    },
  );

  app.get(
    '/api/requests/by-subject',
    {
      config: { access: [PERMISSIONS.investigationsPortfolio] },
      schema: {
        tags: TAGS,
        summary: 'Richieste sul soggetto: le richieste del cliente su un soggetto (al massimo 50)',
        description: 'Solo con il permesso PORTAFOGLIO_INDAGINI (spec 001 §6).',
        querystring: SubjectRequestsQuery,
        response: responses(Type.Array(SubjectRequest)),
      },
    },
    async (request) => envelope(await subjectRequests(app.db, caller(request), request.query.code)),
  );

  app.get(
    '/api/requests/:id',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: "Una richiesta dell'utente, con i dati compilati",
        params: RequestIdParams,
        response: responses(RequestDetail),
      },
    },
    async (request) =>
      envelope(await getUserRequest(app.db, caller(request), request.params.id, 'id', app.config.clock())),
  );

  app.get(
    '/api/requests/by-movement/:movementId',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: "La richiesta dell'utente legata a un movimento contabile (idMovContab)",
        description:
          'La vista REQUEST_DETAIL del pannello laterale apre la richiesta dal suo movimento (spec 000 §2.2).',
        params: MovementIdParams,
        response: responses(RequestDetail),
      },
    },
    async (request) =>
      envelope(
        await getUserRequest(app.db, caller(request), request.params.movementId, 'movement', app.config.clock()),
      ),
  );

  app.get(
    '/api/requests/:id/companies',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: "Le imprese trovate da una richiesta di ricerca dell'utente, nell'ordine del risultato",
        description: 'Vuoto per le richieste che non sono ricerche; 404 per le richieste di altri.',
        params: RequestIdParams,
        response: responses(Type.Array(Company)),
      },
    },
    async (request) => envelope(await foundCompanies(app.db, caller(request), request.params.id)),
  );

  app.post(
    '/api/requests/:id/read',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Segna la richiesta come letta',
        params: RequestIdParams,
        response: responses(RequestDetail),
      },
    },
    async (request) => envelope(await markRequestRead(app.db, caller(request), request.params.id, app.config.clock())),
  );

  app.get(
    '/api/requests/:id/report',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: "L'esito di una richiesta evasa, come pagina HTML",
        description: `Senza script né risorse esterne (Content-Security-Policy: ${REPORT_CSP}); 404 "${ORDERING_MESSAGES.resultMissing}".`,
        params: RequestIdParams,
        produces: ['text/html'],
        response: { 200: { type: 'string' }, '4xx': { $ref: 'ErrorEnvelope#' }, '5xx': { $ref: 'ErrorEnvelope#' } },
      },
    },
    async (request, reply) => {
      const report = await requestReport(app.db, caller(request), request.params.id);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', REPORT_CSP)
        .header('x-content-type-options', 'nosniff')
        .send(reportHtml(report));
    },
  );

  app.get(
    '/api/requests/:id/report.pdf',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: "L'esito di una richiesta evasa, in PDF",
        params: RequestIdParams,
        produces: ['application/pdf'],
        response: ATTACHMENT_RESPONSE,
      },
    },
    async (request, reply) => {
      const report = await requestReport(app.db, caller(request), request.params.id);
      const data = await reportPdf(report);
      return sendAttachment(reply, {
        fileName: `richiesta-${report.requestId}.pdf`,
        contentType: 'application/pdf',
        size: data.length,
        data,
      });
    },
  );
};

export default requests;
