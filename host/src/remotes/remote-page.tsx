import { useEffect, useState, type ComponentType } from 'react';
import type { PageLoader } from '@portal/shared-ui';
import { RemoteBoundary } from './remote-boundary';
import { PageSpinner } from './page-spinner';

function LoadedPage({ load }: { load: PageLoader }) {
  const [state, setState] = useState<{ Page?: ComponentType; error?: unknown }>({});
  useEffect(() => {
    let current = true;
    load().then(
      (module) => current && setState({ Page: module.default }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (state.error) throw state.error;
  if (!state.Page) return <PageSpinner />;
  return <state.Page />;
}

/** A remote page: loaded on first visit, inside its own error boundary, retryable in place. */
export function RemotePage({ load, title }: { load: PageLoader; title: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary title={title} onRetry={() => setAttempt((value) => value + 1)}>
      <LoadedPage key={attempt} load={load} />
    </RemoteBoundary>
  );
}
