/**
 * Calls an endpoint through its descriptor in @portal/contracts: the path, the method and the
 * answer's type come from the one declaration the API registers its route from, so client code
 * writes neither a URL nor a response type.
 */
import type { AxiosRequestConfig } from 'axios';
import {
  endpointUrl,
  sentQuery,
  type AnswerOf,
  type Endpoint,
  type FileEndpoint,
  type InputOf,
  type InputOptional,
} from '@portal/contracts/api/endpoint';
import { api, http } from './http-client';
import type { Envelope } from './types';

/** Settings of one call (abort signal, silent errors, …); the descriptor and input give the rest. */
export type CallConfig = Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data'>;

/** The input may be left out only when the endpoint needs none. */
export type CallArgs<E extends Endpoint> =
  InputOptional<E> extends true ? [input?: InputOf<E>, config?: CallConfig] : [input: InputOf<E>, config?: CallConfig];

function requestOf(endpoint: Endpoint, input: Partial<Record<'params' | 'query' | 'body', unknown>> = {}) {
  return {
    method: endpoint.method,
    url: endpointUrl(endpoint, input.params as Record<string, unknown> | undefined),
    params: sentQuery(input.query as Record<string, unknown> | undefined),
    data: input.body,
  };
}

/** The whole envelope, for a screen that shows the server's own message. */
export function callForEnvelope<E extends Endpoint>(endpoint: E, ...[input, config]: CallArgs<E>) {
  return api.request<AnswerOf<E>>({ ...config, ...requestOf(endpoint, input) }) as Promise<Envelope<AnswerOf<E>>>;
}

/** The answer (the envelope's `context`). */
export async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>> {
  return (await callForEnvelope(endpoint, ...args)).context;
}

/** A page an endpoint answers as text (the report's HTML), not as the envelope. */
export async function callForText<E extends FileEndpoint>(
  endpoint: E,
  ...[input, config]: CallArgs<E>
): Promise<string> {
  return (await http.request<string>({ ...config, ...requestOf(endpoint, input), responseType: 'text' })).data;
}
