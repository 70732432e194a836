import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BillingDetail, BillingLine, BillingMonth, BillingMonthQuery } from '@portal/contracts/api/billing';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { Type } from '@portal/contracts/api/schema';
import { findClientAccount } from '../../repositories/permissions-repository.ts';
import { envelope } from '../../errors.ts';
import { ATTACHMENT_RESPONSE, sendAttachment } from '../../http/file-transfer.ts';
import { caller } from '../../plugins/tenant.ts';
import { billingPdf, monthName } from '../../reports/billing-pdf.ts';
import { responses } from '../../schemas/common.ts';
import { billingDetail, billingMonths } from '../../services/billing-service.ts';
import { payerOf } from '../../services/requests-service.ts';
import { workbook, XLSX_TYPE, type SheetColumn } from '../../spreadsheets/workbook.ts';

const TAGS = ['dettaglio fatturazione'];
const billing = { access: [PERMISSIONS.billingDetail] };

const COLUMNS: SheetColumn<BillingLine>[] = [
  { header: 'Servizio', width: 26, value: (line) => line.serviceName },
  { header: 'Codice', width: 14, value: (line) => line.productCode },
  { header: 'Prodotto', width: 36, value: (line) => line.description },
  { header: 'Soggetto a IVA', width: 14, value: (line) => (line.subjectToVat ? 'Sì' : 'No') },
  { header: 'Richieste', width: 10, value: (line) => line.requests },
  { header: 'Imponibile', width: 14, value: (line) => line.net, euro: true },
  { header: 'IVA', width: 12, value: (line) => line.vat, euro: true },
  { header: 'Totale', width: 14, value: (line) => line.gross, euro: true },
];

/** Billing detail (`/dettaglio-fatturazione`) of the caller's client: billing-detail permission. */
const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clientOf = async (request: Parameters<typeof caller>[0]) => (await payerOf(app.db, caller(request))).clientId;

  app.get(
    '/api/billing/months',
    {
      config: billing,
      schema: {
        tags: TAGS,
        summary: 'I mesi con richieste (ultimi 24): numero, imponibile, IVA e totale',
        response: responses(Type.Array(BillingMonth)),
      },
    },
    async (request) => envelope(await billingMonths(app.db, caller(request).tenantId, await clientOf(request))),
  );

  app.get(
    '/api/billing/detail',
    {
      config: billing,
      schema: {
        tags: TAGS,
        summary: 'Il mese per servizio e prodotto, con l’IVA dei prodotti soggetti; i totali sono la somma delle righe',
        querystring: BillingMonthQuery,
        response: responses(BillingDetail),
      },
    },
    async (request) =>
      envelope(await billingDetail(app.db, caller(request).tenantId, await clientOf(request), request.query.month)),
  );

  for (const format of ['xlsx', 'pdf'] as const) {
    app.get(
      `/api/billing/detail.${format}`,
      {
        config: billing,
        schema: {
          tags: TAGS,
          summary: format === 'pdf' ? "L'estratto conto del mese in PDF" : 'Il dettaglio del mese in xlsx',
          querystring: BillingMonthQuery,
          response: ATTACHMENT_RESPONSE,
        },
      },
      async (request, reply) => {
        const who = caller(request);
        const clientId = await clientOf(request);
        const detail = await billingDetail(app.db, who.tenantId, clientId, request.query.month);
        const account = await findClientAccount(app.db, who.tenantId, clientId);
        const data =
          format === 'pdf'
            ? await billingPdf(detail, { name: account?.clientName ?? '', code: account?.customerCode ?? '' })
            : await workbook(monthName(detail.month), COLUMNS, detail.lines);
        return sendAttachment(reply, {
          fileName: `fatturazione-${detail.month}.${format}`,
          contentType: format === 'pdf' ? 'application/pdf' : XLSX_TYPE,
          size: data.length,
          data,
        });
      },
    );
  }
};

export default billingRoutes;
