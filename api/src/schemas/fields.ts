// The catalogue's vocabulary, shared with the administration screens.
import { FIELD_TYPES, LEGAL_PERSON_FIELDS, PHYSICAL_PERSON_FIELDS } from '@portal/contracts/catalogue';

const text = { type: ['string', 'null'] } as const;
const integer = { type: ['integer', 'null'] } as const;

const bound = { type: ['number', 'null'], minimum: -1e15, maximum: 1e15 } as const;
const date = { type: ['string', 'null'], format: 'date', description: 'YYYY-MM-DD' } as const;
const productId = { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 } as const;

/** Field definition, spec 002 §3, as every call returns it. */
export const field = {
  type: 'object',
  required: ['fieldCode', 'name', 'description', 'type', 'icon', 'version'],
  properties: {
    fieldCode: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    type: { type: 'string', enum: FIELD_TYPES },
    length: integer,
    minimum: { type: ['number', 'null'] },
    maximum: { type: ['number', 'null'] },
    validator: { type: ['string', 'null'], enum: ['CF', 'PI', 'BOTH', null] },
    icon: { type: 'string' },
    minimumDate: { ...text, description: 'YYYY-MM-DD' },
    maximumDate: { ...text, description: 'YYYY-MM-DD' },
    selectValue: { ...text, description: 'Opzioni separate da virgola (SELECT, FILE)' },
    selectValueList: { type: 'array', items: { type: 'string' }, description: 'selectValue come elenco' },
    physicalPersonField: text,
    legalPersonField: text,
    subjectField: { type: 'boolean' },
    sqlOptions: { ...text, description: 'Query SQL delle opzioni (SELECT), alternativa a selectValue' },
    requestCode: text,
    productId: integer,
    priceChange: { type: 'boolean' },
    prodottoDescription: { ...text, description: 'Descrizione del prodotto accessorio (sola lettura)' },
    derivedRequestDescription: {
      ...text,
      description: 'Descrizione del prodotto della richiesta derivata (sola lettura)',
    },
    defaultValue: text,
    toolTipInfo: text,
    productIdDerivedRequest: integer,
    requestCodeOrFieldCode: text,
    isAlertDismissed: { type: 'boolean' },
    formCount: { type: 'integer', description: 'Numero di form che usano il campo (sola lettura)' },
    version: { type: 'integer', description: 'Versione per il controllo delle modifiche concorrenti' },
  },
} as const;

/** Body of POST and PUT /api/field; the read-only keys of a GET answer are accepted and ignored. */
export function fieldInput(withVersion: boolean) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['fieldCode', 'name', 'description', 'type', 'icon', ...(withVersion ? ['version'] : [])],
    properties: {
      fieldCode: { type: 'string', minLength: 1, maxLength: 64 },
      name: { type: 'string', minLength: 1, maxLength: 128 },
      description: { type: 'string', minLength: 1, maxLength: 500 },
      type: { type: 'string', enum: FIELD_TYPES },
      length: { type: ['integer', 'null'], minimum: 0, description: 'Al massimo 99999' },
      minimum: bound,
      maximum: bound,
      validator: { type: ['string', 'null'], enum: ['CF', 'PI', 'BOTH', null] },
      icon: { type: 'string', minLength: 1, maxLength: 128 },
      minimumDate: date,
      maximumDate: date,
      selectValue: { type: ['string', 'null'], maxLength: 4000 },
      selectValueList: { type: 'array', items: { type: 'string' } },
      physicalPersonField: { type: ['string', 'null'], enum: [...PHYSICAL_PERSON_FIELDS, null] },
      legalPersonField: { type: ['string', 'null'], enum: [...LEGAL_PERSON_FIELDS, null] },
      subjectField: { type: 'boolean' },
      sqlOptions: { type: ['string', 'null'], maxLength: 4000 },
      requestCode: { type: ['string', 'null'], maxLength: 64 },
      productId,
      priceChange: { type: 'boolean' },
      prodottoDescription: text,
      derivedRequestDescription: text,
      defaultValue: { type: ['string', 'null'], maxLength: 500 },
      toolTipInfo: { type: ['string', 'null'], maxLength: 1000 },
      productIdDerivedRequest: productId,
      requestCodeOrFieldCode: { type: ['string', 'null'], maxLength: 64 },
      isAlertDismissed: { type: 'boolean' },
      formCount: { type: 'integer' },
      version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
  } as const;
}

export const fieldCodeParams = {
  type: 'object',
  required: ['fieldCode'],
  properties: { fieldCode: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const searchQuery = (maxLength = 200) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { search: { type: 'string', maxLength, default: '' } },
  }) as const;

export const availability = {
  type: 'object',
  required: ['available'],
  properties: { available: { type: 'boolean' } },
} as const;

export const fieldForm = {
  type: 'object',
  required: ['formCode', 'description', 'validatore', 'validatoreList'],
  properties: {
    formCode: { type: 'string' },
    description: { type: 'string' },
    validatore: text,
    validatoreList: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const productSummary = {
  type: 'object',
  required: ['id', 'productCode', 'fullProductCode', 'description', 'flagSuspended'],
  properties: {
    id: { type: 'integer' },
    productCode: { type: 'string' },
    fullProductCode: { type: 'string' },
    description: { type: 'string' },
    productType: { type: ['string', 'null'], enum: ['ON', 'OF', 'WS', null] },
    evasDays: integer,
    flagSuspended: { type: 'string', enum: ['S', 'N'] },
    lineId: integer,
    lineName: text,
  },
} as const;

const valueLabel = {
  type: 'object',
  required: ['value', 'label'],
  properties: { value: { type: 'string' }, label: { type: 'string' } },
} as const;

export const fieldOptions = {
  type: 'object',
  required: ['types', 'validators', 'physicalPersonFields', 'legalPersonFields', 'subjectTypes'],
  properties: {
    types: { type: 'array', items: valueLabel },
    validators: { type: 'array', items: valueLabel },
    physicalPersonFields: { type: 'array', items: { type: 'string' } },
    legalPersonFields: { type: 'array', items: { type: 'string' } },
    subjectTypes: { type: 'array', items: valueLabel },
  },
} as const;

export { valueLabel };
