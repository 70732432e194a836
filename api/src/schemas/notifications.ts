export const notification = {
  type: 'object',
  required: ['id', 'subject', 'text', 'icon', 'image', 'link', 'useRouter', 'insDateTime', 'readDate'],
  properties: {
    id: { type: 'integer' },
    subject: { type: 'string' },
    text: { type: 'string' },
    icon: { type: ['string', 'null'], description: "Nome di un'icona (report, info, warning, …)" },
    image: { type: ['string', 'null'], description: "Indirizzo di un'immagine, al posto dell'icona" },
    link: { type: ['string', 'null'] },
    useRouter: { type: 'boolean', description: 'true: link è un percorso del portale; false: un indirizzo esterno' },
    insDateTime: { type: 'string', format: 'date-time' },
    readDate: { type: ['string', 'null'], format: 'date-time', description: 'null: non letta' },
  },
} as const;

export const notificationParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: 9_007_199_254_740_991 } },
} as const;

export const newNotificationBody = {
  type: 'object',
  required: ['login', 'subject', 'text'],
  additionalProperties: false,
  properties: {
    login: { type: 'string', minLength: 1, maxLength: 64, description: 'Destinatario, utente dello stesso tenant' },
    subject: { type: 'string', minLength: 1, maxLength: 255 },
    text: { type: 'string', minLength: 1, maxLength: 2000 },
    icon: { type: ['string', 'null'], maxLength: 128 },
    image: { type: ['string', 'null'], maxLength: 1000 },
    link: { type: ['string', 'null'], maxLength: 1000 },
    useRouter: { type: 'boolean', default: false },
  },
} as const;

export const wsConnectionUrl = {
  type: 'object',
  required: ['url'],
  properties: {
    url: { type: 'string', description: 'Indirizzo websocket con un biglietto monouso valido 30 secondi' },
  },
} as const;

export const wsQuery = {
  type: 'object',
  required: ['ticket'],
  additionalProperties: false,
  properties: { ticket: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;
