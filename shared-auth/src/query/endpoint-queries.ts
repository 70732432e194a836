/**
 * TanStack Query options and keys derived from the endpoint descriptors. Each remote makes its
 * own `endpointQueries('<namespace>')`: the page's one QueryClient is shared by host and
 * remotes, and a remote invalidates only what it cached.
 */
import { mutationOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { endpointKey, type AnswerOf, type Endpoint, type InputOf } from '@portal/contracts/api/endpoint';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the main entry, another shared module
import { call, type CallArgs, type CallConfig } from '@portal/shared-auth';

/** What `useQuery` takes for an endpoint's answer. */
export type EndpointQueryOptions<E extends Endpoint> = UseQueryOptions<AnswerOf<E>, Error, AnswerOf<E>, QueryKey>;

type QueryExtras<E extends Endpoint> = Omit<EndpointQueryOptions<E>, 'queryKey' | 'queryFn'> & { call?: CallConfig };

export interface EndpointQueries {
  readonly namespace: string;
  /** `[namespace, 'GET /api/…', input]`; without input, the prefix of every call of the endpoint. */
  key<E extends Endpoint>(endpoint: E, input?: InputOf<E>): QueryKey;
  /** Options for `useQuery`/`prefetchQuery`: the key and the call, plus any option given. */
  options<E extends Endpoint>(endpoint: E, input: InputOf<E>, extras?: QueryExtras<E>): EndpointQueryOptions<E>;
}

export function endpointQueries(namespace: string): EndpointQueries {
  const key = <E extends Endpoint>(endpoint: E, input?: InputOf<E>): QueryKey =>
    input === undefined ? [namespace, endpointKey(endpoint)] : [namespace, endpointKey(endpoint), input];
  return {
    namespace,
    key,
    options: (endpoint, input, extras = {}) => {
      const { call: callConfig, ...rest } = extras;
      return {
        ...rest,
        queryKey: key(endpoint, input),
        queryFn: ({ signal }) => call(endpoint, ...([input, { ...callConfig, signal }] as CallArgs<typeof endpoint>)),
      };
    },
  };
}

/** Options for `useMutation`: the call of the endpoint with the mutation's variables as input. */
export function endpointMutation<E extends Endpoint>(endpoint: E, config?: CallConfig) {
  return mutationOptions<AnswerOf<E>, Error, InputOf<E>>({
    mutationFn: (input) => call(endpoint, ...([input, config] as CallArgs<E>)),
  });
}
