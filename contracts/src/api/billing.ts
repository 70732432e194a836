/** Billing detail (`/dettaglio-fatturazione`, billing-detail permission). */
import { Month, Type, type Static } from './schema.ts';
import { endpoint, XLSX_TYPE } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';

/** A month of the client's requests: what they cost before VAT, the VAT, the total. */
export const BillingMonth = Type.Object({
  month: Type.String({ description: 'aaaa-mm (ora di Roma)' }),
  requests: Type.Integer(),
  net: Type.String(),
  vat: Type.String(),
  gross: Type.String(),
});
export type BillingMonth = Static<typeof BillingMonth>;

/** One product of the month: its requests and amounts; VAT only for products subject to it. */
export const BillingLine = Type.Object({
  serviceName: Type.String(),
  productCode: Type.String(),
  description: Type.String(),
  subjectToVat: Type.Boolean(),
  requests: Type.Integer(),
  net: Type.String(),
  vat: Type.String(),
  gross: Type.String(),
});
export type BillingLine = Static<typeof BillingLine>;

export const BillingDetail = Type.Object({
  month: Type.String(),
  vatRate: Type.String({ description: 'Aliquota IVA in percentuale, es. "22"' }),
  lines: Type.Array(BillingLine),
  totals: Type.Object({ requests: Type.Integer(), net: Type.String(), vat: Type.String(), gross: Type.String() }),
});
export type BillingDetail = Static<typeof BillingDetail>;

export const BillingMonthQuery = Type.Object(
  { month: Month({ description: 'aaaa-mm' }) },
  { additionalProperties: false },
);

/** Every billing endpoint: the one declaration the API registers and the clients call. */
export const billingEndpoints = {
  getBillingMonths: endpoint({
    method: 'GET',
    path: '/api/billing/months',
    access: [PERMISSIONS.billingDetail],
    tags: ['dettaglio fatturazione'],
    summary: 'I mesi con richieste (ultimi 24): numero, imponibile, IVA e totale',
    response: Type.Array(BillingMonth),
  }),
  getBillingDetail: endpoint({
    method: 'GET',
    path: '/api/billing/detail',
    access: [PERMISSIONS.billingDetail],
    tags: ['dettaglio fatturazione'],
    summary: 'Il mese per servizio e prodotto, con l’IVA dei prodotti soggetti; i totali sono la somma delle righe',
    query: BillingMonthQuery,
    response: BillingDetail,
  }),
  getBillingDetailXlsx: endpoint({
    method: 'GET',
    path: '/api/billing/detail.xlsx',
    access: [PERMISSIONS.billingDetail],
    tags: ['dettaglio fatturazione'],
    summary: 'Il dettaglio del mese in xlsx',
    query: BillingMonthQuery,
    produces: [XLSX_TYPE],
  }),
  getBillingDetailPdf: endpoint({
    method: 'GET',
    path: '/api/billing/detail.pdf',
    access: [PERMISSIONS.billingDetail],
    tags: ['dettaglio fatturazione'],
    summary: "L'estratto conto del mese in PDF",
    query: BillingMonthQuery,
    produces: ['application/pdf'],
  }),
};
