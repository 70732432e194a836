import { memo, useEffect, useState, type ComponentType } from 'react';
import type { PageLoader } from '@portal/shared-ui';
import { RemoteBoundary } from './remote-boundary';
import { PageSpinner } from './page-spinner';
import { loadedPage, loadPage } from './page-modules';

function LoadedPage({ load }: { load: PageLoader }) {
  // A page that has already arrived (preloaded with its remote) renders at once.
  const [failure, setFailure] = useState<{ load: PageLoader; error: unknown } | null>(null);
  const [, setArrived] = useState<ComponentType | null>(null);
  const Page = loadedPage(load);
  useEffect(() => {
    if (loadedPage(load)) return;
    let current = true;
    loadPage(load).then(
      (arrived) => current && setArrived(() => arrived),
      (error: unknown) => current && setFailure({ load, error }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (failure?.load === load) throw failure.error;
  if (!Page) return <PageSpinner />;
  return <Page />;
}

/** A remote page: loaded on first visit, inside its own error boundary, retryable in place. */
// memo: the layout draws again as each remote arrives (navigation); this part does not change with it.
export const RemotePage = memo(function RemotePage({
  load,
  title,
  remote,
}: {
  load: PageLoader;
  title: string;
  remote?: string;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary title={title} remote={remote} onRetry={() => setAttempt((value) => value + 1)}>
      <LoadedPage key={attempt} load={load} />
    </RemoteBoundary>
  );
});
