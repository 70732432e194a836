import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';

type NoticeHook<Config, Api> = (config?: Config) => readonly [Api, ReactElement];
type Call<Api> = (api: Api) => unknown;

/**
 * What a notice call gives back: a function that closes it, and a promise of its closing. antd's
 * own result is itself a thenable, so it arrives boxed: a promise would otherwise adopt it.
 */
function laterResult(result: Promise<{ real: unknown }>) {
  const close = () => void result.then(({ real }) => typeof real === 'function' && real());
  return Object.assign(close, {
    then: <A, B>(done?: (value: boolean) => A | PromiseLike<A>, failed?: (reason: unknown) => B | PromiseLike<B>) =>
      result.then(({ real }) => real as PromiseLike<boolean>).then(done, failed),
  });
}

/**
 * Stands in for one of the notice hooks antd's App calls on every page for `App.useApp()`
 * (`message`, `notification`) in the builds (build/antd-stand-ins.ts). The notices' code, styles and
 * list (~10 KB gzip) load with the first notice instead of with the first page; the notices
 * asked for before it arrives are shown once it has, and what their calls give back (a
 * function that closes the notice, a promise of its closing) works as antd's does.
 */
export function lazyNoticeHook<Config, Api extends object>(
  load: () => Promise<{ default: NoticeHook<Config, Api> }>,
  methods: readonly (keyof Api & string)[],
): NoticeHook<Config, Api> {
  interface HolderProps {
    config?: Config;
    onReady: (api: Api) => void;
  }
  const Holder = lazy(async () => {
    const { default: useNotices } = await load();
    function NoticeHolder({ config, onReady }: HolderProps) {
      const [api, holder] = useNotices(config);
      useEffect(() => onReady(api), [api, onReady]);
      return holder;
    }
    return { default: NoticeHolder };
  });

  return function useLazyNotices(config?: Config) {
    const [wanted, setWanted] = useState(false);
    const real = useRef<Api | null>(null);
    const pending = useRef<Call<Api>[]>([]);
    const api = useMemo(
      () =>
        Object.fromEntries(
          methods.map((method) => [
            method,
            (...args: unknown[]) => {
              const call = (instance: Api) => (instance[method] as (...values: unknown[]) => unknown)(...args);
              if (real.current) return call(real.current);
              setWanted(true);
              return laterResult(
                new Promise((resolve) => pending.current.push((instance) => resolve({ real: call(instance) }))),
              );
            },
          ]),
        ) as Api,
      [],
    );
    const onReady = useCallback((instance: Api) => {
      real.current = instance;
      for (const call of pending.current.splice(0)) call(instance);
    }, []);
    const holder = <Suspense fallback={null}>{wanted && <Holder config={config} onReady={onReady} />}</Suspense>;
    return [api, holder] as const;
  };
}
