const text = { type: ['string', 'null'] } as const;
const integer = { type: ['integer', 'null'] } as const;

export const FIELD_TYPES = [
  'AMOUNT',
  'NUMBER',
  'FLAG',
  'TEXT',
  'DATE',
  'TEXT_AREA',
  'SELECT',
  'FILE',
  'HIDDEN',
] as const;

/** Field definition, spec 002 §3. */
export const field = {
  type: 'object',
  required: ['fieldCode', 'name', 'description', 'type', 'icon'],
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
    selectValue: { ...text, description: 'Opzioni separate da virgola, oppure una SELECT SQL' },
    physicalPersonField: text,
    legalPersonField: text,
    subjectField: { type: 'boolean' },
    sqlOptions: text,
    requestCode: text,
    productId: integer,
    priceChange: { type: 'boolean' },
    prodottoDescription: text,
    defaultValue: text,
    toolTipInfo: text,
    productIdDerivedRequest: integer,
    requestCodeOrFieldCode: text,
    isAlertDismissed: { type: 'boolean' },
  },
} as const;
