import type { ComponentType } from 'react';
import type { PageLoader, RemoteContribution } from '@portal/shared-ui';
import { authStore, hasAnyAuthority } from '@portal/shared-auth';
import { matchPath } from '@portal/shared-auth/router';

const pages = new WeakMap<PageLoader, ComponentType>();
const loading = new WeakMap<PageLoader, Promise<ComponentType>>();

/** A remote page's component, loaded once per loader; a failed load is tried again next time. */
export function loadPage(load: PageLoader): Promise<ComponentType> {
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then(
      (module) => {
        pages.set(load, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(load);
        throw error;
      },
    );
    loading.set(load, pending);
  }
  return pending;
}

/** The page's component if it has already arrived: it then renders without a spinner frame. */
export const loadedPage = (load: PageLoader): ComponentType | undefined => pages.get(load);

/**
 * Starts loading the page a contribution draws at `location`, the moment the contribution
 * arrives: on a cold load of a remote's route its code then downloads while the frame renders,
 * instead of once the frame has rendered the route; and its first data, when the route
 * prefetches (the user holding the route's authorities). A failure is left to the page to show.
 */
export async function preloadPageAt(
  contribution: RemoteContribution,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  for (const route of contribution.routes) {
    const match = matchPath(`/${route.path}`, location.pathname);
    if (!match) continue;
    loadPage(route.load).catch(() => undefined);
    const { status, permissions } = authStore.getState();
    if (route.prefetch && status === 'signed-in' && hasAnyAuthority(permissions, route.authorities ?? [])) {
      const prefetch = route.prefetch;
      const search = new URLSearchParams(location.search);
      void import('@portal/shared-auth/query')
        .then(({ queryClient }) => prefetch({ params: match.params, search, queryClient }))
        .catch(() => undefined);
    }
    // Module Federation asks for the page's shared chunks a few promise steps later: one task
    // lets it, before the frame's render that the contribution starts takes the thread.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return;
  }
}
