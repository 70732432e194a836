import { answer, route } from '../../http/endpoint-route.ts';
import { orderingEndpoints } from '@portal/contracts/api/ordering';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PriceListRow } from '@portal/contracts/api/ordering';
import { caller } from '../../plugins/tenant.ts';
import { linePrices, orderForm } from '../requests/service.ts';
import { payerOf } from '../requests/service.ts';
import { PRODUCT_TYPE_LABELS } from '@portal/contracts/catalogue';
import { sendAttachment } from '../../http/file-transfer.ts';
import { workbook, XLSX_TYPE, type SheetColumn } from '../../spreadsheets/workbook.ts';
import { orderableLines, orderableServices, customerPriceList, customerPriceListRows } from './service.ts';

/** The export's columns: what the page shows. */
const PRICE_LIST_COLUMNS: SheetColumn<PriceListRow>[] = [
  { header: 'Servizio', width: 28, value: (row) => row.serviceName },
  { header: 'Linea', width: 28, value: (row) => row.lineName },
  { header: 'Codice', width: 16, value: (row) => row.fullProductCode },
  { header: 'Prodotto', width: 40, value: (row) => row.description },
  { header: 'Tipo', width: 12, value: (row) => (row.productType ? PRODUCT_TYPE_LABELS[row.productType] : null) },
  { header: 'Giorni di evasione', width: 18, value: (row) => row.evasDays },
  { header: 'Prezzo', width: 14, value: (row) => row.price, euro: true },
];
/** More than any tenant's catalogue: the export is one sheet. */
const PRICE_LIST_EXPORT_LIMIT = 10_000;

/** The catalogue as a customer sees it (spec 000 §2.7, §2.8): only what can be ordered. */
const ordering: FastifyPluginAsyncTypebox = async (app) => {
  answer(app, orderingEndpoints.getOrderingServices, (request, { db, who }) =>
    orderableServices(db, who.tenantId, request.query.subjectType ?? null),
  );

  answer(app, orderingEndpoints.getOrderingLines, (request, { db, who }) =>
    orderableLines(db, who.tenantId, request.query),
  );

  answer(app, orderingEndpoints.getOrderingLinesPricesById, (request, { db, who }) =>
    linePrices(db, who, request.params.id, request.query.subjectType ?? null),
  );

  answer(app, orderingEndpoints.getOrderingProductsFormById, (request, { db, who }) =>
    orderForm(db, who, request.params.id, request.query.subjectType, app.config.clock()),
  );

  answer(app, orderingEndpoints.getOrderingPriceList, async (request, { db, who }) =>
    customerPriceList(db, who.tenantId, await payerOf(db, who), request.query),
  );

  route(app, orderingEndpoints.getOrderingPriceListExport, async (request, reply) => {
    const who = caller(request);
    const rows = await customerPriceListRows(
      app.db,
      who.tenantId,
      await payerOf(app.db, who),
      request.query.search ?? '',
      PRICE_LIST_EXPORT_LIMIT,
    );
    const data = await workbook('Listino', PRICE_LIST_COLUMNS, rows);
    return sendAttachment(reply, {
      fileName: 'listino-prezzi.xlsx',
      contentType: XLSX_TYPE,
      size: data.length,
      data,
    });
  });
};

export default ordering;
