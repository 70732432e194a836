import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableLazy<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the module (once); the component then renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy that renders at once when its module has already arrived. Plain lazy suspends on
 * its first render even when the import() behind it resolved long ago (it learns so a microtask
 * later), and a boundary that has shown its fallback reveals the content no sooner than 300 ms
 * after it: on a cold /portal each nested lazy level waited for that, although every chunk had
 * been preloaded. Answering lazy with a thenable that is already resolved lets it read the
 * module in the same render.
 */
export function preloadableLazy<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableLazy<P> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a chunk that failed to load is asked again next time
        throw error;
      },
    ));
  const component = lazy<ComponentType<P>>(() => {
    if (loaded === undefined) return preload().then((module) => ({ default: pick(module) }));
    const ready = { default: pick(loaded) };
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as Promise<typeof ready>;
  });
  return Object.assign(component, { preload });
}
