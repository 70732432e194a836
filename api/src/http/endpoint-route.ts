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
