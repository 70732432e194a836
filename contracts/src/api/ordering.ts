/**
 * What a customer may order (spec 000 §2.7, §2.8): the services and lines that have at least
 * one orderable product (not suspended, visible to customers, for the subject's type).
 */
import { FIELD_TYPES } from '../catalogue.ts';
import { ServiceWindow } from './processings.ts';
import { Id, Nullable, NullableText, PagingProperties, SearchText, StringEnum, Type, type Static } from './schema.ts';
import { endpoint, XLSX_TYPE } from './endpoint.ts';
import { Page } from './schema.ts';

import { SUBJECT_KINDS as SUBJECT_TYPES } from '../subjects.ts';

export { SUBJECT_TYPES };

/** A service on the customer's side, with its icon and how many orderable lines it has. */
export const OrderableService = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  icon: Type.String(),
  lineCount: Type.Integer(),
});
export type OrderableService = Static<typeof OrderableService>;

/** A line a customer may open (`/line/detail/{id}`). */
export const OrderableLine = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  serviceId: Nullable(Type.Integer()),
  serviceName: NullableText(),
  valueAdded: Type.Boolean(),
  online: Type.Boolean(),
  massivo: Type.Boolean(),
  singolare: Type.Boolean(),
  personaFisica: Type.Boolean(),
  personaGiuridica: Type.Boolean(),
  productCount: Type.Integer({ description: 'Prodotti ordinabili della linea per il tipo di soggetto' }),
});
export type OrderableLine = Static<typeof OrderableLine>;

const subjectType = Type.Optional(
  StringEnum(SUBJECT_TYPES, { description: 'PF persona fisica, PG persona giuridica; assente: entrambe' }),
);

export const OrderableServicesQuery = Type.Object({ subjectType }, { additionalProperties: false });
export type OrderableServicesQuery = Static<typeof OrderableServicesQuery>;

/** `GET /api/ordering/lines`: the filters of the drawer and of `/service-list`. */
export const OrderableLinesQuery = Type.Object(
  {
    ...PagingProperties,
    search: Type.Optional(SearchText()),
    subjectType,
    serviceId: Type.Optional(Id({ description: 'Un servizio; assente: tutti (-1 nel browser)' })),
    contentIds: Type.Optional(
      Type.Array(Id(), { maxItems: 50, description: 'Linee con prodotti in questi contenuti' }),
    ),
    valueAdded: Type.Optional(Type.Boolean({ description: 'Solo i servizi a valore aggiunto' })),
  },
  { additionalProperties: false },
);
export type OrderableLinesQuery = Static<typeof OrderableLinesQuery>;

/** A field of the request form as the customer's dynamic form draws and checks it. */
export const OrderFormField = Type.Object({
  fieldCode: Type.String(),
  name: Type.String(),
  description: Type.String(),
  type: StringEnum(FIELD_TYPES),
  obligatory: Type.Boolean(),
  group: Type.Integer(),
  subjectType: StringEnum(['ANY', 'ALL', 'PF', 'PG'] as const),
  order: Type.Integer(),
  dimension: Type.Integer({ description: 'Colonne su 12' }),
  newRiga: Type.Boolean(),
  length: Nullable(Type.Integer()),
  minimum: Nullable(Type.Number()),
  maximum: Nullable(Type.Number()),
  minimumDate: NullableText(),
  maximumDate: NullableText(),
  selectValueList: Type.Array(Type.String(), {
    description: 'Valori delle opzioni (SELECT) o estensioni ammesse (FILE)',
  }),
  selectLabelList: Type.Array(Type.String(), {
    description: 'Etichette delle opzioni, nello stesso ordine dei valori (seconda colonna della query SQL)',
  }),
  validator: NullableText({ description: 'CF, PI o BOTH: controllato dal server quando si lascia il campo' }),
  defaultValue: NullableText(),
  toolTipInfo: NullableText(),
  physicalPersonField: NullableText({ description: 'Dato della persona che precompila il campo' }),
  legalPersonField: NullableText({ description: "Dato dell'azienda che precompila il campo" }),
  subjectField: Type.Boolean({
    description: 'Il campo nomina il soggetto: la ricerca lo precompila, il server lo vuole uguale al soggetto scelto',
  }),
});
export type OrderFormField = Static<typeof OrderFormField>;

/** `GET /api/ordering/products/{id}/form`: a product the subject may order and the fields it asks. */
export const OrderForm = Type.Object({
  product: Type.Object({
    id: Type.Integer(),
    fullProductCode: Type.String(),
    description: Type.String(),
    productType: StringEnum(['ON', 'OF', 'WS'] as const),
    evasDays: Type.Integer(),
    search: Type.Boolean({ description: 'Prodotto di ricerca: il risultato è un elenco di imprese' }),
    enableMassiveUpload: Type.Boolean({ description: 'Ordinabile anche da file (richiesta massiva)' }),
    massiveUploadSplit: Type.Boolean({ description: 'Da file: una richiesta per riga (altrimenti una per file)' }),
    nuovaRicerca: Type.Boolean({ description: 'Ricerca con conferma e "Nuova ricerca" (i tre passi)' }),
  }),
  formCode: NullableText(),
  fields: Type.Array(OrderFormField),
  /** The hours a processing gives this product for the caller's client; null: no limit. */
  window: Nullable(ServiceWindow),
});
export type OrderForm = Static<typeof OrderForm>;

export const OrderFormParams = Type.Object({ id: Id() });
export const OrderFormQuery = Type.Object(
  { subjectType: StringEnum(SUBJECT_TYPES, { description: 'PF persona fisica, PG persona giuridica' }) },
  { additionalProperties: false },
);

/**
 * `GET /api/ordering/lines/{id}/prices`: what the product cards may show (spec 001 §4, §6).
 * `purchaseCost` ('Costo d'acquisto', the price this client pays, as the request charges it)
 * only with ECON_PREZ; `serviceAmount` ('Importo servizio', the product's list price) only for
 * products that are not online and with VPRE. Null where the caller may not see it.
 */
export const LineProductPrice = Type.Object({
  productId: Type.Integer(),
  purchaseCost: Nullable(Type.String({ description: 'Importo decimale, es. "6.50"' })),
  serviceAmount: Nullable(Type.String({ description: 'Importo decimale, es. "6.50"' })),
});
export type LineProductPrice = Static<typeof LineProductPrice>;
export const LinePricesParams = Type.Object({ id: Id() });
/** Without a subject (a line opened from the service list): the products any subject may order. */
export const LinePricesQuery = Type.Object(
  { subjectType: Type.Optional(StringEnum(SUBJECT_TYPES, { description: 'PF, PG; senza: qualunque soggetto' })) },
  { additionalProperties: false },
);

/** A row of the customer's price list (`/price-list`): what the caller pays for each orderable product. */
export const PriceListRow = Type.Object({
  productId: Type.Integer(),
  serviceName: NullableText(),
  lineName: Type.String(),
  productCode: Type.String(),
  fullProductCode: Type.String(),
  description: Type.String(),
  productType: Nullable(StringEnum(['ON', 'OF', 'WS'] as const)),
  evasDays: Type.Integer(),
  personaFisica: Type.Boolean(),
  personaGiuridica: Type.Boolean(),
  price: Type.String({ description: 'Importo decimale in euro, es. "6.50": quanto paga chi chiede' }),
});
export type PriceListRow = Static<typeof PriceListRow>;

export const PriceListQuery = Type.Object(
  {
    ...PagingProperties,
    search: Type.Optional(SearchText(100)),
  },
  { additionalProperties: false },
);

/** Every ordering endpoint: the one declaration the API registers and the clients call. */
export const orderingEndpoints = {
  getOrderingPriceListExport: endpoint({
    method: 'GET',
    path: '/api/ordering/price-list/export',
    access: 'user',
    tags: ['ordinazione'],
    summary: 'Il listino del cliente in un foglio xlsx (stessa ricerca della pagina)',
    query: PriceListQuery,
    produces: [XLSX_TYPE],
  }),
  getOrderingServices: endpoint({
    method: 'GET',
    path: '/api/ordering/services',
    access: 'user',
    tags: ['ordinazione'],
    summary: 'Servizi con linee ordinabili per il tipo di soggetto (e quelli sempre visibili), per ordine',
    query: OrderableServicesQuery,
    response: Type.Array(OrderableService),
  }),
  getOrderingLines: endpoint({
    method: 'GET',
    path: '/api/ordering/lines',
    access: 'user',
    tags: ['ordinazione'],
    summary: 'Linee ordinabili, paginate, per ordine di servizio e di linea',
    description:
      'Solo linee attive con almeno un prodotto non sospeso e visibile al cliente per il tipo di soggetto; ' +
      'filtri per servizio, contenuti (contentIds ripetuto), servizi a valore aggiunto e parola chiave ' +
      '(nome e descrizione della linea, nome del servizio).',
    query: OrderableLinesQuery,
    response: Page(OrderableLine),
  }),
  getOrderingLinesPricesById: endpoint({
    method: 'GET',
    path: '/api/ordering/lines/:id/prices',
    access: 'user',
    tags: ['ordinazione'],
    summary: "Importi delle schede prodotto di una linea: 'Costo d'acquisto' e 'Importo servizio'",
    description:
      'purchaseCost (il prezzo del cliente, come lo addebita la richiesta) solo con ECON_PREZ; serviceAmount ' +
      '(il prezzo di listino) solo per i prodotti non online e con VPRE; altrimenti null.',
    params: LinePricesParams,
    query: LinePricesQuery,
    response: Type.Array(LineProductPrice),
  }),
  getOrderingProductsFormById: endpoint({
    method: 'GET',
    path: '/api/ordering/products/:id/form',
    access: 'user',
    tags: ['ordinazione'],
    summary: 'Un prodotto ordinabile per il tipo di soggetto e i campi della sua form',
    description:
      'Solo i campi del tipo di soggetto (ANY, ALL e il tipo), in ordine; 400 se il prodotto non è ordinabile.',
    params: OrderFormParams,
    query: OrderFormQuery,
    response: OrderForm,
  }),
  getOrderingPriceList: endpoint({
    method: 'GET',
    path: '/api/ordering/price-list',
    access: 'user',
    tags: ['ordinazione'],
    summary: 'Il listino del cliente: i prodotti ordinabili con il prezzo che paga chi chiede',
    description:
      'Per servizio, linea e codice. Il prezzo è quello che la richiesta addebiterebbe: il profilo listino ' +
      "dell'utente, altrimenti quello del cliente, altrimenti il prezzo del prodotto.",
    query: PriceListQuery,
    response: Page(PriceListRow),
  }),
};
