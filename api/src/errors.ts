import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/contracts/messages';
import { PASSWORD_EXPIRED_REASON } from '@portal/contracts/permissions';
import { DomainError, type DomainErrorKind } from './domain-error.ts';

/** Every user-facing text the API itself produces in more than one place (shared with the forms). */
export { MESSAGES };

/** The context of the 403 a session with an expired password gets: the client goes to /change-password. */
export const PASSWORD_EXPIRED_CONTEXT = { reason: PASSWORD_EXPIRED_REASON } as const;

/** An expected failure: its status and Italian message go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly context: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function envelope<T>(context: T, message: string | null = null) {
  return { error: false, message, context };
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'un numero intero',
  number: 'un numero',
  string: 'un testo',
  boolean: 'un valore vero o falso',
  object: 'un oggetto',
  array: 'un elenco',
  null: 'nullo',
};

/** Turns the first schema violation into an Italian sentence naming the field. */
export function validationMessage(
  errors: AjvError[],
  location: string | undefined,
): { message: string; field: string | null } {
  const error = errors[0];
  const base = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  const join = (child: unknown) => (base ? `${base}.${String(child)}` : String(child));
  const params = error.params;

  switch (error.keyword) {
    case 'required':
      return {
        message: `${MESSAGES.required}: "${join(params.missingProperty)}"`,
        field: join(params.missingProperty),
      };
    case 'additionalProperties':
      return {
        message: `Proprietà non consentita: "${join(params.additionalProperty)}"`,
        field: join(params.additionalProperty),
      };
  }
  if (!base) {
    if (location !== 'body') return { message: MESSAGES.badRequest, field: null };
    // A body that is a list (a reorder, a batch) is refused as a list.
    if (error.keyword === 'minItems')
      return { message: `L'elenco deve contenere almeno ${items(params.limit)}`, field: null };
    if (error.keyword === 'maxItems')
      return { message: `L'elenco deve contenere al massimo ${items(params.limit)}`, field: null };
    if (error.keyword === 'type' && params.type === 'array') {
      return { message: 'Il corpo della richiesta deve essere un elenco JSON', field: null };
    }
    return { message: 'Il corpo della richiesta deve essere un oggetto JSON', field: null };
  }
  const field = base;
  const invalid = `Valore non valido per "${field}"`;
  switch (error.keyword) {
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((type) => TYPE_NAMES[type] ?? type);
      return { message: `${invalid}: deve essere ${types.join(' o ')}`, field };
    }
    case 'minLength':
      return Number(params.limit) === 1
        ? { message: `${MESSAGES.required}: "${field}"`, field }
        : { message: `${invalid}: deve contenere almeno ${params.limit} caratteri`, field };
    case 'maxLength':
      return { message: `${invalid}: deve contenere al massimo ${params.limit} caratteri`, field };
    case 'minimum':
      return { message: `${invalid}: deve essere maggiore o uguale a ${params.limit}`, field };
    case 'maximum':
      return { message: `${invalid}: deve essere minore o uguale a ${params.limit}`, field };
    case 'exclusiveMinimum':
      return { message: `${invalid}: deve essere maggiore di ${params.limit}`, field };
    case 'exclusiveMaximum':
      return { message: `${invalid}: deve essere minore di ${params.limit}`, field };
    case 'enum':
      return {
        message: `${invalid}: valori ammessi ${(params.allowedValues as unknown[]).map(String).join(', ')}`,
        field,
      };
    case 'format':
      return params.format === 'email'
        ? { message: MESSAGES.invalidEmail, field }
        : { message: `${invalid}: formato non valido`, field };
    case 'pattern':
      return { message: `${invalid}: formato non valido`, field };
    case 'minItems':
      return { message: `${invalid}: deve contenere almeno ${items(params.limit)}`, field };
    case 'maxItems':
      return { message: `${invalid}: deve contenere al massimo ${items(params.limit)}`, field };
    default:
      return { message: invalid, field };
  }
}

/** "un elemento", "3 elementi". */
function items(limit: unknown): string {
  return Number(limit) === 1 ? 'un elemento' : `${String(limit)} elementi`;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.authRequired,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  406: 'Formato di risposta non disponibile',
  408: 'Tempo di attesa della richiesta scaduto',
  413: MESSAGES.tooLarge,
  414: 'Indirizzo della richiesta troppo lungo',
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
  431: 'Intestazioni della richiesta troppo grandi',
};

const CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyBody,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.badRequest,
  FST_ERR_BAD_URL: "L'indirizzo della richiesta non è valido",
};

/** The one mapping of a business rule's refusal to an HTTP status. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  gone: 410,
  conflict: 409,
  unavailable: 503,
};

type FastifyLikeError = FastifyError & { validationContext?: string };

/** The one place that turns any failure into the `{error, message, context}` envelope. */
/** PostgreSQL's "data exception" class: the value, not the server, is wrong. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export function errorHandler(error: FastifyLikeError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    return reply.code(DOMAIN_STATUS[error.kind]).send({ error: true, message: error.message, context: error.context });
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({ error: true, message: error.message, context: error.context });
  }
  if (error.validation) {
    const { message, field } = validationMessage(error.validation as AjvError[], error.validationContext);
    return reply.code(400).send({ error: true, message, context: { field } });
  }
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = CODE_MESSAGES[error.code] ?? STATUS_MESSAGES[status] ?? MESSAGES.badRequest;
    return reply.code(status).send({ error: true, message, context: null });
  }
  // A value the database cannot hold (SQLSTATE class 22: a date out of range, a text or a number
  // too long for its column) came from the request: the contracts refuse each one they know of,
  // and this keeps any other from being a 500.
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'value out of range for the database');
    return reply.code(400).send({ error: true, message: MESSAGES.valueOutOfRange, context: null });
  }
  // Database errors, bugs, anything else: log the details, tell the user nothing about them.
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ error: true, message: MESSAGES.internal, context: null });
}
