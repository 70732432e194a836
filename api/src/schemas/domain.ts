/** Lookups of the forms (spec 000 §3): places and chambers of commerce. */

export const lookupQuery = {
  type: 'object',
  required: ['search'],
  additionalProperties: false,
  properties: {
    search: { type: 'string', minLength: 1, maxLength: 100, description: 'Testo contenuto nel nome' },
  },
} as const;

export const placeOption = {
  type: 'object',
  required: ['c01', 'c02', 'c03'],
  properties: {
    c01: { type: 'string', description: 'Nome del comune o dello stato estero' },
    c02: { type: 'string', description: "Sigla della provincia ('EE' per l'estero)" },
    c03: { type: 'string', description: 'Chiave: codice Belfiore' },
  },
} as const;

export const cciaaOption = {
  type: 'object',
  required: ['c01', 'key'],
  properties: {
    c01: { type: 'string', description: 'Camera di commercio (provincia)' },
    key: { type: 'string', description: 'Sigla della provincia' },
  },
} as const;
