/**
 * TanStack Query options and keys derived from the endpoint descriptors. Each remote makes its
 * own `endpointQueries('<namespace>')`: the page's one QueryClient is shared by host and
 * remotes, and a remote invalidates only what it cached.
 */
import { mutationOptions, type QueryFilters, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { endpointKey, type AnswerOf, type Endpoint, type InputOf } from '@portal/contracts/api/endpoint';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the main entry, another shared module
import { call, type CallArgs, type CallConfig } from '@portal/shared-auth';

/** What `useQuery` takes for an endpoint's answer (`TData`: what its `select` makes of it). */
export type EndpointQueryOptions<E extends Endpoint, TData = AnswerOf<E>> = UseQueryOptions<
  AnswerOf<E>,
  Error,
  TData,
  QueryKey
>;

type QueryExtras<E extends Endpoint, TData> = Omit<EndpointQueryOptions<E, TData>, 'queryKey' | 'queryFn'> & {
  call?: CallConfig;
};

export interface EndpointQueries {
  readonly namespace: string;
  /** `[namespace, 'GET /api/…', input]`; without input, the prefix of every call of the endpoint. */
  key<E extends Endpoint>(endpoint: E, input?: InputOf<E>): QueryKey;
  /** Options for `useQuery`/`prefetchQuery`: the key and the call, plus any option given. */
  options<E extends Endpoint, TData = AnswerOf<E>>(
    endpoint: E,
    input: InputOf<E>,
    extras?: QueryExtras<E, TData>,
  ): EndpointQueryOptions<E, TData>;
  /**
   * What a save makes stale: every cached answer, in this namespace, of the endpoints of the
   * groups given (`fieldsEndpoints`, …) — a resource is its contract module, named nowhere else.
   */
  about(...groups: EndpointGroup[]): QueryFilters;
}

/** A contract module's descriptors (`fieldsEndpoints`), nested groups included. */
export interface EndpointGroup {
  readonly [name: string]: Endpoint | EndpointGroup;
}

const isEndpoint = (member: Endpoint | EndpointGroup): member is Endpoint =>
  typeof member.method === 'string' && typeof member.path === 'string';

/** The keys (`GET /api/…`) of every endpoint of the groups. */
function endpointKeysOf(groups: EndpointGroup[], into = new Set<string>()): Set<string> {
  for (const group of groups) {
    for (const member of Object.values(group)) {
      if (isEndpoint(member)) into.add(endpointKey(member));
      else endpointKeysOf([member], into);
    }
  }
  return into;
}

export function endpointQueries(namespace: string): EndpointQueries {
  const key = <E extends Endpoint>(endpoint: E, input?: InputOf<E>): QueryKey =>
    input === undefined ? [namespace, endpointKey(endpoint)] : [namespace, endpointKey(endpoint), input];
  return {
    namespace,
    key,
    about: (...groups) => {
      const keys = endpointKeysOf(groups);
      return { predicate: ({ queryKey }) => queryKey[0] === namespace && keys.has(String(queryKey[1])) };
    },
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
