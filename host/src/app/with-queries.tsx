import type { ReactNode } from 'react';
import { preloadableLazy } from './preloadable-lazy';

// Lazy: the sign-in and error pages read nothing through queries and do not load the library.
export const QueryProvider = preloadableLazy(
  () => import('@portal/shared-auth/query'),
  (m) => m.QueryProvider,
);

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
