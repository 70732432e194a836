import { lazy, type ReactNode } from 'react';

// Lazy: the sign-in and error pages read nothing through queries and do not load the library.
export const loadQueries = () => import('@portal/shared-auth/query');
const QueryProvider = lazy(() => loadQueries().then((module) => ({ default: module.QueryProvider })));

/**
 * The pages below read and write server state through the page's one QueryClient. `alongside`
 * starts the chunks those pages need while the library loads: otherwise each would wait for it
 * (a waterfall on the first /portal). import() is cached, so calling it on every render is free.
 */
export function WithQueries({
  children,
  alongside = [],
}: {
  children: ReactNode;
  alongside?: ReadonlyArray<() => Promise<unknown>>;
}) {
  for (const load of alongside) void load();
  return <QueryProvider>{children}</QueryProvider>;
}
