import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A component that loads its code the first time it is drawn, for antd's parts that stay out
 * of the first pages (build/antd-stand-ins.ts). Until its chunk arrives it draws
 * nothing: the parts given one appear on a user's action (editing, copying), not on load.
 */
export function lazyStandIn<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load);
  function LazyStandIn(props: P) {
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  }
  return LazyStandIn;
}
