/**
 * Registers a route from its descriptor in @portal/contracts: the method, path, access,
 * validation schemas and OpenAPI text all come from the descriptor; the route file writes the
 * handler, whose answer is type-checked against the descriptor's response.
 */
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '@portal/contracts/api/endpoint';
import type { EnvelopeOf, TSchema } from '@portal/contracts/api/schema';
import { responses } from '../schemas/common.ts';
import { envelope } from '../errors.ts';
import type { Database } from '../db/database.ts';
import { caller, type Caller } from '../plugins/tenant.ts';

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A JSON endpoint's handler answers its envelope; a file endpoint's sends the file itself. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<E extends { readonly response: TSchema } ? EnvelopeOf<AnswerOf<E>> : unknown>;

/** A file's answer: the bytes on success, the error envelope otherwise. */
const FILE_RESPONSE = {
  200: { type: 'string', format: 'binary', description: 'Il file' },
  '4xx': { $ref: 'ErrorEnvelope#' },
  '5xx': { $ref: 'ErrorEnvelope#' },
} as const;

/** What a route may add to its descriptor: server-side settings no client needs to know. */
export interface RouteSettings extends Pick<RouteOptions, 'bodyLimit' | 'preValidation' | 'onRequest'> {
  config?: Omit<FastifyContextConfig, 'access'>;
}

/** Any Fastify instance, whatever its type provider: the descriptor carries the types. */
type AnyFastify = Pick<FastifyInstance, 'route'>;

/** What a route's handler works on: the database and who calls (tenant included). */
export interface Scope {
  db: Database;
  /** Resolved when read: 401 without a session, so a public route simply does not read it. */
  readonly who: Caller;
}

/** An answer: the envelope's context (nothing for a call that answers no data). */
export type AnswerHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  scope: Scope,
  reply: FastifyReply,
) => Answer<E> | Promise<Answer<E>>;

type Answer<E extends Endpoint> = AnswerOf<E> extends null ? AnswerOf<E> | void : AnswerOf<E>;

export function route<E extends Endpoint>(
  app: AnyFastify,
  endpoint: E,
  handler: EndpointHandler<E>,
  settings: RouteSettings = {},
): void {
  const { config, ...options } = settings;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, access: endpoint.access },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      response: endpoint.response ? responses(endpoint.response, endpoint.status ?? 200) : FILE_RESPONSE,
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/** What an answered route may add: its message, fixed or drawn from the answer. */
export interface AnswerSettings<E extends Endpoint> extends RouteSettings {
  message?: string | ((context: AnswerOf<E>) => string | null);
}

/**
 * A JSON route whose handler answers only its data: it receives the database and the caller
 * (access was checked by the descriptor's level), and the data is wrapped in the envelope here
 * with the message the settings name, so a route file states what it does and nothing of the
 * plumbing. A route that sends a file, or shapes its reply itself, uses `route`.
 */
export function answer<E extends Endpoint & { readonly response: TSchema }>(
  app: AnyFastify & Pick<FastifyInstance, 'db'>,
  endpoint: E,
  handler: AnswerHandler<E>,
  settings: AnswerSettings<E> = {},
): void {
  const { message, ...routeSettings } = settings;
  const answered = async (request: EndpointRequest<E>, reply: FastifyReply) => {
    const scope: Scope = {
      db: app.db,
      get who() {
        return caller(request);
      },
    };
    const context = ((await handler(request, scope, reply)) ?? null) as AnswerOf<E>;
    // The success status the descriptor declares (202: accepted, to be done in the background).
    if (endpoint.status) reply.code(endpoint.status);
    return envelope(context, typeof message === 'function' ? message(context) : (message ?? null));
  };
  route(app, endpoint, answered as unknown as EndpointHandler<E>, routeSettings);
}

/** 'Is this code free?' (spec 002 §5): `{ available }`, and the message that says it is taken. */
export function answerAvailability<E extends Endpoint & { readonly response: TSchema }>(
  app: AnyFastify & Pick<FastifyInstance, 'db'>,
  endpoint: E,
  isFree: (request: EndpointRequest<E>, scope: Scope) => Promise<boolean>,
  takenMessage: string,
): void {
  const available = async (request: EndpointRequest<E>, scope: Scope) =>
    ({ available: await isFree(request, scope) }) as Answer<E>;
  answer(app, endpoint, available, {
    message: (context) => ((context as { available: boolean }).available ? null : takenMessage),
  });
}
