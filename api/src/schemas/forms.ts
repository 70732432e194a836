import { FIELD_TYPES } from '@portal/contracts/catalogue';

const text = { type: ['string', 'null'] } as const;
const code = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** Form (spec 002 §3). */
export const form = {
  type: 'object',
  required: ['formCode', 'description', 'validatore', 'validatoreList', 'exampleSheet', 'fieldCount', 'version'],
  properties: {
    formCode: { type: 'string' },
    description: { type: 'string' },
    validatore: { ...text, description: 'Codici dei validatori separati da virgola' },
    validatoreList: { type: 'array', items: { type: 'string' } },
    exampleSheet: { ...text, description: 'Nome del file della scheda esempio (sola lettura)' },
    fieldCount: { type: 'integer', description: 'Numero di campi della form (sola lettura)' },
    version: { type: 'integer' },
  },
} as const;

export function formInput(withVersion: boolean) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['formCode', 'description', ...(withVersion ? ['version'] : [])],
    properties: {
      formCode: code,
      description: { type: 'string', minLength: 1, maxLength: 500 },
      validatore: { type: ['string', 'null'], maxLength: 500 },
      validatoreList: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 64 } },
      exampleSheet: text,
      fieldCount: { type: 'integer' },
      version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
  } as const;
}

export const formCodeParams = {
  type: 'object',
  required: ['formCode'],
  properties: { formCode: code },
} as const;

const linkId = {
  type: 'object',
  additionalProperties: false,
  required: ['fieldCode', 'fieldform'],
  properties: { fieldCode: code, fieldform: { ...code, description: 'Codice della form' } },
} as const;

/** FormField link (spec 002 §3). */
export const formField = {
  type: 'object',
  required: ['id', 'field', 'form', 'obligatory', 'subjectType', 'order', 'dimension', 'newRiga', 'group', 'version'],
  properties: {
    id: {
      type: 'object',
      required: ['fieldCode', 'fieldform'],
      properties: { fieldCode: { type: 'string' }, fieldform: { type: 'string' } },
    },
    field: {
      type: 'object',
      properties: {
        fieldCode: { type: 'string' },
        name: { type: 'string' },
        description: { type: 'string' },
        type: { type: 'string', enum: FIELD_TYPES },
        length: { type: ['integer', 'null'] },
        minimum: { type: ['number', 'null'] },
        maximum: { type: ['number', 'null'] },
        validator: text,
        selectValue: text,
        selectValueList: { type: 'array', items: { type: 'string' } },
        defaultValue: text,
        toolTipInfo: text,
        icon: { type: 'string' },
        physicalPersonField: text,
        legalPersonField: text,
        sqlOptions: text,
        minimumDate: text,
        maximumDate: text,
        subjectField: { type: 'boolean' },
      },
    },
    form: {
      type: 'object',
      properties: { formCode: { type: 'string' }, description: { type: 'string' } },
    },
    obligatory: { type: 'boolean' },
    subjectType: { type: 'string', enum: ['PF', 'PG', 'ANY', 'ALL'] },
    order: { type: 'integer' },
    dimension: { type: 'integer', description: 'Colonne occupate, 1-12' },
    newRiga: { type: 'boolean', description: 'Il campo inizia una nuova riga' },
    group: { type: 'integer', description: 'Gruppo 0-5 (0 = nessun gruppo)' },
    options: text,
    version: { type: 'integer' },
  },
} as const;

/** Body of POST/PUT /api/form/field and of each item of PUT /api/form/fields. */
export function formFieldInput(withVersion: boolean) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['id', ...(withVersion ? ['version'] : [])],
    properties: {
      id: linkId,
      field: { type: 'object', description: 'Sola lettura: ignorato' },
      form: { type: 'object', description: 'Sola lettura: ignorato' },
      obligatory: { type: 'boolean' },
      subjectType: { type: 'string', enum: ['PF', 'PG', 'ANY', 'ALL'] },
      order: { type: 'integer', minimum: 0, maximum: 999_999 },
      dimension: { type: 'integer', minimum: 1, maximum: 12 },
      newRiga: { type: 'boolean' },
      group: { type: 'integer', minimum: 0, maximum: 5 },
      options: { type: ['string', 'null'], maxLength: 2000 },
      version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
  } as const;
}

export const linkParams = {
  type: 'object',
  required: ['fieldCode', 'fieldform'],
  properties: { fieldCode: code, fieldform: code },
} as const;

export const processValidatorBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'value'],
  properties: {
    type: { type: 'string', enum: ['CF', 'PI', 'BOTH'] },
    value: { type: 'string', maxLength: 64 },
    subjectType: { type: ['string', 'null'], enum: ['PF', 'PG', 'ANY', 'ALL', null] },
  },
} as const;
