import { route } from '../../http/endpoint-route.ts';
import { orderingEndpoints } from '@portal/contracts/api/ordering';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PriceListRow } from '@portal/contracts/api/ordering';
import { envelope } from '../../errors.ts';
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
  route(app, orderingEndpoints.getOrderingServices, async (request) =>
    envelope(await orderableServices(app.db, caller(request).tenantId, request.query.subjectType ?? null)),
  );

  route(app, orderingEndpoints.getOrderingLines, async (request) =>
    envelope(await orderableLines(app.db, caller(request).tenantId, request.query)),
  );

  route(app, orderingEndpoints.getOrderingLinesPricesById, async (request) =>
    envelope(await linePrices(app.db, caller(request), request.params.id, request.query.subjectType ?? null)),
  );

  route(app, orderingEndpoints.getOrderingProductsFormById, async (request) =>
    envelope(
      await orderForm(app.db, caller(request), request.params.id, request.query.subjectType, app.config.clock()),
    ),
  );

  route(app, orderingEndpoints.getOrderingPriceList, async (request) => {
    const who = caller(request);
    return envelope(await customerPriceList(app.db, who.tenantId, await payerOf(app.db, who), request.query));
  });

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
