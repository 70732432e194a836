/** JSON schemas shared by every route: the envelope, the error answer, paging. */

export const errorEnvelope = {
  $id: 'ErrorEnvelope',
  type: 'object',
  description: 'Risposta di errore: messaggio in italiano, dettagli facoltativi',
  required: ['error', 'message', 'context'],
  properties: {
    error: { type: 'boolean', const: true },
    message: { type: 'string' },
    context: {},
  },
} as const;

/** `{ error: false, message, context }` around a route's own answer schema. */
export function envelope(context: object, description?: string) {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: ['error', 'message', 'context'],
    properties: {
      error: { type: 'boolean' },
      message: { type: ['string', 'null'] },
      context,
    },
  } as const;
}

/** Response map of a route: its success answer plus the error envelope for 4xx and 5xx. */
export function responses(ok: object, status = 200) {
  return {
    [status]: envelope(ok),
    '4xx': { $ref: 'ErrorEnvelope#' },
    '5xx': { $ref: 'ErrorEnvelope#' },
  };
}

export const nullContext = { type: 'null' } as const;

export function pagingQuery(extra: Record<string, object> = {}) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0, description: 'Pagina, da 0' },
      size: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Elementi per pagina (1-100)' },
      search: {
        type: 'string',
        maxLength: 200,
        default: '',
        description: 'Testo da cercare (senza distinzione tra maiuscole e minuscole)',
      },
      ...extra,
    },
  } as const;
}

export function page(item: object) {
  return {
    type: 'object',
    required: ['content', 'totalElements'],
    properties: {
      content: { type: 'array', items: item },
      totalElements: { type: 'integer' },
    },
  } as const;
}
