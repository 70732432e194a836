import { answer, route } from '../../http/endpoint-route.ts';
import { billingEndpoints } from '@portal/contracts/api/billing';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BillingLine } from '@portal/contracts/api/billing';
import { sendAttachment } from '../../http/file-transfer.ts';
import { caller } from '../../plugins/tenant.ts';
import { billingPdf, monthName } from '../../reports/billing-pdf.ts';
import { billingDetail, billingMonths, findClientAccount } from './service.ts';
import { payerOf } from '../requests/service.ts';
import { workbook, XLSX_TYPE, type SheetColumn } from '../../spreadsheets/workbook.ts';

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

  answer(app, billingEndpoints.getBillingMonths, async (request, { db, who }) =>
    billingMonths(db, who.tenantId, await clientOf(request)),
  );

  answer(app, billingEndpoints.getBillingDetail, async (request, { db, who }) =>
    billingDetail(db, who.tenantId, await clientOf(request), request.query.month),
  );

  for (const format of ['xlsx', 'pdf'] as const) {
    route(
      app,
      format === 'pdf' ? billingEndpoints.getBillingDetailPdf : billingEndpoints.getBillingDetailXlsx,
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
