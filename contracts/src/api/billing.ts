/** Billing detail (`/dettaglio-fatturazione`, billing-detail permission). */
import { Month, Type, type Static } from './schema.ts';

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
