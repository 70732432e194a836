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
} from '@portal/contracts/api/ordering';
import { Page, Type } from '@portal/contracts/api/schema';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { orderableLines, orderableServices } from '../../repositories/ordering-repository.ts';
import { linePrices, orderForm } from '../../services/requests-service.ts';
import { responses } from '../../schemas/common.ts';

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
};

export default ordering;
