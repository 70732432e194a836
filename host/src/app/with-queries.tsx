import { lazy, type ReactNode } from 'react';

// Lazy: the sign-in and error pages read nothing through queries and do not load the library.
const QueryProvider = lazy(() =>
  import('@portal/shared-auth/query').then((module) => ({ default: module.QueryProvider })),
);

/** The pages below read and write server state through the page's one QueryClient. */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
