/** Server-side field validator (spec 000 §3, §5). */

export const validatorBody = {
  type: 'object',
  required: ['type', 'value'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['PI', 'CF'], description: 'PI partita IVA, CF codice fiscale' },
    value: { type: ['string', 'null'], maxLength: 64 },
    subjectType: {
      type: ['string', 'null'],
      enum: ['PG', 'PF', null],
      description: 'PG persona giuridica (codice fiscale anche numerico), PF persona fisica',
    },
  },
} as const;

export const validatorResult = {
  type: 'object',
  required: ['valid'],
  properties: { valid: { type: 'boolean' } },
} as const;
