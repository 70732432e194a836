import { QueryClient } from '@tanstack/react-query';
// Through the package, not '../auth-store': the query entry is a shared module of its own, and a
// relative import would give its chunk a second copy of the auth store's code (the same instance).
// eslint-disable-next-line @nx/enforce-module-boundaries -- the main entry, another shared module
import { ApiError, onAuthReset } from '@portal/shared-auth';

/** A failure worth one more try: no answer at all, or a gateway that was briefly away. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === null || [502, 503, 504].includes(error.status));
}

/**
 * The portal's server state. The HTTP client already tells the user about a failure, so a
 * query retries only a transient one, once; a refocused window does not refetch under a form
 * being filled in.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && isTransient(error),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The one QueryClient of the page: shared-auth is a Module Federation singleton, so host and
 * remotes read and invalidate the same cache. Signing out clears it (no data of one user is
 * shown to the next).
 */
export const queryClient = createQueryClient();

onAuthReset(() => queryClient.clear());
