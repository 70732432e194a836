import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LinePricesParams,
  LinePricesQuery,
  LineProductPrice,
  OrderableLine,
  OrderableLinesQuery,
  OrderableService,
  OrderableServicesQuery,
  OrderForm,
  OrderFormParams,
  OrderFormQuery,
  PriceListQuery,
  PriceListRow,
} from '@portal/contracts/api/ordering';
import { Page, Type } from '@portal/contracts/api/schema';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { orderableLines, orderableServices } from '../../repositories/ordering-repository.ts';
import { linePrices, orderForm } from '../../services/requests-service.ts';
import { responses } from '../../schemas/common.ts';
import { customerPriceList, customerPriceListRows } from '../../repositories/customer-price-list-repository.ts';
import { payerOf } from '../../services/requests-service.ts';
import { PRODUCT_TYPE_LABELS } from '@portal/contracts/catalogue';
import { ATTACHMENT_RESPONSE, sendAttachment } from '../../http/file-transfer.ts';
import { workbook, XLSX_TYPE, type SheetColumn } from '../../spreadsheets/workbook.ts';

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

const TAGS = ['ordinazione'];
const signedIn = { access: 'user' as const };

/** The catalogue as a customer sees it (spec 000 §2.7, §2.8): only what can be ordered. */
const ordering: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/ordering/services',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Servizi con linee ordinabili per il tipo di soggetto (e quelli sempre visibili), per ordine',
        querystring: OrderableServicesQuery,
        response: responses(Type.Array(OrderableService)),
      },
    },
    async (request) =>
      envelope(await orderableServices(app.db, caller(request).tenantId, request.query.subjectType ?? null)),
  );

  app.get(
    '/api/ordering/lines',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Linee ordinabili, paginate, per ordine di servizio e di linea',
        description:
          'Solo linee attive con almeno un prodotto non sospeso e visibile al cliente per il tipo di soggetto; ' +
          'filtri per servizio, contenuti (contentIds ripetuto), servizi a valore aggiunto e parola chiave ' +
          '(nome e descrizione della linea, nome del servizio).',
        querystring: OrderableLinesQuery,
        response: responses(Page(OrderableLine)),
      },
    },
    async (request) => envelope(await orderableLines(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/ordering/lines/:id/prices',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: "Importi delle schede prodotto di una linea: 'Costo d'acquisto' e 'Importo servizio'",
        description:
          'purchaseCost (il prezzo del cliente, come lo addebita la richiesta) solo con ECON_PREZ; serviceAmount ' +
          '(il prezzo di listino) solo per i prodotti non online e con VPRE; altrimenti null.',
        params: LinePricesParams,
        querystring: LinePricesQuery,
        response: responses(Type.Array(LineProductPrice)),
      },
    },
    async (request) =>
      envelope(await linePrices(app.db, caller(request), request.params.id, request.query.subjectType)),
  );

  app.get(
    '/api/ordering/products/:id/form',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Un prodotto ordinabile per il tipo di soggetto e i campi della sua form',
        description:
          'Solo i campi del tipo di soggetto (ANY, ALL e il tipo), in ordine; 400 se il prodotto non è ordinabile.',
        params: OrderFormParams,
        querystring: OrderFormQuery,
        response: responses(OrderForm),
      },
    },
    async (request) =>
      envelope(
        await orderForm(app.db, caller(request), request.params.id, request.query.subjectType, app.config.clock()),
      ),
  );

  app.get(
    '/api/ordering/price-list',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Il listino del cliente: i prodotti ordinabili con il prezzo che paga chi chiede',
        description:
          'Per servizio, linea e codice. Il prezzo è quello che la richiesta addebiterebbe: il profilo listino ' +
          "dell'utente, altrimenti quello del cliente, altrimenti il prezzo del prodotto.",
        querystring: PriceListQuery,
        response: responses(Page(PriceListRow)),
      },
    },
    async (request) => {
      const who = caller(request);
      return envelope(await customerPriceList(app.db, who.tenantId, await payerOf(app.db, who), request.query));
    },
  );

  app.get(
    '/api/ordering/price-list/export',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Il listino del cliente in un foglio xlsx (stessa ricerca della pagina)',
        querystring: PriceListQuery,
        response: ATTACHMENT_RESPONSE,
      },
    },
    async (request, reply) => {
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
    },
  );
};

export default ordering;
