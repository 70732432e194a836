import type { OrderFormField } from '@portal/contracts/api/ordering';

/** A field of an order form as `GET /api/ordering/products/{id}/form` gives it: a TEXT of width 6 unless told. */
export const orderFormField = (fieldCode: string, extra: Partial<OrderFormField> = {}): OrderFormField => ({
  fieldCode,
  name: fieldCode,
  description: '',
  type: 'TEXT',
  obligatory: false,
  group: 0,
  subjectType: 'ANY',
  order: 1,
  dimension: 6,
  newRiga: false,
  length: null,
  minimum: null,
  maximum: null,
  minimumDate: null,
  maximumDate: null,
  selectValueList: [],
  selectLabelList: [],
  validator: null,
  defaultValue: null,
  toolTipInfo: null,
  physicalPersonField: null,
  legalPersonField: null,
  subjectField: false,
  ...extra,
});
