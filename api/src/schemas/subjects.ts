/** Subject search (spec 000 §2.5, §2.6, §3). */

const text = { type: ['string', 'null'] } as const;

export const company = {
  type: 'object',
  description: 'Azienda (persona giuridica)',
  required: ['codiceFiscale', 'partitaIva', 'denominazione'],
  properties: {
    codiceFiscale: { type: 'string' },
    partitaIva: { type: 'string' },
    denominazione: { type: 'string' },
    naturaGiuridica: { type: 'string', description: 'Forma giuridica (S.R.L., S.P.A., S.N.C., ...)' },
    indirizzo: { type: 'string' },
    cap: text,
    frazione: text,
    siglaProvincia: { type: 'string' },
    dataCostituzione: { ...text, description: 'YYYY-MM-DD' },
    codiceAteco: text,
    cciaa: { type: 'string', description: 'Provincia della CCIAA di iscrizione' },
    nrea: { type: 'string', description: 'Numero REA' },
    operativa: { type: 'boolean' },
    descrizioneStatoAttivita: { type: 'string' },
    email: text,
    sedi: { type: 'integer', description: 'Numero di sedi' },
    comune: { type: 'string' },
  },
} as const;

export const person = {
  type: 'object',
  description: 'Persona fisica',
  required: ['codiceFiscale', 'denominazione', 'comuneNascita', 'dataNascita', 'sesso', 'comune'],
  properties: {
    codiceFiscale: { type: 'string' },
    denominazione: { type: 'string', description: 'Nome e cognome' },
    comuneNascita: { ...text, description: 'Comune o stato estero di nascita' },
    dataNascita: { type: 'string', description: 'YYYY-MM-DD' },
    sesso: { type: 'string', enum: ['M', 'F'] },
    comune: { ...text, description: 'Comune di residenza' },
  },
} as const;

/** Search by one term: paging plus the term (required). */
export const termQuery = {
  type: 'object',
  required: ['search'],
  additionalProperties: false,
  properties: {
    search: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'Denominazione (anche parziale), partita IVA o codice fiscale',
    },
    page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0, description: 'Pagina, da 0' },
    size: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Elementi per pagina (1-100)' },
  },
} as const;

const optionalText = (maxLength: number, description: string) =>
  ({ type: ['string', 'null'], maxLength, description }) as const;

/** Advanced company search: form values of spec 000 §3 plus paging. */
export const advancedCompanyBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ragioneSociale: optionalText(255, 'Denominazione (anche parziale)'),
    provinciaSede: optionalText(2, 'Sigla della provincia della sede legale'),
    partitaIVA: optionalText(11, 'Partita IVA'),
    codiceFiscale: optionalText(16, 'Codice fiscale'),
    provinciaCCIAA: optionalText(2, 'Sigla della provincia della CCIAA'),
    numeroREA: optionalText(20, 'Numero REA'),
    page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

/** Fiscal-code calculation payload (spec 000 §3). */
export const fiscalCodeBody = {
  type: 'object',
  required: ['nome', 'cognome', 'dataNascita', 'luogoNascita', 'sesso'],
  additionalProperties: false,
  properties: {
    nome: { type: 'string', minLength: 1, maxLength: 64 },
    cognome: { type: 'string', minLength: 1, maxLength: 64 },
    denominazione: { type: ['string', 'null'], maxLength: 130, description: 'Nome, uno spazio, cognome' },
    dataNascita: { type: 'string', minLength: 1, maxLength: 10, description: 'YYYY-MM-DD' },
    luogoNascita: {
      type: 'string',
      minLength: 1,
      maxLength: 4,
      description: 'Chiave del luogo di nascita (codice Belfiore, c03 di /api/domain/comune)',
    },
    sesso: { type: 'string', enum: ['M', 'F'] },
  },
} as const;
