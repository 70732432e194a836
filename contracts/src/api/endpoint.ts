/**
 * One declaration per endpoint: method, path, who may call it, what it reads and what it
 * answers. The API registers its route from the descriptor (validation, OpenAPI and the access
 * check come from it, the handler is all the route writes); the clients call through it, so
 * the path and the answer's type are never written twice and a change of schema breaks the
 * client's build rather than its users.
 *
 * Plain data and types only: no schema library is imported here, so a client that reads a
 * descriptor pays for the schemas it names and nothing else.
 */
import type { Static, TSchema } from './schema.ts';

/**
 * Who may call an endpoint; every one says it (deny by default):
 * - 'public': anyone;
 * - 'user': any signed-in user;
 * - 'deploy': the release tooling, with the X-Deploy-Token header;
 * - 'platform': a platform administrator (the API's PLATFORM_ADMINS), whatever their tenant's permissions;
 * - a list of permissions: a signed-in user holding at least one of them.
 */
export type Access = 'public' | 'user' | 'deploy' | 'platform' | readonly string[];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: Method;
  /** Fastify's syntax: `/api/products/:id`. */
  readonly path: `/api/${string}`;
  readonly access: Access;
  /** OpenAPI's grouping, in Italian as the documentation shows it. */
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** The envelope's `context` on success; absent when the answer is a file (`produces`). */
  readonly response?: TSchema;
  /** The answer is a file or a page, not the envelope: its media types (errors are envelopes). */
  readonly produces?: readonly string[];
  /** The body is a file upload (`multipart/form-data`, part `file`), not JSON. */
  readonly consumes?: readonly ['multipart/form-data'];
  /** The success status, 200 unless said. */
  readonly status?: 200 | 201 | 202;
}

/** Declares an endpoint, keeping its literal types (the path, the schemas). */
export function endpoint<const E extends Endpoint>(descriptor: E): E {
  return descriptor;
}

type Part<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S extends TSchema }
  ? Static<S>
  : undefined;

export type ParamsOf<E extends Endpoint> = Part<E, 'params'>;
export type QueryOf<E extends Endpoint> = Part<E, 'query'>;
/** A JSON body, or the form of an upload. */
export type BodyOf<E extends Endpoint> = E extends { readonly consumes: readonly ['multipart/form-data'] }
  ? FormData
  : Part<E, 'body'>;
/** What a successful call answers: the envelope's `context`, or the file. */
export type AnswerOf<E extends Endpoint> = E extends { readonly response: infer S extends TSchema } ? Static<S> : Blob;
/** An endpoint that answers a file rather than the envelope. */
export type FileEndpoint = Endpoint & { readonly produces: readonly string[] };

/** A part the caller must give, may give (all its fields optional) or cannot give. */
type InputPart<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: never }
  : Record<string, never> extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

/** A query as a screen holds it: a filter left empty (null) is simply not sent. */
export type Filters<T> = [T] extends [undefined] ? undefined : { [K in keyof T]?: T[K] | null };

/** What a call of the endpoint sends: only the parts it declares. */
export type InputOf<E extends Endpoint> = InputPart<'params', ParamsOf<E>> &
  InputPart<'query', Filters<QueryOf<E>>> &
  InputPart<'body', BodyOf<E>>;

/** True when a call may be made without any input. */
export type InputOptional<E extends Endpoint> = Record<string, never> extends InputOf<E> ? true : false;

/** The key of an endpoint in a route table: `GET /api/products/:id`. */
export function endpointKey(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** The path with its `:name` parameters filled in (encoded); a missing one is a bug. */
export function endpointUrl(endpoint: Pick<Endpoint, 'path'>, params?: Readonly<Record<string, unknown>>): string {
  return endpoint.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.path}: manca il parametro ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The query without the filters left unset (null or undefined), as axios leaves them out. */
export function sentQuery(query: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null && value !== undefined));
}

/** A screen's filters without the empty ones ('' too), for the lists that send only what is set. */
export function filledFilters<T extends object>(filters: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== null && value !== ''),
  ) as Partial<T>;
}

/** The media type of the spreadsheets the API answers. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
